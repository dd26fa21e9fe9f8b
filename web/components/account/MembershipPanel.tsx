import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/notify';
import { PLANS, getPlan } from '../../../core/plans';
import { type MessageKey, useT } from '../../i18n';
import { call } from '../../lib/api';
import { errorMessageKey } from '../../lib/error-messages';
import { languageAtom } from '../../i18n/language';
import { useStartMembership } from '../../state/membership';
import { buttonSizes, buttonStyles, card } from '../ui/styles';
import { formatDate } from './account-format';
import type { MembershipSummary } from '../../../core/api/orders';

type Membership = MembershipSummary;

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; membership: Membership | null };

/** After Stripe's Checkout the webhook may land a moment after the shopper: look again this often, this many times. */
const ACTIVATION_POLL_MS = 2000;
const ACTIVATION_POLLS = 10;

/** The account page's membership: plan, status, renewal or end date, the portal, or the plans to join. */
export function MembershipPanel({ justStarted }: { justStarted: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [opening, setOpening] = useState(false);

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
      toast.error(t(errorMessageKey(err, 'portal')));
    }
  }

  const membership = loaded.kind === 'loaded' ? loaded.membership : null;
  const current = membership && membership.status !== 'pending' ? membership : null;
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
        {current && current.status !== 'canceled' ? (
          <button
            type="button"
            disabled={opening}
            onClick={() => void openPortal()}
            className={`${buttonStyles.secondary} ${buttonSizes.md}`}
          >
            {opening ? t('auth.account.membership.opening') : t('auth.account.membership.manage')}
          </button>
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
