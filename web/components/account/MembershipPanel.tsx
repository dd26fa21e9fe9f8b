import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/notify';
import { PLANS, getPlan } from '../../../core/plans';
import { type MessageKey, useT } from '../../i18n';
import { call } from '../../lib/api';
import { languageAtom } from '../../i18n/language';
import { useStartMembership } from '../../state/membership';
import { onDemand } from '../ui/on-demand';
import { buttonSizes, buttonStyles, card } from '../ui/styles';
import { formatDate } from './account-format';
import type { MembershipSummary } from '../../../core/api/orders';

// The confirmation's code comes with the first click on "Cancel membership".
/** The error-message table comes with the first failure it words, not with the account's start (issue 37's budget). */
const failureMessage = async (err: unknown, place: 'portal' | 'membershipChange') =>
  (await import('../../lib/error-messages')).errorMessageKey(err, place);

const CancelMembershipDialog = onDemand(() => import('./CancelMembershipDialog').then((m) => m.CancelMembershipDialog));

type Membership = MembershipSummary;

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; membership: Membership | null };

/** After Stripe's Checkout the webhook may land a moment after the shopper: look again this often, this many times. */
const ACTIVATION_POLL_MS = 2000;
const ACTIVATION_POLLS = 10;

/**
 * The account page's membership: plan, status, renewal or end date, cancelling at period end (two clicks) or
 * resuming (one), the portal for cards and invoices, or the plans to join.
 */
export function MembershipPanel({ justStarted }: { justStarted: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [opening, setOpening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first cancellation asked on: closing then runs the dialog's close and hands focus back.
  const [confirmationMounted, setConfirmationMounted] = useState(false);
  const [changing, setChanging] = useState(false);
  // One button that reads "Cancel" or "Resume": focus stays on it as the dialog closes and its text changes.
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let cancelled = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    const load = async () => {
      try {
        const { membership } = await call('GET /api/membership');
        if (cancelled) return;
        setLoaded({ kind: 'loaded', membership });
        if (justStarted && membership?.status !== 'active' && ++polls < ACTIVATION_POLLS) timer = setTimeout(load, ACTIVATION_POLL_MS);
      } catch {
        if (!cancelled) setLoaded({ kind: 'failed' });
      }
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [justStarted]);

  async function openPortal() {
    setOpening(true);
    try {
      const { url } = await call('POST /api/billing-portal', { body: {} });
      window.location.assign(url);
    } catch (err) {
      setOpening(false);
      toast.error(t(await failureMessage(err, 'portal')));
    }
  }

  async function changeCancellation(cancel: boolean) {
    setChanging(true);
    try {
      const { membership } = await call(cancel ? 'POST /api/membership/cancel' : 'POST /api/membership/resume', { body: {} });
      setLoaded({ kind: 'loaded', membership });
      setConfirming(false);
      toast.success(
        cancel
          ? t('auth.account.membership.cancelled', { date: formatDate(membership.currentPeriodEnd ?? '', language) })
          : t('auth.account.membership.resumed'),
      );
    } catch (err) {
      setConfirming(false);
      toast.error(t(await failureMessage(err, 'membershipChange')));
      // The membership may have changed elsewhere (the portal, another tab): show it as it stands.
      call('GET /api/membership').then(
        ({ membership }) => setLoaded({ kind: 'loaded', membership }),
        () => {},
      );
    } finally {
      setChanging(false);
    }
  }

  const membership = loaded.kind === 'loaded' ? loaded.membership : null;
  const current = membership && membership.status !== 'pending' ? membership : null;
  const running = current && current.status !== 'canceled' ? current : null;
  return (
    <section aria-labelledby="membership-title" className={`${card} p-6`}>
      <h2 id="membership-title" className="text-lg font-bold text-slate-900">
        {t('auth.account.membership.title')}
      </h2>
      <div aria-live="polite" className="mt-4 space-y-4">
        {loaded.kind === 'loading' && <p className="text-slate-600">{t('auth.account.loading')}</p>}
        {loaded.kind === 'failed' && <p className="text-red-700">{t('auth.messages.unexpected')}</p>}
        {justStarted && loaded.kind === 'loaded' && current?.status !== 'active' && (
          <p className="text-brand-800">{t('auth.account.membership.activating')}</p>
        )}
        {current && (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-sm text-slate-500">{t('auth.account.membership.plan')}</dt>
            <dd className="font-semibold text-slate-900">{t(getPlan(current.plan).nameKey)}</dd>
            <dt className="text-sm text-slate-500">{t('auth.account.membership.status')}</dt>
            <dd className="font-semibold text-slate-900">
              {t(`auth.account.membership.statuses.${current.status}`)}
              {current.currentPeriodEnd && (
                <span className="ms-2 font-normal text-slate-600">
                  {t(periodKey(current), { date: formatDate(current.currentPeriodEnd, language) })}
                </span>
              )}
            </dd>
          </dl>
        )}
        {current?.status === 'past_due' && (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('auth.account.membership.pastDue')}</p>
        )}
        {running ? (
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={opening}
              onClick={() => void openPortal()}
              className={`${buttonStyles.secondary} ${buttonSizes.md}`}
            >
              {opening ? t('auth.account.membership.opening') : t('auth.account.membership.manage')}
            </button>
            {running.currentPeriodEnd && (
              <button
                ref={cancelButton}
                type="button"
                aria-disabled={changing}
                onClick={() => {
                  if (changing) return;
                  if (running.cancelAtPeriodEnd) void changeCancellation(false);
                  else {
                    setConfirmationMounted(true);
                    setConfirming(true);
                  }
                }}
                className={`${running.cancelAtPeriodEnd ? buttonStyles.primary : buttonStyles.secondary} ${buttonSizes.md}`}
              >
                {running.cancelAtPeriodEnd
                  ? t(changing ? 'auth.account.membership.resuming' : 'auth.account.membership.resume')
                  : t('auth.account.membership.cancel')}
              </button>
            )}
            {running.currentPeriodEnd && confirmationMounted && (
              <CancelMembershipDialog
                open={confirming}
                onOpenChange={setConfirming}
                returnFocusRef={cancelButton}
                periodEnd={formatDate(running.currentPeriodEnd, language)}
                busy={changing}
                onConfirm={() => void changeCancellation(true)}
              />
            )}
          </div>
        ) : (
          loaded.kind === 'loaded' && <JoinPlans />
        )}
      </div>
    </section>
  );
}

function periodKey(membership: Membership): MessageKey {
  if (membership.status === 'canceled') return 'auth.account.membership.ended';
  return membership.cancelAtPeriodEnd ? 'auth.account.membership.ends' : 'auth.account.membership.renews';
}

/** A shopper without a membership can join from here as from the home page's plan cards. */
function JoinPlans() {
  const t = useT();
  const { start, pendingPlan } = useStartMembership();
  return (
    <div className="space-y-3">
      <p className="text-slate-600">{t('auth.account.membership.none')}</p>
      <div className="flex flex-wrap gap-3">
        {PLANS.map((plan) => (
          <button
            key={plan.id}
            type="button"
            disabled={pendingPlan !== null}
            onClick={() => start(plan.id)}
            className={`${plan.id === 'yearly' ? buttonStyles.primary : buttonStyles.secondary} ${buttonSizes.md}`}
          >
            {pendingPlan === plan.id ? t('store.checkout.processing') : t('auth.account.membership.choose', { plan: t(plan.nameKey) })}
          </button>
        ))}
      </div>
    </div>
  );
}
