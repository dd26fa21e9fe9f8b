import type { ChangedPriceLine } from '../../core/api/checkout';
import { activeCatalogue } from '../../core/catalogue-scope';
import { dictionaryOf, type Language } from '../../core/language';
import { type CartPrice, priceLine } from '../../core/pricing';
import { forDictionary } from '../../core/shop-catalogue';
import { carriedInPart, catalogueSubset } from '../../core/catalogue-subset';
import { withCatalogue } from '../catalogue/scope';
import { type CatalogueStores, catalogueOfVersion } from '../catalogue/versions';
import { ApiError } from '../lib/errors';

/**
 * A tab opened before a publish asks to pay at the prices it showed. The order is priced from today's version
 * (the worker never takes a price from the browser); if any line costs something else than it did in the
 * version the page showed, the shopper is told before anything is written or Stripe is asked: 409
 * `prices_changed` with each line then and now and today's version for the page's language, from which the
 * cart shows the new prices. An old version whose prices all still hold goes through. A line priced at the member
 * price is compared with the member price then (the percent may have changed), any other with the catalogue price.
 */
export async function refuseChangedPrices(
  stores: CatalogueStores,
  request: { catalogueVersion?: number; language: Language },
  price: Pick<CartPrice, 'lineItems' | 'lineRules'>,
): Promise<void> {
  const current = activeCatalogue();
  if (request.catalogueVersion === undefined || request.catalogueVersion === current.version) return;
  // A version that never existed shows nothing the shopper could have agreed to.
  const previous = await catalogueOfVersion(stores, request.catalogueVersion);
  const changed: ChangedPriceLine[] = price.lineItems.map((line, index) => {
    const before =
      previous &&
      withCatalogue(previous, () =>
        priceLine(
          line.kind === 'product'
            ? { productId: line.productId, quantity: line.quantity }
            : { dealId: line.dealId, quantity: line.quantity },
          price.lineRules[index] === 'member',
        ),
      );
    const previousUnitCents = before && typeof before !== 'string' ? before.unitCents : null;
    return {
      ...(line.kind === 'product' ? { productId: line.productId } : { dealId: line.dealId }),
      previousUnitCents,
      unitCents: line.unitCents,
    };
  });
  if (changed.every((line) => line.previousUnitCents === line.unitCents)) return;
  throw new ApiError(409, 'prices_changed', 'Prices changed since the page was loaded', {
    lines: changed,
    // A large version's part: the cart's products (the page asks for the rest it shows, web/state/catalogue.ts).
    catalogue: forDictionary(
      carriedInPart(current)
        ? catalogueSubset(
            current,
            price.lineItems.flatMap((line) => (line.kind === 'product' ? [line.productId] : [])),
          )
        : current,
      dictionaryOf(request.language),
    ),
  });
}
