import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { type PlanId, isPlanId } from '../../core/plans';
import { translate } from '../i18n';
import { toast } from '../lib/notify';
import { authAtom, openAuthDialogAtom, sessionKnown } from './auth';
import { languageAtom } from '../i18n/language';
import type { PlanCheckoutOutcome } from './plan-checkout';

/**
 * The plan a signed-out shopper chose: kept for this tab, even across a reload, until they
 * sign in (then it starts by itself) or dismiss the sign-in dialog.
 */
const REMEMBERED_PLAN_KEY = 'vitaglow-remembered-plan';

function readRememberedPlan(): PlanId | null {
  try {
    const stored = sessionStorage.getItem(REMEMBERED_PLAN_KEY);
    return isPlanId(stored) ? stored : null;
  } catch {
    return null;
  }
}

const rememberedPlanStore = atom<PlanId | null>(typeof sessionStorage === 'object' ? readRememberedPlan() : null);

export const rememberedPlanAtom = atom(
  (get) => get(rememberedPlanStore),
  (_get, set, plan: PlanId | null) => {
    set(rememberedPlanStore, plan);
    try {
      if (plan) sessionStorage.setItem(REMEMBERED_PLAN_KEY, plan);
      else sessionStorage.removeItem(REMEMBERED_PLAN_KEY);
    } catch {
      // Private mode: remembered for this page only.
    }
  },
);

/** The plan whose checkout is being opened: its button is disabled and says it is processing. */
export const startingPlanAtom = atom<PlanId | null>(null);

/** The code that talks to the worker loads with the first plan started; a failed load fails the start. */
const NOT_LOADED: PlanCheckoutOutcome = { kind: 'failed', message: 'auth.membership.failed' };

export const startMembershipAtom = atom(null, async (get, set, plan: PlanId) => {
  if (get(startingPlanAtom)) return;
  const language = get(languageAtom);
  set(startingPlanAtom, plan);
  const auth = get(authAtom).status === 'loading' ? await sessionKnown : get(authAtom);
  if (auth.status !== 'signedIn') {
    set(startingPlanAtom, null);
    set(rememberedPlanAtom, plan);
    set(openAuthDialogAtom, 'login');
    return;
  }
  set(rememberedPlanAtom, null);
  const outcome = await import('./plan-checkout').then(
    ({ openPlanCheckout }) => openPlanCheckout(plan, language),
    () => NOT_LOADED,
  );
  // The button stays disabled while the browser leaves the page.
  if (outcome.kind === 'leaving') return;
  set(startingPlanAtom, null);
  if (outcome.kind === 'signed-out') {
    // The session ended meanwhile: sign in again, then the plan resumes.
    set(authAtom, { status: 'signedOut' });
    set(rememberedPlanAtom, plan);
    set(openAuthDialogAtom, 'login');
    return;
  }
  toast.error(translate(language, outcome.message));
});

/**
 * Mounted once for the whole app: starts the remembered plan as soon as the shopper is signed in, and
 * re-enables the plan buttons when the browser brings the page back from its history (bfcache) after
 * leaving for checkout.
 */
export function useMembershipResume(): void {
  const status = useAtomValue(authAtom).status;
  const remembered = useAtomValue(rememberedPlanAtom);
  const start = useSetAtom(startMembershipAtom);
  const setStarting = useSetAtom(startingPlanAtom);
  useEffect(() => {
    if (status === 'signedIn' && remembered) void start(remembered);
  }, [status, remembered, start]);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setStarting(null);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [setStarting]);
}

/**
 * For the plan cards: `start(plan)` opens the plan's checkout, asking a signed-out shopper to sign in
 * first (the plan then resumes by itself); `pendingPlan` is the plan being started.
 */
export function useStartMembership(): { start(plan: PlanId): void; pendingPlan: PlanId | null } {
  const start = useSetAtom(startMembershipAtom);
  const pendingPlan = useAtomValue(startingPlanAtom);
  return { start: (plan) => void start(plan), pendingPlan };
}
