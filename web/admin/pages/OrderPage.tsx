import { type FormEvent, useState } from 'react';
import type { AdminOrder, TimelineEntry } from '../../../core/api/admin';
import { CARRIER_NAMES, isCarrier } from '../../../core/fulfilment';
import type { DisputeStatus } from '../../../core/statuses';
import { consoleApi } from '../api';
import { Link } from '../navigation';
import {
  Badge,
  ConfirmDialog,
  Loading,
  PageTitle,
  Table,
  cell,
  input,
  money,
  panel,
  primaryButton,
  useConfirmedAction,
  useConsoleData,
  when,
} from '../ui';
import { PendingRefund, ReviewActions } from './SettlePanel';
import { ShippingPanel } from './ShippingPanel';

/** A dispute's status as the operator acts on it: what to do in the Stripe Dashboard, or how it ended. */
/** What priced an order line, as the operator reads it (core/pricing.ts LinePriceRule). */
const PRICE_RULE_NAMES: Record<AdminOrder['lines'][number]['priceRule'], string> = {
  regular: 'Regular price',
  member: 'Member price',
  deal: 'Regular, in the last-chance deal',
  coupon: 'Regular, in the newsletter coupon',
  subscriber: 'Regular, in the subscribers’ saving',
};

const DISPUTE_LINES: Record<DisputeStatus, string> = {
  inquiry: 'Card issuer inquiry (no money taken yet): answer it in the Stripe Dashboard',
  open: 'Card dispute opened: respond in the Stripe Dashboard',
  appeal: 'Lost dispute under appeal: follow it in the Stripe Dashboard',
  won: 'Card dispute closed: won, the payment stands',
  lost: 'Card dispute closed: lost, the bank took the money back',
  prevented: 'Card dispute prevented: settled before a chargeback',
};

function describe(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'placed':
      return 'Order placed';
    case 'paid':
      return 'Payment received';
    case 'failed':
      return 'Checkout failed: nothing charged';
    case 'expired':
      return 'Checkout expired: nothing charged';
    case 'refund':
      return `Refund recorded: ${money(entry.refundedCents)} refunded in all`;
    case 'refund_failed':
      return `Refund of ${money(entry.amountCents)} failed: Stripe could not return it, return it another way`;
    case 'shipped': {
      const carrier = isCarrier(entry.carrier) ? CARRIER_NAMES[entry.carrier] : 'a carrier';
      return `Shipped with ${carrier}${entry.trackingNumber ? ` (${entry.trackingNumber})` : ''}`;
    }
    case 'delivered':
      return 'Marked delivered';
    case 'cancelled':
      return 'Cancelled before shipping';
    case 'fraud_warning':
      return 'Early fraud warning from the card issuer (Stripe Radar): do not ship; refunding usually prevents a dispute';
    case 'dispute':
      return DISPUTE_LINES[entry.status];
    case 'email':
      return `E-mail (${entry.emailKind.replace(/_/g, ' ')}) to ${entry.to}: ${entry.status}`;
    case 'operator': {
      const amount = typeof entry.details?.amountCents === 'number' ? ` of ${money(entry.details.amountCents)}` : '';
      return `${entry.operator}: ${entry.action.replace(/[._]/g, ' ')}${amount}`;
    }
  }
}

