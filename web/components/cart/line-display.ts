import { getProduct } from '../../../core/catalogue';
import { getDeal } from '../../../core/deals';
import type { MessageKey } from '../../i18n';
import type { CartLine } from '../../../core/api/checkout';

export interface LineDisplay {
  nameKey: MessageKey;
  image: { src: string; width: number; height: number };
  unitCents: number;
  isPackage: boolean;
}

/**
 * What a cart line shows, looked up from the catalogue at render time (the cart stores ids only).
 * The saved cart is validated on load, so every id here is one the shop sells.
 */
export function lineDisplay(line: CartLine): LineDisplay {
  if ('dealId' in line) {
    const deal = getDeal(line.dealId)!;
    return {
      nameKey: deal.titleKey,
      image: { src: `/deals/${deal.icon}.svg`, width: 64, height: 64 },
      unitCents: deal.discountedCents,
      isPackage: true,
    };
  }
  const product = getProduct(line.productId)!;
  return { nameKey: product.nameKey, image: product.image, unitCents: product.priceCents, isPackage: false };
}
