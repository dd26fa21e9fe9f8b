import { Link, createFileRoute } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { OrderSummaryList } from '../components/cart/OrderSummaryList';
import { type OrderStatusState, useOrderStatus } from '../components/cart/useOrderStatus';
import { Icon } from '../components/ui/Icon';
import { buttonSizes, buttonStyles } from '../components/ui/styles';
import { type MessageKey, useT } from '../i18n';
import { clearCartAtom } from '../state/cart-edit';

export const Route = createFileRoute('/payment-success')({
  component: PaymentSuccess,
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' ? { session_id: search.session_id } : {},
});

function statusKey(state: OrderStatusState): MessageKey | null {
  switch (state.kind) {
    case 'loading':
      return 'cart.success.loading';
    case 'missing':
      return 'cart.success.notFound';
    case 'error':
      return 'cart.errors.network';
    case 'found':
      if (state.order.status === 'paid') return 'cart.success.confirmed';
      if (state.order.status === 'open') return state.waiting ? 'cart.success.confirming' : 'cart.success.stillConfirming';
      return 'cart.success.unpaid';
    case 'none':
      return null;
  }
}

/** Back from the payment page: the order's reference and summary from the worker, and an emptied cart. */
function PaymentSuccess() {
  const t = useT();
  const { session_id: sessionId } = Route.useSearch();
  const clearCart = useSetAtom(clearCartAtom);
  const state = useOrderStatus(sessionId);
  const status = statusKey(state);
  const order = state.kind === 'found' ? state.order : null;

  useEffect(() => {
    clearCart();
  }, [clearCart]);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon name="check" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-brand-800">{t('cart.success.title')}</h1>
      {order && <p className="mt-4 font-mono font-semibold text-slate-900">{t('cart.success.reference', { reference: order.reference })}</p>}
      <p role="status" className="mt-2 text-slate-700">
        {status && t(status)}
      </p>
      {order && (order.status === 'paid' || order.status === 'open') && <OrderSummaryList order={order} />}
      <p className="mt-6 text-slate-600">{t('cart.success.email')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/" className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
          {t('common.backHome')}
        </Link>
        <Link to="/products" className={`${buttonStyles.secondary} ${buttonSizes.lg}`}>
          {t('common.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