/** Dollars as typed ("12.5", "12.50") to cents, or null when it is not an amount. */
function toCents(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function RefundForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  // The refund being asked for, named by its action id until it succeeds: trying again after a failure (in the
  // dialog, or by submitting the form anew) is that refund at Stripe, never a second one; another amount is another refund.
  const [pending, setPending] = useState<{ actionId: string; cents: number } | null>(null);
  const cents = amount.trim() === '' ? order.refundableCents : toCents(amount);
  const action = useConfirmedAction(async () => {
    if (!pending) return;
    const answer = await consoleApi<{ outcome: 'applied' | 'requested' }>(`/orders/${order.reference}/refunds`, {
      method: 'POST',
      body: { amountCents: pending.cents, actionId: pending.actionId },
    });
    setPending(null);
    setOutcome(answer.outcome === 'applied' ? 'Refund recorded.' : 'Refund sent to Stripe: the order changes when Stripe confirms it.');
    setAmount('');
  }, onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = cents !== null && cents > 0 && cents <= order.refundableCents;
    setInvalid(!valid);
    setOutcome(null);
    if (!valid) return;
    if (pending?.cents !== cents) setPending({ actionId: crypto.randomUUID(), cents });
    action.ask();
  };
  return (
    <section className={panel} aria-labelledby="refund-heading">
      <h2 id="refund-heading" className="text-lg font-bold">
        Refund
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Up to {money(order.refundableCents)} can be refunded. Leave the amount empty to refund all of it.
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Amount in US dollars
          <input
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder={(order.refundableCents / 100).toFixed(2)}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'refund-problem' : undefined}
            className={`${input} w-40`}
          />
        </label>
        <button type="submit" className={primaryButton}>
          Refund…
        </button>
      </form>
      {invalid && (
        <p id="refund-problem" role="alert" className="mt-2 text-sm text-red-800">
          Enter an amount above $0.00 and at most {money(order.refundableCents)}.
        </p>
      )}
      {outcome && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {outcome}
        </p>
      )}
      <ConfirmDialog
        open={action.open}
        title={`Refund ${money(cents ?? 0)}?`}
        confirmLabel="Refund"
        busy={action.busy}
        problem={action.problem}
        onConfirm={action.confirm}
        onClose={action.close}
      >
        The buyer of {order.reference} gets {money(cents ?? 0)} back{order.provider === 'stripe' ? ' through Stripe' : ''}. This cannot be
        undone.
      </ConfirmDialog>
    </section>
  );
}

