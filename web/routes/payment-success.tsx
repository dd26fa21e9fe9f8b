import { isSoldOrder } from '../../core/statuses';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { formatPrice } from '../../core/money';
import { OrderSummaryList } from '../components/cart/OrderSummaryList';
import { ShipmentStatus } from '../components/orders/ShipmentStatus';
import { TextWithReference } from '../components/orders/TextWithReference';
import { type OrderStatusAnswer, type OrderStatusState, useOrderStatus } from '../components/cart/useOrderStatus';
import { Icon, type IconName } from '../components/ui/Icon';
import { buttonSizes, buttonStyles } from '../components/ui/styles';
import { type MessageKey, useT } from '../i18n';
import { cartOpenAtom } from '../state/cart';
import { clearCartAtom } from '../state/cart-edit';
import { languageAtom } from '../i18n/language';

export const Route = createFileRoute('/payment-success')({
  component: PaymentSuccess,
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' ? { session_id: search.session_id } : {},
});

/** What the page says for one state of the order, in the order's own terms (issue 13: status pages tell the truth). */
interface View {
  title: MessageKey;
  message: MessageKey | null;
  icon: IconName | null;
  tone: 'good' | 'waiting' | 'bad';
  /** The order's lines and totals are shown. */
  summary: boolean;
  /** "A confirmation e-mail is on its way." */
  emailLine: boolean;
  action: 'cart' | 'retry' | null;
}

const VIEWS = {
  loading: {
    title: 'cart.success.titleConfirming',
    message: 'cart.success.loading',
    icon: 'clock',
    tone: 'waiting',
    summary: false,
    emailLine: false,
    action: null,
  },
  confirming: {
    title: 'cart.success.titleConfirming',
    message: 'cart.success.confirming',
    icon: 'clock',
    tone: 'waiting',
    summary: true,
    emailLine: false,
    action: null,
  },
  stillConfirming: {
    title: 'cart.success.titleConfirming',
    message: 'cart.success.stillConfirming',
    icon: 'clock',
    tone: 'waiting',
    summary: true,
    emailLine: false,
    action: null,
  },
  paid: {
    title: 'cart.success.title',
    message: 'cart.success.confirmed',
    icon: 'check',
    tone: 'good',
    summary: true,
    emailLine: true,
    action: null,
  },
  refunded: {
    title: 'cart.success.titleRefunded',
    message: 'cart.success.refunded',
    icon: 'rotate-ccw',
    tone: 'waiting',
    summary: true,
    emailLine: false,
    action: null,
  },
  partiallyRefunded: {
    title: 'cart.success.title',
    message: 'cart.success.partiallyRefunded',
    icon: 'check',
    tone: 'good',
    summary: true,
    emailLine: false,
    action: null,
  },
  soldOut: {
    title: 'cart.success.titleSoldOut',
    message: 'cart.success.soldOut',
    icon: 'rotate-ccw',
    tone: 'bad',
    summary: true,
    emailLine: false,
    action: null,
  },
  needsReview: {
    title: 'cart.success.titleReview',
    message: 'cart.success.review',
    icon: 'clock',
    tone: 'waiting',
    summary: true,
    emailLine: false,
    action: null,
  },
  unpaid: {
    title: 'cart.success.titleUnpaid',
    message: 'cart.success.unpaid',
    icon: 'close',
    tone: 'bad',
    summary: false,
    emailLine: false,
    action: 'cart',
  },
  notFound: {
    title: 'cart.success.titleNotFound',
    message: 'cart.success.notFound',
    icon: 'search',
    tone: 'bad',
    summary: false,
    emailLine: false,
    action: 'cart',
  },
  error: {
    title: 'cart.success.titleError',
    message: 'cart.errors.network',
    icon: null,
    tone: 'bad',
    summary: false,
    emailLine: false,
    action: 'retry',
  },
} as const satisfies Record<string, View>;

function viewOf(state: OrderStatusState): View {
  switch (state.kind) {
    case 'loading':
      return VIEWS.loading;
    case 'none':
    case 'missing':
      return VIEWS.notFound;
    case 'error':
      return VIEWS.error;
    case 'found':
      return viewOfOrder(state.order, state.waiting);
  }
}

