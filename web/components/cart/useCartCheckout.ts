import { useStore } from 'jotai';
import { useCallback } from 'react';
import { DEFAULT_SHIPPING_ID } from '../../../core/shipping';
import { useT } from '../../i18n';
import { toast } from '../../lib/notify';
import { useCheckout } from '../checkout/useCheckout';
import { cartLinesAtom } from '../../state/cart';
import { appliedCouponAtom, claimedDealAtom, couponEmailAtom, selectedShippingAtom } from '../../state/cart-edit';

/**
 * The cart's checkout: its lines, shipping, deal code and coupon go to the worker (useCheckout); a
 * refused code is forgotten. Lives with the drawer, so it loads with it.
 */
export function useCartCheckout(): {
  checkoutCart(options: { dealCode: string | null; ageConfirmed: boolean }): Promise<void>;
  pending: boolean;
} {
  const t = useT();
  const store = useStore();
  const { start, pending } = useCheckout();

  const checkoutCart = useCallback(
    async ({ dealCode, ageConfirmed }: { dealCode: string | null; ageConfirmed: boolean }) => {
      const lines = store.get(cartLinesAtom);
      if (lines.length === 0) {
        toast.error(t('cart.errors.title'), { description: t('cart.errors.emptyCart') });
        return;
      }
      await start({
        flow: 'cart',
        body: {
          items: lines,
          // A cart with lines always has a method (the default until one is chosen).
          shipping: { id: store.get(selectedShippingAtom) ?? DEFAULT_SHIPPING_ID },
          dealClaimed: dealCode !== null,
          dealCode,
          couponCode: store.get(appliedCouponAtom)?.code ?? null,
          couponEmail: store.get(couponEmailAtom),
          ageConfirmed,
        },
        info: 'cart.checkout.redirecting',
        onErrorCode(code) {
          // A spent or stale code is forgotten, so the next attempt offers or accepts a fresh one; a coupon
          // without its address (a reload forgets it) or with another one is taken off to be entered again.
          if (code.startsWith('deal_') || code === 'invalid_deal_code') store.set(claimedDealAtom, null);
          if (['coupon_used', 'invalid_coupon', 'coupon_email_required'].includes(code)) store.set(appliedCouponAtom, null);
        },
      });
    },
    [start, store, t],
  );

  return { checkoutCart, pending };
}
