import { atom, getDefaultStore } from 'jotai';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { whenIdle } from './idle';
import { onFirstEngagement } from './engagement';

/**
 * Toasts without sonner in the home page's first download: the first notification mounts the
 * <Toaster/> (the root layout renders it once this atom is true), whose chunk brings sonner; every
 * notification waits until that Toaster listens, so none is lost. Same calls and options as sonner's
 * `toast` for the ones the shop uses.
 */
export const toasterWantedAtom = atom(false);

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];
type ToastId = string | number;

let listening: (api: SonnerToast) => void;
const toaster = new Promise<SonnerToast>((resolve) => (listening = resolve));

/** Called by the Toaster once it is subscribed to sonner's toasts. */
export function toasterListening(api: SonnerToast): void {
  listening(api);
}

let requested = false;
let lastId = 0;

function wantToaster(): void {
  if (requested) return;
  requested = true;
  getDefaultStore().set(toasterWantedAtom, true);
}

function whenListening(use: (api: SonnerToast) => void): void {
  wantToaster();
  void toaster.then(use);
}

/**
 * Once the shopper starts using the page (a pointer move, a tap, a key, a scroll), the toaster is made ready
 * while the browser is idle: loading sonner inside the first tap that shows a toast made that tap wait
 * (issue 28). A visit that never engages with the page (a crawler, a load audit) loads nothing. Returns
 * what stops it.
 */
export function prepareToasterOnEngagement(): () => void {
  let cancelIdle = () => {};
  const stop = onFirstEngagement(() => (cancelIdle = whenIdle(wantToaster, 3000)));
  return () => {
    stop();
    cancelIdle();
  };
}

type Show = (message: Message, options?: ExternalToast) => ToastId;

/** The id is chosen here, before sonner is loaded, so the caller can dismiss the toast at once. */
const show =
  (pick: (api: SonnerToast) => Show): Show =>
  (message, options) => {
    const id = options?.id ?? `notify-${++lastId}`;
    whenListening((api) => pick(api)(message, { ...options, id }));
    return id;
  };

/** sonner's `toast`: `toast(message)` for a plain toast, `toast.success(...)` and so on. */
export const toast = Object.assign(
  show((api) => api),
  {
    success: show((api) => api.success),
    error: show((api) => api.error),
    info: show((api) => api.info),
    dismiss(id: ToastId): void {
      // Nothing was shown yet, so there is nothing to dismiss (and no reason to load sonner).
      if (requested) whenListening((api) => api.dismiss(id));
    },
  },
);
