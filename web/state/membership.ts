import { atom, type createStore, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { type PlanId, isPlanId } from '../../core/plans';
import { translate } from '../i18n';
import { toast } from '../lib/notify';
import { authAtom, openAuthDialogAtom, sessionKnown } from './auth';
import { languageAtom } from '../i18n/language';
import type { PlanCheckoutOutcome } from './plan-checkout';

import { REMEMBERED_PLAN_KEY } from './remembered-plan';

/**
 * The plan a signed-out shopper chose: kept for this tab, even across a reload, until they
 * sign in (then it starts by itself) or dismiss the sign-in dialog.
 */
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

/** Starts the remembered plan, if any: the layout calls it once the shopper is signed in (web/components/account/AuthDialog.tsx). */
export function resumeRememberedPlan(store: ReturnType<typeof createStore>): void {
  const remembered = store.get(rememberedPlanAtom);
  if (remembered) void store.set(startMembershipAtom, remembered);
}

/**
 * For the plan cards: `start(plan)` opens the plan's checkout, asking a signed-out shopper to sign in
 * first (the plan then resumes by itself); `pendingPlan` is the plan being started.
 */
export function useStartMembership(): { start(plan: PlanId): void; pendingPlan: PlanId | null } {
  const start = useSetAtom(startMembershipAtom);
  const pendingPlan = useAtomValue(startingPlanAtom);
  const setStarting = useSetAtom(startingPlanAtom);
  // Back from checkout through the browser's history (bfcache): the plan buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setStarting(null);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [setStarting]);
  return { start: (plan) => void start(plan), pendingPlan };
}