function viewOfOrder(order: OrderStatusAnswer, waiting: boolean): View {
  switch (order.status) {
    case 'paid':
      return VIEWS.paid;
    case 'open':
      return waiting ? VIEWS.confirming : VIEWS.stillConfirming;
    case 'needs_review':
      return VIEWS.needsReview;
    case 'partially_refunded':
      return VIEWS.partiallyRefunded;
    case 'refunded':
      return VIEWS.refunded;
    case 'sold_out':
      return VIEWS.soldOut;
    case 'failed':
    case 'expired':
      return VIEWS.unpaid;
  }
}

const TONES: Record<View['tone'], string> = {
  good: 'bg-brand-100 text-brand-700',
  waiting: 'bg-amber-100 text-amber-800',
  bad: 'bg-red-100 text-red-700',
};

/** The order whose payment emptied the cart last, so that opening its page again does not empty a new cart. */
const CLEARED_FOR_KEY = 'vitaglow-cart-cleared-for';

/**
 * Back from the payment page: the order as the worker knows it. Paid → the confirmation (and the cart is
 * emptied, once per order); still open → "confirming", read again for a while; failed or expired → not paid,
 * nothing charged, back to the cart as it was; sold out → the payment goes back in full; needs review → the payment is being checked; refunded → what went back; a card dispute is said as well;
 * unknown or no reference → not found.
 */
function PaymentSuccess() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { session_id: sessionId } = Route.useSearch();
  const clearCart = useSetAtom(clearCartAtom);
  const openCart = useSetAtom(cartOpenAtom);
  const state = useOrderStatus(sessionId);
  const view = viewOf(state);
  const order = state.kind === 'found' ? state.order : null;
  const paidReference = order?.status === 'paid' ? order.reference : null;

  useEffect(() => {
    if (!paidReference || readCleared() === paidReference) return;
    clearCart();
    writeCleared(paidReference);
  }, [paidReference, clearCart]);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      {view.icon && (
        <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${TONES[view.tone]}`}>
          <Icon name={view.icon} className="size-8" />
        </span>
      )}
      <h1 className="mt-6 text-3xl font-bold text-brand-800">{t(view.title)}</h1>
      {order && (
        <p className="mt-4 font-mono font-semibold text-slate-900">
          <TextWithReference text="cart.success.reference" reference={order.reference} />
        </p>
      )}
      <p role="status" className="mt-2 text-slate-700">
        {view.message && t(view.message, { amount: formatPrice(order?.refundedCents ?? 0, language) })}
      </p>
      {order?.disputeStatus && (
        <p className="mt-2 font-medium text-amber-800">{t(`auth.account.orders.disputes.${order.disputeStatus}`)}</p>
      )}
      {order && view.summary && isSoldOrder(order.status) && <ShipmentStatus shipment={order.fulfilment} />}
      {order && view.summary && <OrderSummaryList order={order} />}
      {view.emailLine && <p className="mt-6 text-slate-600">{t('cart.success.email')}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {view.action === 'cart' && (
          <button type="button" onClick={() => openCart(true)} className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
            {t('cart.success.backToCart')}
          </button>
        )}
        {view.action === 'retry' && (
          <button type="button" onClick={state.retry} className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
            {t('cart.success.tryAgain')}
          </button>
        )}
        <Link to="/" className={`${view.action ? buttonStyles.secondary : buttonStyles.primary} ${buttonSizes.lg}`}>
          {t('common.backHome')}
        </Link>
        <Link to="/products" className={`${buttonStyles.secondary} ${buttonSizes.lg}`}>
          {t('common.continueShopping')}
        </Link>
      </div>
    </section>
  );
}

function readCleared(): string | null {
  try {
    return localStorage.getItem(CLEARED_FOR_KEY);
  } catch {
    return null;
  }
}

function writeCleared(reference: string) {
  try {
    localStorage.setItem(CLEARED_FOR_KEY, reference);
  } catch {
    // Storage refused (private mode): the cart was emptied all the same.
  }
}
