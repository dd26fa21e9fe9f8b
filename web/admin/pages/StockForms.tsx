import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { AdminStockMovement, AdminStockRow } from '../../../core/api/admin';
import { MAX_STOCK, STOCK_ADJUSTMENT_REASONS, type StockMovementReason } from '../../../core/stock';
import { ConsoleApiError, consoleApi, problemText } from '../api';
import { ConfirmDialog, input, secondaryButton, useConfirmedAction, when } from '../ui';

/**
 * The Inventory page's forms, one request each: a first count, an adjustment (units added or taken away,
 * with a reason) and the threshold. None sends a count read earlier, so sales made while the page was open
 * are never undone; the number inputs' own rules (whole, in range) are checked before anything is sent.
 */

export const REASON_LABELS: Record<StockMovementReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  lost: 'Lost',
  count_correction: 'Count correction',
  other: 'Other',
  first_count: 'First count',
  limit_lifted: 'Limit lifted',
};

type Message = { saved: boolean; text: string };

/** One form's request: busy while it runs, then its outcome; a refusal reloads the rows too, as the count may have moved. */
function useStockRequest(onSaved: () => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const send = async (run: () => Promise<unknown>, saved: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await run();
      setMessage({ saved: true, text: saved });
      onSaved();
    } catch (error) {
      setMessage({ saved: false, text: problemText(error) });
      if (error instanceof ConsoleApiError && error.status === 409) onSaved();
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, setMessage, send };
}

function Outcome({ id, message }: { id: string; message: Message | null }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={message.saved ? 'status' : 'alert'}
      className={`basis-full text-xs ${message.saved ? 'text-emerald-800' : 'text-red-800'}`}
    >
      {message.text}
    </p>
  );
}

function Field({ label, product, children }: { label: string; product: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      <span>
        {label}
        <span className="sr-only"> for {product}</span>
      </span>
      {children}
    </label>
  );
}

const numberField = (invalid: boolean, describedBy: string | undefined) =>
  ({ type: 'number', step: 1, className: `${input} w-28`, 'aria-invalid': invalid, 'aria-describedby': describedBy }) as const;

/** A product not limited yet: its first count and threshold (refused if another operator counted it meanwhile). */
export function StartCountForm({ row, onSaved }: { row: AdminStockRow; onSaved: () => void }) {
  const [stock, setStock] = useState('');
  const [threshold, setThreshold] = useState(String(row.threshold));
  const request = useStockRequest(onSaved);
  const messageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      request.setMessage({ saved: false, text: 'Enter whole numbers: units from 0 to 1,000,000, a threshold from 0 to 10,000.' });
      return;
    }
    void request.send(
      () =>
        consoleApi(`/inventory/${row.productId}/limit`, { method: 'PUT', body: { stock: Number(stock), threshold: Number(threshold) } }),
      'Counting started',
    );
  };

  const field = numberField(request.message?.saved === false, request.message ? messageId : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <Field label="Units on the shelf" product={row.name}>
        <input {...field} name="stock" min={0} max={MAX_STOCK} required value={stock} onChange={(e) => setStock(e.target.value)} />
      </Field>
      <Field label="Low-stock threshold" product={row.name}>
        <input {...field} name="threshold" min={0} max={10_000} required value={threshold} onChange={(e) => setThreshold(e.target.value)} />
      </Field>
      <button type="submit" className={secondaryButton} disabled={request.busy}>
        {request.busy ? 'Saving…' : 'Start counting'}
      </button>
      <Outcome id={messageId} message={request.message} />
    </form>
  );
}

