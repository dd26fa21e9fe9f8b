import { type FormEvent, useId, useState } from 'react';
import type { AdminOrder } from '../../../core/api/admin';
import { CARRIERS, CARRIER_NAMES, type Carrier, SHIPPABLE_STATUSES, checkTrackingNumber, shippingHoldOf } from '../../../core/fulfilment';
import type { OrderStatus } from '../../../core/statuses';
import { AddressBlock } from '../address';
import { consoleApi, problemText } from '../api';
import { Link } from '../navigation';
import { Badge, ConfirmDialog, dangerButton, input, money, panel, primaryButton, secondaryButton, useConfirmedAction, when } from '../ui';

/** A fully refunded order that has not shipped may still be cancelled: its units go back to stock. */
const CANCELLABLE_STATUSES: readonly OrderStatus[] = [...SHIPPABLE_STATUSES, 'refunded'];

const REFUND_OUTCOMES = {
  applied: 'Refund recorded.',
  requested: 'Refund sent to Stripe: the order changes when Stripe confirms it.',
  none: 'Order cancelled: no refund was needed.',
} as const;

/** Checked before sending, so a mistyped number is pointed out at the field rather than after a round trip. */
function trackingProblem(carrier: Carrier): string {
  return carrier === 'other'
    ? 'This is not a tracking number: use 4 to 40 letters, digits or hyphens.'
    : `This is not a ${CARRIER_NAMES[carrier]} tracking number`;
}

/** The least an override reason says, as the worker checks it (core/api/admin.ts shipBody). */
const MIN_REASON = 3;