export function OrderPage({ reference }: { reference: string }) {
  const [state, reload] = useConsoleData<AdminOrder>(`/orders/${encodeURIComponent(reference)}`);
  return (
    <>
      <p className="mb-4">
        <Link to="/admin/orders" className="text-sm text-brand-800 underline">
          All orders
        </Link>
      </p>
      <Loading state={state}>
        {(order) => (
          <div className="grid gap-6">
            <div>
              <PageTitle>Order {order.reference}</PageTitle>
              <p className="-mt-4 flex flex-wrap gap-2">
                <Badge value={order.status} />
                <Badge value={order.fulfilment} />
                {order.disputeStatus && <Badge value={`dispute ${order.disputeStatus}`} />}
                {order.refundFailedCents > 0 && <Badge value="refund failed" />}
                {order.fraudWarning && <Badge value="early fraud warning" />}
              </p>
            </div>
            {order.status === 'needs_review' && (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
                <p>
                  Stripe took a payment whose amount or currency is not this order’s {money(order.totalCents)}: compare them in the Stripe
                  Dashboard (the payment below). No confirmation e-mail was sent, the order cannot be shipped, and it holds its units and
                  its code until you accept the payment or refund it and close the order.
                </p>
                <ReviewActions order={order} onDone={reload} />
              </div>
            )}
            {order.refundPending && <PendingRefund order={order} onDone={reload} />}
            {order.status === 'sold_out' && (
              <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                This payment arrived after the last units had gone to another paying shopper, so nothing ships. The whole payment is
                refunded automatically ({money(order.refundedCents)} of {money(order.totalCents + order.taxCents)} so far; the hourly sweep
                retries a refund that failed) and the buyer was sent an apology in their language. Nothing is left for you to do.
              </p>
            )}
            {order.refundFailedCents > 0 && (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
                {money(order.refundFailedCents)} of refunds failed after they were made: Stripe could not return the money (the buyer’s card
                may be closed), so it is back in the Stripe balance and no longer counted as refunded. Return it another way, or refund
                again below once the buyer has a card that takes it.
              </p>
            )}
            <section className={panel} aria-labelledby="summary-heading">
              <h2 id="summary-heading" className="text-lg font-bold">
                Summary
              </h2>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-medium text-slate-600">Buyer</dt>
                <dd>{order.email ?? 'No e-mail recorded'}</dd>
                <dt className="font-medium text-slate-600">Placed</dt>
                <dd>{when(order.createdAt)}</dd>
                <dt className="font-medium text-slate-600">Paid</dt>
                <dd>{when(order.paidAt)}</dd>
                <dt className="font-medium text-slate-600">Language</dt>
                <dd>{order.language}</dd>
                <dt className="font-medium text-slate-600">Payment</dt>
                <dd>{order.provider === 'stripe' ? 'Stripe' : 'Local test payment'}</dd>
                {order.stripe.sessionId && (
                  <>
                    <dt className="font-medium text-slate-600">Stripe Checkout session</dt>
                    <dd className="font-mono break-all">{order.stripe.sessionId}</dd>
                  </>
                )}
                {order.stripe.paymentIntentId && (
                  <>
                    <dt className="font-medium text-slate-600">Stripe PaymentIntent</dt>
                    <dd className="font-mono break-all">{order.stripe.paymentIntentId}</dd>
                  </>
                )}
              </dl>
            </section>
            <ShippingPanel key={order.reference} order={order} onChange={reload} />
            <Table caption="What was sold" head={['Item', 'Unit price', 'Priced by', 'Quantity', 'Amount']}>
              {order.lines.map((line, index) => (
                <tr key={index}>
                  <td className={cell}>{line.name}</td>
                  <td className={cell}>{money(line.unitCents)}</td>
                  <td className={cell}>{PRICE_RULE_NAMES[line.priceRule]}</td>
                  <td className={cell}>{line.quantity}</td>
                  <td className={cell}>{money(line.totalCents)}</td>
                </tr>
              ))}
            </Table>
            <section className={panel} aria-labelledby="totals-heading">
              <h2 id="totals-heading" className="text-lg font-bold">
                Totals
              </h2>
              <dl className="mt-3 grid max-w-md grid-cols-[1fr_max-content] gap-y-1 text-sm">
                <dt>Subtotal</dt>
                <dd>{money(order.subtotalCents)}</dd>
                <dt>Shipping ({order.shippingId})</dt>
                <dd>{money(order.shippingCents)}</dd>
                {order.discountCents > 0 && (
                  <>
                    <dt>
                      Discount{order.dealCode ? ` (deal ${order.dealCode})` : order.couponCode ? ` (coupon ${order.couponCode})` : ''}
                    </dt>
                    <dd>−{money(order.discountCents)}</dd>
                  </>
                )}
                {order.taxCents > 0 && (
                  <>
                    <dt>Sales tax (Stripe Tax)</dt>
                    <dd>{money(order.taxCents)}</dd>
                  </>
                )}
                <dt className="font-bold">Total charged</dt>
                <dd className="font-bold">{money(order.totalCents + order.taxCents)}</dd>
                {order.refundedCents > 0 && (
                  <>
                    <dt>Refunded</dt>
                    <dd>−{money(order.refundedCents)}</dd>
                  </>
                )}
              </dl>
            </section>
            {order.refundableCents > 0 && <RefundForm order={order} onDone={reload} />}
            <section className={panel} aria-labelledby="timeline-heading">
              <h2 id="timeline-heading" className="text-lg font-bold">
                Timeline
              </h2>
              <ol className="mt-3 grid gap-2 text-sm">
                {order.timeline.map((entry, index) => (
                  <li key={index} className="grid gap-1 sm:grid-cols-[14rem_1fr]">
                    <time dateTime={entry.at} className="text-slate-600">
                      {when(entry.at)}
                    </time>
                    <span>{describe(entry)}</span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </Loading>
    </>
  );
}