/** Units received or lost, added to (or taken from) the count as it is when the change arrives, with a reason. */
export function AdjustForm({ row, onSaved }: { row: AdminStockRow; onSaved: () => void }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<(typeof STOCK_ADJUSTMENT_REASONS)[number]>('received');
  const [note, setNote] = useState('');
  const request = useStockRequest(onSaved);
  const messageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const units = Number(delta);
    if (!event.currentTarget.checkValidity() || units === 0) {
      request.setMessage({ saved: false, text: 'Enter the units as a whole number other than 0: 24 adds them, -1 takes one away.' });
      return;
    }
    if (reason === 'other' && note.trim() === '') {
      request.setMessage({ saved: false, text: 'Say in the note what happened.' });
      return;
    }
    void request.send(
      async () => {
        await consoleApi(`/inventory/${row.productId}/adjustments`, { method: 'POST', body: { delta: units, reason, note } });
        setDelta('');
        setNote('');
      },
      `Recorded: ${units > 0 ? '+' : ''}${units} ${REASON_LABELS[reason].toLowerCase()}`,
    );
  };

  const field = numberField(request.message?.saved === false, request.message ? messageId : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <Field label="Units (+ add, − take away)" product={row.name}>
        <input {...field} name="delta" min={-MAX_STOCK} max={MAX_STOCK} required value={delta} onChange={(e) => setDelta(e.target.value)} />
      </Field>
      <Field label="Reason" product={row.name}>
        <select name="reason" className={input} value={reason} onChange={(e) => setReason(e.target.value as typeof reason)}>
          {STOCK_ADJUSTMENT_REASONS.map((value) => (
            <option key={value} value={value}>
              {REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={reason === 'other' ? 'Note' : 'Note (optional)'} product={row.name}>
        <input name="note" className={`${input} w-44`} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <button type="submit" className={secondaryButton} disabled={request.busy}>
        {request.busy ? 'Saving…' : 'Record'}
      </button>
      <Outcome id={messageId} message={request.message} />
    </form>
  );
}

/** The low-stock threshold on its own: saving it never touches the count. */
export function ThresholdForm({ row, onSaved }: { row: AdminStockRow; onSaved: () => void }) {
  const [threshold, setThreshold] = useState(String(row.threshold));
  const request = useStockRequest(onSaved);
  const messageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      request.setMessage({ saved: false, text: 'Enter a whole number from 0 to 10,000.' });
      return;
    }
    void request.send(
      () => consoleApi(`/inventory/${row.productId}/threshold`, { method: 'PUT', body: { threshold: Number(threshold) } }),
      'Threshold saved',
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <Field label="Low-stock threshold" product={row.name}>
        <input
          {...numberField(request.message?.saved === false, request.message ? messageId : undefined)}
          name="threshold"
          min={0}
          max={10_000}
          required
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        />
      </Field>
      <button type="submit" className={secondaryButton} disabled={request.busy}>
        {request.busy ? 'Saving…' : 'Save threshold'}
      </button>
      <Outcome id={messageId} message={request.message} />
    </form>
  );
}

/** Stops counting a product, after a confirmation: it then sells without a limit. */
export function LiftLimit({ row, onSaved }: { row: AdminStockRow; onSaved: () => void }) {
  const lift = useConfirmedAction(async () => {
    await consoleApi(`/inventory/${row.productId}/limit`, { method: 'DELETE' });
  }, onSaved);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={lift.ask}>
        Lift the limit…<span className="sr-only"> of {row.name}</span>
      </button>
      <ConfirmDialog
        open={lift.open}
        title={`Stop counting ${row.name}?`}
        confirmLabel="Lift the limit"
        busy={lift.busy}
        problem={lift.problem}
        onConfirm={lift.confirm}
        onClose={lift.close}
      >
        {row.name} will sell without a limit, and the storefront will no longer say how many are left. Its history stays.
      </ConfirmDialog>
    </>
  );
}

const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

function movementText(movement: AdminStockMovement): string {
  if (movement.reason === 'limit_lifted') return `Limit lifted (the count was ${-movement.delta})`;
  if (movement.reason === 'first_count') return `First count: ${movement.stockAfter}`;
  return `${signed(movement.delta)} ${REASON_LABELS[movement.reason].toLowerCase()} → ${movement.stockAfter}`;
}

/** The product's latest count changes, newest first: what, why, who and when. */
export function StockHistory({ row }: { row: AdminStockRow }) {
  if (row.history.length === 0) return null;
  return (
    <details className="mt-2 text-xs text-slate-700">
      <summary className="cursor-pointer font-medium text-brand-800">
        Recent changes<span className="sr-only"> to {row.name}</span>
      </summary>
      <ol className="mt-2 grid gap-1">
        {row.history.map((movement, index) => (
          <li key={`${movement.at}-${index}`}>
            <span className="font-semibold">{movementText(movement)}</span>
            {movement.note && <span> · {movement.note}</span>}
            <span className="block text-slate-600">
              {when(movement.at)} · {movement.operator}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
