import * as z from 'zod';
import { PRODUCT_IDS } from '../catalogue';
import { DEAL_IDS, isDealId } from '../deals';
import type { CartLineInput } from '../pricing';

/**
 * The cart as the browser sends it (POST /api/create-payment, POST /api/deals). Items may still carry
 * SPEC's name, price and image: they are display hints, stripped here and never charged. Quantities are
 * checked by core/pricing, so a bad one gets its own code (`invalid_quantity`) rather than a schema error.
 */
export const cartItem = z.object({
  /** A product id, or a package-deal id for a package line in the cart (the two sets never overlap). */
  id: z.string().min(1).max(64),
  quantity: z.number().default(1),
});

export const cartItems = z
  .array(cartItem)
  .max(PRODUCT_IDS.length + DEAL_IDS.length)
  .refine((list) => new Set(list.map((i) => i.id)).size === list.length, 'Each id appears once');

export const shippingChoice = z.object({ id: z.string().min(1).max(64) });

/** POST /api/deals: the cart the last-chance deal is asked for (the worker prices it). */
export const dealRequestBody = z.object({ items: cartItems, shipping: shippingChoice });
export type DealRequestBody = z.infer<typeof dealRequestBody>;

/** POST /api/deals' answer: the client's open code (201 when issued now, 200 when it had one). */
export interface DealCodeAnswer {
  code: string;
  percentOff: number;
  expiresAt: string;
}

export function cartLineOf({ id, quantity }: z.infer<typeof cartItem>): CartLineInput {
  return isDealId(id) ? { dealId: id, quantity } : { productId: id, quantity };
}
