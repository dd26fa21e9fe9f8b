import { useAtomValue, useStore } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { authAtom, authDialogAtom } from '../../state/auth';
import { useAuthLifecycle } from '../../state/auth-lifecycle';
import { planMayBeRemembered } from '../../state/remembered-plan';
import { onDemand } from '../ui/on-demand';

// Opened by a tap: the worker's renderer never shows it, and leaves its code out (web/build-constants.d.ts).
const AuthDialogBody = __WORKER_RENDERER__ ? () => null : onDemand(() => import('./AuthDialogBody').then((m) => m.default));

/** A plan chosen while signed out starts once the shopper is signed in; its code loads only when one may be waiting. */
function useMembershipResume(): void {
  const signedIn = useAtomValue(authAtom).status === 'signedIn';
  const store = useStore();
  useEffect(() => {
    if (signedIn && planMayBeRemembered())
      void import('../../state/membership').then(({ resumeRememberedPlan }) => resumeRememberedPlan(store));
  }, [signedIn, store]);
}

/**
 * Always mounted (in the root layout): runs the session lifecycle and the remembered-plan resume, and
 * renders the sign-in dialog, whose code loads on its first opening so it weighs nothing on first paint.
 */
export function AuthDialog() {
  useAuthLifecycle();
  useMembershipResume();
  const { open } = useAtomValue(authDialogAtom);
  const [mounted, setMounted] = useState(false);
  // Whatever had the focus when the dialog opened (account button, plan card…) gets it back on close.
  // A layout effect runs before the dialog's own effects move the focus inside it.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted(true);
  }, [open]);
  return mounted ? <AuthDialogBody returnFocusRef={opener} /> : null;
}
