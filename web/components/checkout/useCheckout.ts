import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { type ProductId, getProduct } from '../../../core/catalogue';
import { localeOf } from '../../../core/language';
import type { DealId } from '../../../core/deals';
import { formatPrice } from '../../../core/money';
import { LAST_CHANCE_DEAL_MIN_CENTS } from '../../../core/price-rules';
import { type MessageKey, useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { adoptNewerCatalogueAtom, pageCatalogueVersion } from '../../state/catalogue';
import { loadStockLevelsAtom } from '../../state/stock';
import type { CheckoutBody, CheckoutFlow, CheckoutOutcome } from '../../lib/checkout';
import { afterNextPaint } from '../../lib/idle';
import { toast } from '../../lib/notify';

/** One checkout at a time across every buy button of the page. */
let checkoutInFlight = false;

/** The code that talks to the worker loads with the first buy click; a failed load is a network error. */
const NOT_LOADED: CheckoutOutcome = { kind: 'failed', message: 'cart.errors.network' };

export interface StartOptions {
  flow: CheckoutFlow;
  body: CheckoutBody;
  info: MessageKey;
  /** Called with the worker's error code before the error toast. */
  onErrorCode?(code: string): void;
}

/** What a buy button sells: one unit of a product, or one package. */
export type BuyItem = { productId: ProductId } | { dealId: DealId };

/**
 * Buying: buy now (home grid), package deals, and the cart's checkout (`start`, see
 * web/components/cart/useCartCheckout.ts). Each shows an info toast, asks the worker for a payment
 * session and leaves for the provider's page (web/lib/checkout.ts); failures become a
 * translated 'Checkout Error' toast. `pending` is this caller's own purchase in progress.
 */
export function useCheckout(): {
  /** One unit of a product (buy now) or one package, straight to checkout. */
  buy(item: BuyItem, ageConfirmed: boolean): Promise<void>;
  start(options: StartOptions): Promise<void>;
  pending: boolean;
} {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const loadStockLevels = useSetAtom(loadStockLevelsAtom);
  const adoptCatalogue = useSetAtom(adoptNewerCatalogueAtom);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

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
      // The button's busy state is drawn first; loading and running the checkout code can wait that frame.
      await afterNextPaint();
      const outcome = await import('../../lib/checkout').then(
        // The catalogue version the page shows: the worker tells of any price changed since (409 prices_changed).
        ({ startCheckout }) => startCheckout(flow, { ...body, catalogueVersion: pageCatalogueVersion() }, language),
        () => NOT_LOADED,
      );
      if (outcome.kind === 'leaving') return;
      checkoutInFlight = false;
      setPending(false);
      if (outcome.kind === 'new-tab') return;
      toast.dismiss(infoToast);
      if (outcome.code) onErrorCode?.(outcome.code);
      // Too few left: the page learns the stock now, past its half-minute-old copy.
      if (outcome.code === 'out_of_stock') void loadStockLevels(true);
      // A publish changed a price: the page shows today's version from now on, the cart its prices.
      if (outcome.catalogue) {
        const answer = outcome.catalogue;
        // A page of a large catalogue asks for the rest of what it shows in today's version (its code loads then).
        adoptCatalogue(
          await import('../../state/catalogue-parts')
            .then(({ newerPageCatalogue }) => newerPageCatalogue(answer, language))
            .catch(() => answer),
        );
      }
      const products = new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(
        (outcome.products ?? []).flatMap((id) => {
          const product = getProduct(id);
          return product ? [t(product.nameKey)] : [];
        }),
      );
      toast.error(t('cart.errors.title'), {
        description: t(outcome.message, { amount: formatPrice(LAST_CHANCE_DEAL_MIN_CENTS, language), products }),
        // Members' early access: the way to join is the plans on the home page.
        ...(outcome.code === 'members_only'
          ? { action: { label: t('cart.errors.seePlans'), onClick: () => void navigate({ to: '/', hash: 'plans' }) } }
          : {}),
      });
    },
    [t, language, loadStockLevels, adoptCatalogue, navigate],
  );

  const buy = useCallback(
    (item: BuyItem, ageConfirmed: boolean) =>
      'dealId' in item
        ? start({ flow: 'package', body: { packageDeal: { id: item.dealId }, ageConfirmed }, info: 'cart.checkout.packageRedirecting' })
        : start({ flow: 'buyNow', body: { items: [{ ...item, quantity: 1 }], ageConfirmed }, info: 'cart.checkout.redirecting' }),
    [start],
  );

  return { buy, start, pending };
}
