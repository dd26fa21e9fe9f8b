import { type ProductId, isProductId } from '../../core/catalogue';
import { type DealId, isDealId } from '../../core/deals';
import type { Language } from '../../core/language';
import type { PricedLine } from '../../core/pricing';
import type { ShippingId } from '../../core/shipping';
import { cartTotalsOf } from '../../i18n/areas';
import { type ContentDictionary, contentEn } from '../../i18n/content/en';

/** The shop data's texts in a language: what the shopper reads in e-mails and on Stripe's Checkout page. */
export { contentOf } from '../../i18n/areas';

/**
 * Names of what was sold. English by default, for what the worker writes down (the order-line snapshot,
 * Stripe's line items): the storefront translates from the ids it gets back, and these names are the
 * record of what was sold. The confirmation e-mail passes the order's language's dictionary.
 */
export function lineName(line: PricedLine, content: ContentDictionary = contentEn): string {
  return line.kind === 'product' ? productName(line.productId, content) : dealName(line.dealId, content);
}

export function productName(id: ProductId, content: ContentDictionary = contentEn): string {
  return content.catalogue[id].name;
}

export function dealName(id: DealId, content: ContentDictionary = contentEn): string {
  return content.deals[id].title;
}

export function shippingName(id: ShippingId, content: ContentDictionary = contentEn): string {
  return content.shipping[id].name;
}

/** What Checkout shows under a line's name: the product's description, or the package's subtitle. */
export function lineDescription(
  line: { productId?: string | null; dealId?: string | null },
  content: ContentDictionary,
): string | undefined {
  if (isProductId(line.productId)) return content.catalogue[line.productId].description;
  if (isDealId(line.dealId)) return content.deals[line.dealId].subtitle;
  return undefined;
}

/** A line's name in the order's language; what is no longer sold keeps the name recorded at the sale. */
export function soldLineName(
  line: { productId?: string | null; dealId?: string | null; name: string },
  content: ContentDictionary,
): string {
  if (isProductId(line.productId)) return productName(line.productId, content);
  if (isDealId(line.dealId)) return dealName(line.dealId, content);
  return line.name;
}

const DISCOUNT_KEYS = { deal: 'dealDiscount', coupon: 'couponDiscount', subscriber: 'subscriberDiscount' } as const;

/** The cart's label of a discount ("Last-chance deal (25%)"), as the Checkout page names the coupon. */
export function discountName(kind: keyof typeof DISCOUNT_KEYS, percent: number, language: Language): string {
  return cartTotalsOf(language)[DISCOUNT_KEYS[kind]].replace('{{percent}}', String(percent));
}
