import type { ProductId } from '../../core/catalogue';
import { activeCatalogue } from '../../core/catalogue-scope';
import { type DealId, getDeal } from '../../core/deals';
import { DEFAULT_LANGUAGE, type Language, dictionaryOf } from '../../core/language';
import { catalogueText } from '../../core/shop-catalogue';
import type { PricedLine } from '../../core/pricing';
import type { ShippingId } from '../../core/shipping';
import { cartTotalsOf } from '../../i18n/areas';
import { type ContentDictionary, contentEn } from '../../i18n/content/en';

/** The shop data's texts in a language: what the shopper reads in e-mails and on Stripe's Checkout page. */
export { contentOf } from '../../i18n/areas';

/**
 * Names of what was sold, from the published catalogue version being served (core/catalogue-scope.ts).
 * English by default, for what the worker writes down (the order-line snapshot, Stripe's line items): the
 * storefront translates from the ids it gets back, and these names are the record of what was sold. The
 * confirmation e-mail asks in the order's language.
 */
export function lineName(line: PricedLine, language: Language = DEFAULT_LANGUAGE): string {
  return line.kind === 'product' ? productName(line.productId, language) : dealName(line.dealId, language);
}

/** A text of the catalogue version being served ('content.catalogue.<slug>.name') in a language. */
export function catalogueWords(language: Language, key: string): string {
  return words(language, key) ?? '';
}

function words(language: Language, key: string | undefined): string | undefined {
  return key === undefined ? undefined : catalogueText(activeCatalogue(), dictionaryOf(language), key);
}

const productOf = (id: string | null | undefined) => activeCatalogue().products.find((product) => product.id === id);

/** A product's name, published or not; its id when the version has no such product. */
export function productName(id: ProductId, language: Language = DEFAULT_LANGUAGE): string {
  return words(language, productOf(id)?.nameKey) ?? id;
}

export function dealName(id: DealId, language: Language = DEFAULT_LANGUAGE): string {
  return words(language, getDeal(id)?.titleKey) ?? id;
}

export function shippingName(id: ShippingId, content: ContentDictionary = contentEn): string {
  return content.shipping[id].name;
}

/** What Checkout shows under a line's name: the product's description, or the package's subtitle. */
export function lineDescription(line: { productId?: string | null; dealId?: string | null }, language: Language): string | undefined {
  if (line.productId) return words(language, productOf(line.productId)?.descriptionKey);
  if (line.dealId) return words(language, getDeal(line.dealId)?.subtitleKey);
  return undefined;
}

/** A line's name in the order's language; what the version no longer knows keeps the name recorded at the sale. */
export function soldLineName(line: { productId?: string | null; dealId?: string | null; name: string }, language: Language): string {
  const key = line.productId ? productOf(line.productId)?.nameKey : line.dealId ? getDeal(line.dealId)?.titleKey : undefined;
  return words(language, key) ?? line.name;
}

const DISCOUNT_KEYS = { deal: 'dealDiscount', coupon: 'couponDiscount', subscriber: 'subscriberDiscount' } as const;

/** The cart's label of a discount ("Last-chance deal (25%)"), as the Checkout page names the coupon. */
export function discountName(kind: keyof typeof DISCOUNT_KEYS, percent: number, language: Language): string {
  return cartTotalsOf(language)[DISCOUNT_KEYS[kind]].replace('{{percent}}', String(percent));
}
