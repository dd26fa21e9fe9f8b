import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { addToCartAtom, cartLineCountAtom, cartLinesAtom, loadCart } from '../../web/state/cart';
import {
  appliedCouponAtom,
  claimedDealAtom,
  clearCartAtom,
  removeFromCartAtom,
  selectedShippingAtom,
  setQuantityAtom,
} from '../../web/state/cart-edit';
import { authAtom } from '../../web/state/auth';
import { cartPriceAtom } from '../../web/state/cart-price';

describe('loadCart (the saved cart in localStorage)', () => {
  it.each<[string, string | null, ReturnType<typeof loadCart>]>([
    ['nothing saved', null, { lines: [], shippingId: null, couponCode: null, dropped: false }],
    [
      'a valid cart',
      JSON.stringify({
        lines: [
          { productId: 'multivitamin', quantity: 2 },
          { dealId: 'starter', quantity: 1 },
        ],
        shippingId: 'express-us',
        couponCode: 'VITAGLOWAB12CD',
      }),
      {
        lines: [
          { productId: 'multivitamin', quantity: 2 },
          { dealId: 'starter', quantity: 1 },
        ],
        shippingId: 'express-us',
        couponCode: 'VITAGLOWAB12CD',
        dropped: false,
      },
    ],
    [
      "the issue's seed (no coupon field yet)",
      JSON.stringify({ lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: null }),
      { lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: null, couponCode: null, dropped: false },
    ],
    ['broken JSON', '{"lines": [', { lines: [], shippingId: null, couponCode: null, dropped: true }],
    ['lines that are not a list', JSON.stringify({ lines: 'many' }), { lines: [], shippingId: null, couponCode: null, dropped: true }],
    [
      'an id no longer sold, a positional id and bad quantities',
      JSON.stringify({
        lines: [
          { productId: 'multivitamin', quantity: 1 },
          { productId: 'whey-pistachio', quantity: 1 },
          { productId: '3', name: 'cart.items.gummies', quantity: 1 },
          { productId: 'pre-workout', quantity: 0 },
          { dealId: 'starter', quantity: 100 },
          { productId: 'bcaa-gummies', dealId: 'starter', quantity: 1 },
        ],
        shippingId: 'teleport',
        couponCode: '<script>',
      }),
      { lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: null, couponCode: null, dropped: true },
    ],
  ])('%s', (_case, raw, expected) => {
    expect(loadCart(raw)).toEqual(expected);
  });
});

describe('the cart atoms', () => {
  it('adds a new id with quantity 1 and raises an existing one by 1; the count is of lines', () => {
    const store = createStore();
    store.set(addToCartAtom, { productId: 'multivitamin' });
    store.set(addToCartAtom, { productId: 'multivitamin' });
    store.set(addToCartAtom, { dealId: 'starter' });
    expect(store.get(cartLinesAtom)).toEqual([
      { productId: 'multivitamin', quantity: 2 },
      { dealId: 'starter', quantity: 1 },
    ]);
    expect(store.get(cartLineCountAtom)).toBe(2);
  });

  it('selects free standard shipping once the cart holds something', () => {
    const store = createStore();
    expect(store.get(selectedShippingAtom)).toBeNull();
    store.set(addToCartAtom, { productId: 'omega-3-plus' });
    expect(store.get(selectedShippingAtom)).toBe('free-us');
    store.set(selectedShippingAtom, 'overnight-us');
    expect(store.get(selectedShippingAtom)).toBe('overnight-us');
  });

  it.each([
    [5, [{ productId: 'multivitamin', quantity: 5 }]],
    [120, [{ productId: 'multivitamin', quantity: 99 }]],
    [0, []],
    [-2, []],
  ])('sets a quantity of %i', (quantity, lines) => {
    const store = createStore();
    store.set(addToCartAtom, { productId: 'multivitamin' });
    store.set(setQuantityAtom, { key: 'product:multivitamin', quantity });
    expect(store.get(cartLinesAtom)).toEqual(lines);
  });

  it('removes one line', () => {
    const store = createStore();
    store.set(addToCartAtom, { productId: 'multivitamin' });
    store.set(addToCartAtom, { dealId: 'friends' });
    store.set(removeFromCartAtom, 'deal:friends');
    expect(store.get(cartLinesAtom)).toEqual([{ productId: 'multivitamin', quantity: 1 }]);
  });

  it('prices the cart as the worker will, with a coupon or a claimed deal', () => {
    const store = createStore();
    expect(store.get(cartPriceAtom)).toBeNull();
    store.set(addToCartAtom, { productId: 'multivitamin' });
    store.set(selectedShippingAtom, 'express-us');
    expect(store.get(cartPriceAtom)).toMatchObject({ subtotalCents: 2999, shippingCents: 799, discountCents: 0, totalCents: 3798 });

    store.set(appliedCouponAtom, 'VITAGLOWAB12CD');
    expect(store.get(appliedCouponAtom)).toEqual({ code: 'VITAGLOWAB12CD', percentOff: 20 });
    expect(store.get(cartPriceAtom)).toMatchObject({ discount: 'coupon', discountCents: 600, totalCents: 3198 });

    store.set(appliedCouponAtom, null);
    store.set(claimedDealAtom, { code: 'DEAL-ABCD1234' });
    expect(store.get(cartPriceAtom)).toMatchObject({ discount: 'deal', discountCents: 950, totalCents: 2848 });
  });

  it('shows a signed-in newsletter subscriber their package saving', () => {
    const store = createStore();
    store.set(addToCartAtom, { dealId: 'starter' });
    const signedIn = (newsletterSubscriber: boolean) =>
      store.set(authAtom, {
        status: 'signedIn',
        user: { id: 'u1', email: 'amira@vitaglow-mail.com', name: 'Amira', newsletterSubscriber, member: false },
        expiresAt: Date.now() + 60_000,
      });
    signedIn(false);
    expect(store.get(cartPriceAtom)).toMatchObject({ discount: 'none', totalCents: 5999 });
    signedIn(true);
    expect(store.get(cartPriceAtom)).toMatchObject({ discount: 'subscriber', discountCents: 600, totalCents: 5399 });
    store.set(authAtom, { status: 'signedOut' });
    expect(store.get(cartPriceAtom)).toMatchObject({ discount: 'none', totalCents: 5999 });
  });

  it('clears lines, shipping, coupon and a claimed deal together', () => {
    const store = createStore();
    store.set(addToCartAtom, { productId: 'multivitamin' });
    store.set(selectedShippingAtom, 'overnight-us');
    store.set(appliedCouponAtom, 'VITAGLOWAB12CD');
    store.set(claimedDealAtom, { code: 'DEAL-ABCD1234' });
    store.set(clearCartAtom);
    expect(store.get(cartLinesAtom)).toEqual([]);
    expect(store.get(selectedShippingAtom)).toBeNull();
    expect(store.get(appliedCouponAtom)).toBeNull();
    expect(store.get(claimedDealAtom)).toBeNull();
  });
});
