import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../core/money';
import { consoleApi, problemText } from './api';

/** The console's building blocks: data loading, tables, paging, confirmations, formats. */

export const button =
  'inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButton = `${button} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${button} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`;
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800`;
export const input = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
export const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export const money = (cents: number) => formatPrice(cents, 'en');
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
export const when = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} UTC` : '—');

type Loaded<T> = { kind: 'loading' } | { kind: 'ok'; data: T } | { kind: 'error'; message: string };

/** GET an /api/admin path; again whenever the path changes or `reload` is called. */
export function useConsoleData<T>(path: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    consoleApi<T>(path).then(
      (data) => current && setState({ kind: 'ok', data }),
      (error: unknown) => current && setState({ kind: 'error', message: problemText(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, round]);
  return [state, useCallback(() => setRound((n) => n + 1), [])];
}

export function Loading<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  if (state.kind === 'loading') return <p role="status">Loading…</p>;
  if (state.kind === 'error')
    return (
      <p role="alert" className="text-red-800">
        {state.message}
      </p>
    );
  return <>{children(state.data)}</>;
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-bold text-slate-900">{children}</h1>;
}

export function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 text-start font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-4 py-3 align-top';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label = 'Pages',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the pager where a screen has more than one. */
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3 text-sm">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages} · {total} in all
      </span>
      <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

const BADGES: Record<string, string> = {
  paid: 'bg-emerald-100 text-emerald-900',
  active: 'bg-emerald-100 text-emerald-900',
  sent: 'bg-emerald-100 text-emerald-900',
  open: 'bg-amber-100 text-amber-900',
  queued: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  past_due: 'bg-amber-100 text-amber-900',
  partially_refunded: 'bg-sky-100 text-sky-900',
  refunded: 'bg-sky-100 text-sky-900',
  unfulfilled: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  in_stock: 'bg-emerald-100 text-emerald-900',
  low: 'bg-amber-100 text-amber-900',
  sold_out: 'bg-red-100 text-red-900',
  'refund failed': 'bg-red-100 text-red-900',
  needs_review: 'bg-red-100 text-red-900',
  'dispute inquiry': 'bg-amber-100 text-amber-900',
  'dispute open': 'bg-red-100 text-red-900',
  'dispute appeal': 'bg-red-100 text-red-900',
  'dispute lost': 'bg-red-100 text-red-900',
  'early fraud warning': 'bg-red-100 text-red-900',
  'dispute won': 'bg-emerald-100 text-emerald-900',
  'dispute prevented': 'bg-emerald-100 text-emerald-900',
  member: 'bg-brand-100 text-brand-900',
  overdue: 'bg-red-100 text-red-900',
  answered: 'bg-sky-100 text-sky-900',
  published: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  featured: 'bg-brand-100 text-brand-900',
};

export function Badge({ value }: { value: string }) {
  return (
    <span className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${BADGES[value] ?? 'bg-slate-200 text-slate-800'}`}>
      {value.replace(/_/g, ' ')}
    </span>
  );
}

/** A native <dialog> shown as a modal while `open`: the browser moves focus in, closes it on Escape and gives focus back. */
export function useNativeDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * A modal confirmation on the native <dialog>: focus moves into it, Escape or Cancel closes it, and focus
 * returns to the control that opened it.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useNativeDialog(props.open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={props.onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {props.title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{props.children}</div>
      {props.problem && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {props.problem}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={() => ref.current?.close()}>
          Cancel
        </button>
        <button type="button" className={dangerButton} disabled={props.busy} onClick={props.onConfirm}>
          {props.busy ? 'Working…' : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** One confirmed action: the dialog's state and the call it runs, its failure shown in the dialog. */
export function useConfirmedAction(run: () => Promise<void>, onDone: () => void) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await run();
      setOpen(false);
      onDone();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return { open, busy, problem, ask: () => (setProblem(null), setOpen(true)), confirm, close: () => setOpen(false) };
}
