import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { type PlanId, isPlanId } from '../../core/plans';
import { type MessageKey, translate } from '../i18n';
import { ApiRequestError, api } from '../lib/api';
import { authAtom, openAuthDialogAtom, sessionKnown } from './auth';
import { languageAtom } from './language';

/**
 * The plan a signed-out shopper chose (SPEC §4): kept for this tab, even across a reload, until they
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

/** SPEC §4: Safari on a small screen leaves for checkout through a submitted GET form. */
function isSmallScreenSafari(): boolean {
  const ua = navigator.userAgent;
  return /safari/i.test(ua) && !/chrome|chromium|crios|fxios|edgios|android/i.test(ua) && window.matchMedia('(max-width: 768px)').matches;
}

function submitGetForm(url: string) {
  const target = new URL(url, location.href);
  const form = document.createElement('form');
  form.method = 'GET';
  form.action = `${target.origin}${target.pathname}`;
  form.hidden = true;
  // A GET form replaces the action's query with its fields: carry the query over as fields.
  target.searchParams.forEach((value, name) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  });
  document.body.appendChild(form);
  form.submit();
}

/** Refusals with a message of their own; anything else is 'Failed to start subscription'. */
const START_ERRORS: Partial<Record<string, MessageKey>> = {
  already_member: 'auth.membership.errors.already_member',
  payments_unavailable: 'auth.membership.errors.payments_unavailable',
};

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
  try {
    const { url } = await api<{ url: string }>('/api/create-checkout', { method: 'POST', body: { priceType: plan } });
    if (isSmallScreenSafari()) {
      toast.info(translate(language, 'auth.membership.creating'));
      submitGetForm(url);
    } else {
      toast.info(translate(language, 'auth.membership.redirecting'));
      window.location.assign(url);
    }
    // The button stays disabled while the browser leaves the page.
  } catch (err) {
    set(startingPlanAtom, null);
    if (err instanceof ApiRequestError && err.status === 401) {
      // The session ended meanwhile: sign in again, then the plan resumes.
      set(authAtom, { status: 'signedOut' });
      set(rememberedPlanAtom, plan);
      set(openAuthDialogAtom, 'login');
      return;
    }
    const known = err instanceof ApiRequestError ? START_ERRORS[err.code] : undefined;
    toast.error(translate(language, known ?? 'auth.membership.failed'));
  }
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
