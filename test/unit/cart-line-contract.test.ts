import { describe, expect, it } from 'vitest';
import { cartItems } from '../../core/api/checkout';

describe('the cart line through the contract (core/api/checkout.ts cartItems)', () => {
  it('reads the cart’s own lines as they are, display hints stripped', () => {
    const parsed = cartItems.parse([
      { productId: 'omega-3-plus', quantity: 2, name: 'Omega', priceCents: 1 },
      { dealId: 'starter', quantity: 1 },
    ]);
    expect(parsed).toEqual([
      { productId: 'omega-3-plus', quantity: 2 },
      { dealId: 'starter', quantity: 1 },
    ]);
  });

  it('still reads the older { id } form into the same line', () => {
    expect(cartItems.parse([{ id: 'omega-3-plus', quantity: 2 }, { id: 'starter' }])).toEqual([
      { productId: 'omega-3-plus', quantity: 2 },
      { dealId: 'starter', quantity: 1 },
    ]);
  });

  it('refuses the same product twice, whichever form names it', () => {
    expect(
      cartItems.safeParse([
        { productId: 'omega-3-plus', quantity: 1 },
        { id: 'omega-3-plus', quantity: 1 },
      ]).success,
    ).toBe(false);
  });
});
