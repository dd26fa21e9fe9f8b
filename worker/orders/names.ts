import type { ProductId } from '../../core/catalogue';
import type { DealId } from '../../core/deals';
import type { PricedLine } from '../../core/pricing';
import type { ShippingId } from '../../core/shipping';
import { type ContentDictionary, contentEn } from '../../web/i18n/content/en';

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
