import type { CartLine } from './cart';

/** The cart's lines as the worker reads them (core/api/checkout.ts `cartItems`): ids and quantities only. */
export function cartItemsOf(lines: readonly CartLine[]): { id: string; quantity: number }[] {
  return lines.map((line) => ({ id: 'dealId' in line ? line.dealId : line.productId, quantity: line.quantity }));
}