function ShipForm({ order, onShipped }: { order: AdminOrder; onShipped: () => void }) {
  const [carrier, setCarrier] = useState<Carrier>('usps');
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = useId();
  const reasonId = useId();
  const hold = shippingHoldOf(order);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const trackingNumber = checkTrackingNumber(carrier, number);
    setInvalid(trackingNumber === null);
    const overrideReason = reason.trim();
    const missing = hold !== null && overrideReason.length < MIN_REASON;
    setReasonMissing(missing);
    if (trackingNumber === null || missing) return;
    setBusy(true);
    try {
      await consoleApi(`/orders/${order.reference}/ship`, {
        method: 'POST',
        body: hold ? { carrier, trackingNumber, overrideReason } : { carrier, trackingNumber },
      });
      onShipped();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      {hold && (
        <div className="basis-full rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">Do not ship: the payment is at risk ({hold}).</p>
          <p className="mt-1">
            The bank has taken the money back or may. Ship only if you know why it is safe, and say why: the reason is kept in the audit
            log.
          </p>
          <label className="mt-3 flex flex-col gap-1 font-medium">
            Reason for shipping anyway
            <textarea
              name="overrideReason"
              value={reason}
              onChange={(event) => (setReason(event.target.value), setReasonMissing(false))}
              rows={2}
              maxLength={500}
              aria-invalid={reasonMissing}
              aria-describedby={reasonMissing ? reasonId : undefined}
              className={`${input} w-full`}
            />
          </label>
          {reasonMissing && (
            <p id={reasonId} role="alert" className="mt-1">
              Give a reason of at least {MIN_REASON} characters to ship an order on hold.
            </p>
          )}
        </div>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Carrier
        <select
          name="carrier"
          value={carrier}
          onChange={(event) => (setCarrier(event.target.value as Carrier), setInvalid(false))}
          className={input}
        >
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {CARRIER_NAMES[c]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Tracking number
        <input
          name="trackingNumber"
          value={number}
          onChange={(event) => (setNumber(event.target.value), setInvalid(false))}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={invalid ? problemId : undefined}
          className={`${input} w-72 font-mono`}
        />
      </label>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Working…' : hold ? 'Mark shipped despite the hold' : 'Mark shipped'}
      </button>
      {invalid && (
        <p id={problemId} role="alert" className="basis-full text-sm text-red-800">
          {trackingProblem(carrier)}
        </p>
      )}
      {problem && (
        <p role="alert" className="basis-full text-sm text-red-800">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The order's parcel: where it goes, how it went, and the moves an operator can make from its current state. */
export function ShippingPanel({ order, onChange }: { order: AdminOrder; onChange: () => void }) {
  const { shipment } = order;
  const [notice, setNotice] = useState('');
  const deliver = useConfirmedAction(async () => {
    await consoleApi(`/orders/${order.reference}/deliver`, { method: 'POST' });
    setNotice('Marked delivered.');
  }, onChange);
  const cancel = useConfirmedAction(async () => {
    try {
      const { refund } = await consoleApi<{ refund: keyof typeof REFUND_OUTCOMES }>(`/orders/${order.reference}/cancel`, {
        method: 'POST',
      });
      setNotice(REFUND_OUTCOMES[refund]);
    } catch (error) {
      // The order may be cancelled with its refund still owed: show it as it now is, with the retry.
      onChange();
      throw error;
    }
  }, onChange);
  const unfulfilled = shipment.status === 'unfulfilled';
  const canShip = unfulfilled && (SHIPPABLE_STATUSES as readonly OrderStatus[]).includes(order.status);
  const canCancel = unfulfilled && CANCELLABLE_STATUSES.includes(order.status);
  const carrierName = shipment.carrier && CARRIER_NAMES[shipment.carrier];
  const refundLine =
    order.refundableCents > 0
      ? `Whatever is left to refund, ${money(order.refundableCents)}, goes back to the buyer${order.provider === 'stripe' ? ' through Stripe' : ''}`
      : 'Nothing is left to refund';

  return (
    <section className={panel} aria-labelledby="shipping-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="shipping-heading" className="text-lg font-bold">
          Shipping
        </h2>
        <Badge value={shipment.status} />
      </div>
      <div className="mt-3 grid gap-6 text-sm md:grid-cols-2">
        <div>
          <h3 className="mb-1 font-medium text-slate-600">Ship to</h3>
          {order.address ? <AddressBlock address={order.address} /> : <p>No address recorded</p>}
          {order.adultSignature && (
            <p className="mt-2 font-semibold text-amber-900">Adult signature required: a muscle-building product going to New York.</p>
          )}
          {order.ageConfirmedAt && (
            <p className="mt-2 text-slate-600">The buyer confirmed being 18 or older: {when(order.ageConfirmedAt)}</p>
          )}
        </div>
        <dl className="grid content-start gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {carrierName && (
            <>
              <dt className="font-medium text-slate-600">Carrier</dt>
              <dd>{carrierName}</dd>
              <dt className="font-medium text-slate-600">Tracking number</dt>
              <dd>
                <span className="font-mono break-all">{shipment.trackingNumber}</span>
                {shipment.trackingUrl && (
                  <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="ms-3 text-brand-800 underline">
                    Track with {carrierName}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </dd>
            </>
          )}
          {shipment.shippedAt && (
            <>
              <dt className="font-medium text-slate-600">Shipped</dt>
              <dd>{when(shipment.shippedAt)}</dd>
            </>
          )}
          {shipment.deliveredAt && (
            <>
              <dt className="font-medium text-slate-600">Delivered</dt>
              <dd>{when(shipment.deliveredAt)}</dd>
            </>
          )}
          {shipment.cancelledAt && (
            <>
              <dt className="font-medium text-slate-600">Cancelled</dt>
              <dd>{when(shipment.cancelledAt)}</dd>
            </>
          )}
        </dl>
      </div>
      {shipment.status === 'before_tracking' && (
        <p className="mt-3 max-w-prose text-sm text-slate-700">
          Paid before the shop tracked shipping: it went out by other means then. It is not in the To ship queue and cannot be shipped or
          cancelled here; a refund is still possible.
        </p>
      )}
      <div className="mt-5 grid gap-4">
        {canShip && (
          <ShipForm order={order} onShipped={() => (setNotice('Marked shipped: the buyer is e-mailed the tracking number.'), onChange())} />
        )}
        <div className="flex flex-wrap items-center gap-3">
          {shipment.status === 'shipped' && (
            <button type="button" className={secondaryButton} onClick={deliver.ask}>
              Mark delivered
            </button>
          )}
          {canCancel && (
            <button type="button" className={dangerButton} onClick={cancel.ask}>
              Cancel the order…
            </button>
          )}
          {order.paidAt && (
            <Link to={`/admin/packing-slips?references=${order.reference}`} className="text-sm text-brand-800 underline">
              Packing slip
            </Link>
          )}
        </div>
        <p role="status" className="text-sm text-emerald-800 empty:hidden">
          {notice}
        </p>
      </div>
      <ConfirmDialog
        open={deliver.open}
        title={`Mark ${order.reference} delivered?`}
        confirmLabel="Mark delivered"
        busy={deliver.busy}
        problem={deliver.problem}
        onConfirm={deliver.confirm}
        onClose={deliver.close}
      >
        Record that the parcel reached the buyer. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={cancel.open}
        title={`Cancel ${order.reference}?`}
        confirmLabel="Cancel and refund"
        busy={cancel.busy}
        problem={cancel.problem}
        onConfirm={cancel.confirm}
        onClose={cancel.close}
      >
        {order.reference} will not ship. {refundLine}, and its units return to stock. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}
