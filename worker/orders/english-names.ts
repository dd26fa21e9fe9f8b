import type { ProductId } from '../../core/catalogue';
import type { DealId } from '../../core/deals';
import type { PricedLine } from '../../core/pricing';
import type { ShippingId } from '../../core/shipping';
import { contentEn } from '../../web/i18n/content/en';

/**
 * English names for what the worker writes down: the order-line snapshot and Stripe's line items.
 * The storefront translates from the ids it gets back; these names are the record of what was sold.
 */
export function lineName(line: PricedLine): string {
  return line.kind === 'product' ? productName(line.productId) : dealName(line.dealId);
}

export function productName(id: ProductId): string {
  return contentEn.catalogue[id].name;
}

export function dealName(id: DealId): string {
  return contentEn.deals[id].title;
}

export function shippingName(id: ShippingId): string {
  return contentEn.shipping[id].name;
}
