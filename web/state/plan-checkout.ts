import type { Language } from '../../core/language';
import type { PlanId } from '../../core/plans';
import { type MessageKey, translate } from '../i18n';
// The texts of the plan checkout's answers (i18n/auth/en-deferred.ts) come with this code.
import '../i18n/deferred';
import { ApiRequestError, call } from '../lib/api';
import { errorMessageKey } from '../lib/error-messages';
import { toast } from '../lib/notify';
import { currentRedirectMethod, redirectTo } from '../lib/redirect';

/** How opening a plan's checkout ended: the page is being left, the session had ended, or it failed. */
export type PlanCheckoutOutcome = { kind: 'leaving' } | { kind: 'signed-out' } | { kind: 'failed'; message: MessageKey };

/**
 * Asks the worker for a signed-in shopper's subscription checkout and leaves for it. Loaded with the
 * first plan started (startMembershipAtom in web/state/membership.ts), so the home page's first
 * download carries neither this nor the redirects.
 */
export async function openPlanCheckout(plan: PlanId, language: Language): Promise<PlanCheckoutOutcome> {
  try {
    const { url } = await call('POST /api/create-checkout', { body: { priceType: plan } });
    // Small-screen Safari leaves through a GET form ('Creating checkout session...'), a framed
    // shop opens a new tab, everyone else navigates ('Redirecting to checkout...').
    const method = currentRedirectMethod();
    toast.info(translate(language, method === 'form' ? 'auth.membership.creating' : 'auth.membership.redirecting'));
    redirectTo(url, method);
    return { kind: 'leaving' };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return { kind: 'signed-out' };
    return { kind: 'failed', message: errorMessageKey(err, 'plan') };
  }
}
