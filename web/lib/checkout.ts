import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { toast } from './notify';
import type { ProductId } from '../../core/catalogue';
import type { DealId } from '../../core/deals';
import { type MessageKey, useT } from '../i18n';
import { appliedCouponAtom, cartLinesAtom, claimedDealAtom, selectedShippingAtom } from '../state/cart';
import { languageAtom } from '../state/language';
import { ApiRequestError, api } from './api';
import { currentRedirectMethod, redirectTo } from './redirect';

/** Which purchase is starting: each has its own SPEC §8 failure message. */
export type CheckoutFlow = 'cart' | 'buyNow' | 'package';

/** A create-payment answer without a URL (SPEC §8 'No checkout URL received'). */
export class NoCheckoutUrlError extends Error {
  constructor() {
    super('No checkout URL received');
    this.name = 'NoCheckoutUrlError';
  }
}

const FALLBACK: Record<CheckoutFlow, MessageKey> = {
  cart: 'cart.errors.checkoutFailed',
  buyNow: 'cart.errors.checkoutFailed',
  package: 'cart.errors.packageFailed',
};

/** Worker codes that mean the cart itself is wrong (ids, quantities, shipping): SPEC's 'invalid items'. */
const INVALID_ITEMS = new Set(['empty_cart', 'invalid_line', 'unknown_product', 'unknown_deal', 'invalid_quantity', 'unknown_shipping', 'invalid_request']);

const BY_CODE: Record<string, MessageKey> = {
  network_error: 'cart.errors.network',
  payments_unavailable: 'cart.errors.unavailable',
  payment_provider_error: 'cart.errors.unavailable',
  invalid_deal_code: 'cart.errors.dealInvalid',
  deal_code_expired: 'cart.errors.dealExpired',
  deal_code_used: 'cart.errors.dealUsed',
  invalid_coupon: 'cart.errors.couponInvalid',
  coupon_used: 'cart.errors.couponUsed',
  not_combinable: 'cart.errors.notCombinable',
};

/** The translated message for a failed checkout start. */
export function checkoutErrorKey(error: unknown, flow: CheckoutFlow): MessageKey {
  if (error instanceof NoCheckoutUrlError) return 'cart.errors.noUrl';
  if (error instanceof ApiRequestError) {
    if (flow === 'cart' && INVALID_ITEMS.has(error.code)) return 'cart.errors.invalidItems';
    if (BY_CODE[error.code]) return BY_CODE[error.code];
  }
  return FALLBACK[flow];
}

/** One checkout at a time across every buy button of the page. */
let checkoutInFlight = false;

interface StartOptions {
  flow: CheckoutFlow;
  body: Record<string, unknown>;
  info: MessageKey;
  /** Called with the worker's error code before the error toast. */
  onErrorCode?(code: string): void;
}

/**
 * Buying: buy now (home grid), package deals, and the cart's checkout. Each shows an info toast, asks
 * the worker for a payment session and leaves for the provider's page (SPEC §4); failures become a
 * translated 'Checkout Error' toast. `pending` is this caller's own purchase in progress.
 */
export function useCheckout(): {
  buyNow(productId: ProductId): Promise<void>;
  buyPackage(dealId: DealId): Promise<void>;
  checkoutCart(options: { dealCode: string | null }): Promise<void>;
  pending: boolean;
} {
  const t = useT();
  const store = useStore();
  const language = useAtomValue(languageAtom);
  const [pending, setPending] = useState(false);

  // Back from the payment page through the browser's back/forward cache: the page is live again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      checkoutInFlight = false;
      setPending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    async ({ flow, body, info, onErrorCode }: StartOptions) => {
      if (checkoutInFlight) return;
      checkoutInFlight = true;
      setPending(true);
      const infoToast = toast.info(t(info));
      try {
        const { url } = await api<{ url?: string }>('/api/create-payment', { method: 'POST', body: { ...body, language } });
        if (!url) throw new NoCheckoutUrlError();
        const method = currentRedirectMethod();
        redirectTo(url, method);
        // A new tab leaves this page usable; the other methods are leaving it.
        if (method === 'new-tab') {
          checkoutInFlight = false;
          setPending(false);
        }
      } catch (error) {
        checkoutInFlight = false;
        setPending(false);
        toast.dismiss(infoToast);
        if (error instanceof ApiRequestError) onErrorCode?.(error.code);
        toast.error(t('cart.errors.title'), { description: t(checkoutErrorKey(error, flow)) });
      }
    },
    [t, language],
  );

  const buyNow = useCallback(
    (productId: ProductId) => start({ flow: 'buyNow', body: { items: [{ id: productId, quantity: 1 }] }, info: 'cart.checkout.redirecting' }),
    [start],
  );

  const buyPackage = useCallback(
    (dealId: DealId) => start({ flow: 'package', body: { packageDeal: { id: dealId } }, info: 'cart.checkout.packageRedirecting' }),
    [start],
  );

  const checkoutCart = useCallback(
    async ({ dealCode }: { dealCode: string | null }) => {
      const lines = store.get(cartLinesAtom);
      if (lines.length === 0) {
        toast.error(t('cart.errors.title'), { description: t('cart.errors.emptyCart') });
        return;
      }
      await start({
        flow: 'cart',
        body: {
          items: lines.map((line) => ({ id: 'dealId' in line ? line.dealId : line.productId, quantity: line.quantity })),
          shipping: { id: store.get(selectedShippingAtom) },
          dealClaimed: dealCode !== null,
          dealCode,
          couponCode: store.get(appliedCouponAtom)?.code ?? null,
        },
        info: 'cart.checkout.redirecting',
        onErrorCode(code) {
          // A spent or stale code is forgotten, so the next attempt offers or accepts a fresh one.
          if (code.startsWith('deal_code') || code === 'invalid_deal_code') store.set(claimedDealAtom, null);
          if (code === 'coupon_used' || code === 'invalid_coupon') store.set(appliedCouponAtom, null);
        },
      });
    },
    [start, store, t],
  );

  return { buyNow, buyPackage, checkoutCart, pending };
}
