import type { AdminOrder } from '../../../core/api/admin';
import { consoleApi } from '../api';
import { ConfirmDialog, dangerButton, money, primaryButton, secondaryButton, useConfirmedAction } from '../ui';

/**
 * An order in review (Stripe took a payment that is not the order's) settled from the console: accepted as
 * paid, or refunded and closed. Either frees what the order held in review.
 */
export function ReviewActions({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const accept = useConfirmedAction(async () => {
    await consoleApi(`/orders/${order.reference}/accept-payment`, { method: 'POST' });
  }, onDone);
  const close = useConfirmedAction(async () => {
    try {
      await consoleApi(`/orders/${order.reference}/refund-and-close`, { method: 'POST' });
    } catch (error) {
      // The order may be closed with its refund still to make: show it as it now is, with the retry.
      onDone();
      throw error;
    }
  }, onDone);
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      <button type="button" className={primaryButton} onClick={accept.ask}>
        Accept as paid…
      </button>
      <button type="button" className={dangerButton} onClick={close.ask}>
        Refund and close…
      </button>
      <ConfirmDialog
        open={accept.open}
        title={`Accept the payment of ${order.reference}?`}
        confirmLabel="Accept as paid"
        busy={accept.busy}
        problem={accept.problem}
        onConfirm={accept.confirm}
        onClose={accept.close}
      >
        The order becomes paid as it is: its coupon is spent, the buyer gets the order confirmation and it joins the shipping queue.
      </ConfirmDialog>
      <ConfirmDialog
        open={close.open}
        title={`Refund and close ${order.reference}?`}
        confirmLabel="Refund and close"
        busy={close.busy}
        problem={close.problem}
        onConfirm={close.confirm}
        onClose={close.close}
      >
        {order.provider === 'stripe' ? 'The whole payment Stripe took goes back to the buyer' : 'No money moved (a local test payment)'};
        the order is closed and will not ship, and its units, deal code and coupon are given back. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

/** A refund the operator started that Stripe has not taken (it failed, or its confirmation has not come yet): offered again. */
export function PendingRefund({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const retry = useConfirmedAction(async () => {
    await consoleApi(`/orders/${order.reference}/${order.refundPending === 'review' ? 'refund-and-close' : 'cancel'}`, { method: 'POST' });
  }, onDone);
  const what = order.refundPending === 'review' ? 'the payment Stripe took' : money(order.refundableCents);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p>
        This order is closed, but Stripe has not confirmed the refund of {what}. If the refund failed, send it again: it is the same refund
        at Stripe, never a second one.
      </p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={retry.ask}>
        Retry the refund…
      </button>
      <ConfirmDialog
        open={retry.open}
        title={`Retry the refund of ${order.reference}?`}
        confirmLabel="Retry the refund"
        busy={retry.busy}
        problem={retry.problem}
        onConfirm={retry.confirm}
        onClose={retry.close}
      >
        The refund of {what} is asked of Stripe again, under the same idempotency key.
      </ConfirmDialog>
    </div>
  );
}
