import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { formatPrice } from '../../../core/money';
import { PLANS, type Plan, type PlanFeatureKey } from '../../../core/plans';
import { serviceRequestAtom } from '../layout/service-request';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { useStartMembership } from '../../state/membership';
import { Icon } from '../ui/Icon';
import { formatNumber } from '../ui/format';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { buttonSizes, buttonStyles, card } from '../ui/styles';

/** Monthly and yearly membership. */
export function Plans() {
  const t = useT();
  const { start, pendingPlan } = useStartMembership();
  return (
    <Section id="plans" labelledBy="plans-title" className="bg-slate-50">
      <SectionHeading
        id="plans-title"
        eyebrow={t('store.plans.eyebrow')}
        title={t('store.plans.title')}
        subtitle={t('store.plans.subtitle')}
      />
      <div className="mx-auto grid grid-cols-1 max-w-4xl gap-8 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} pending={pendingPlan === plan.id} onStart={() => start(plan.id)} />
        ))}
      </div>
    </Section>
  );
}

function PlanCard({ plan, pending, onStart }: { plan: Plan; pending: boolean; onStart(): void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { savings } = plan;
  const nameId = `plan-${plan.id}-name`;
  const featured = !!savings;
  return (
    <article
      aria-labelledby={nameId}
      className={`${card} relative flex min-w-0 flex-col p-5 hyphens-auto [overflow-wrap:anywhere] sm:p-8 ${featured ? 'ring-2 ring-brand-600' : ''}`}
    >
      {/*
        On a narrow screen or with large text the badges wrap above the name (from 40 rem they sit on the border),
        and a word longer than the card's width breaks rather than overflows (WCAG 1.4.10).
      */}
      {savings && (
        <div className="mb-4 flex flex-wrap justify-center gap-2 sm:absolute sm:inset-x-0 sm:-top-4 sm:mb-0">
          <span className="rounded-full bg-brand-700 px-4 py-1 text-sm font-bold text-white shadow">
            {t(savings.badgeKey, { percent: formatNumber(savings.percent, language) })}
          </span>
          <span className="rounded-full bg-amber-100 px-4 py-1 text-sm font-bold text-amber-900 shadow">
            {t(savings.secondaryBadgeKey)}
          </span>
        </div>
      )}
      <h3 id={nameId} className="text-xl font-bold text-slate-900">
        {t(plan.nameKey)}
      </h3>
      <p className="mt-1 text-slate-600">{t(plan.descriptionKey)}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {formatPrice(plan.priceCents, language, { hideZeroCents: true })}
        </span>
        <span className="text-slate-600">{t(plan.periodKey)}</span>
      </p>
      {savings ? (
        <div className="mt-2 space-y-1 text-sm">
          <p className="font-semibold text-brand-800">
            {t(savings.monthlyEquivalentKey, { price: formatPrice(savings.monthlyEquivalentCents, language) })}
          </p>
          <p className="text-slate-600">
            {t(savings.savingsAmountKey, { amount: formatPrice(savings.savingsCents, language, { hideZeroCents: true }) })}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('store.plans.flexible')}</p>
      )}
      <h4 className="sr-only">{t('store.plans.featuresHeading')}</h4>
      <ul className="mt-8 space-y-3">
        {plan.featureKeys.map((key) => (
          <li key={key} className="flex items-start gap-3 text-slate-700">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="check" className="size-3.5" />
            </span>
            <PlanFeature featureKey={key} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={pending}
        aria-describedby={nameId}
        onClick={onStart}
        className={`mt-8 w-full ${featured ? buttonStyles.primary : buttonStyles.dark} ${buttonSizes.lg}`}
      >
        {pending ? t('store.checkout.processing') : t('store.plans.start', { plan: t(plan.nameKey) })}
      </button>
    </article>
  );
}

/** Where each line of the card leads: the feature that makes it true (issue 38). */
const FEATURE_PAGES: Record<Exclude<PlanFeatureKey, 'content.plans.features.support'>, '/products' | '/account'> = {
  // Member prices on every product, and the products in members' early access.
  'content.plans.features.offers': '/products',
  'content.plans.features.earlyAccess': '/products',
  // A member's supplies and suggestions, and cancelling, are in the account.
  'content.plans.features.recommendations': '/account',
  'content.plans.features.cancel': '/account',
};

const featureLink = 'text-start underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';

function PlanFeature({ featureKey }: { featureKey: PlanFeatureKey }) {
  const t = useT();
  const requestService = useSetAtom(serviceRequestAtom);
  if (featureKey === 'content.plans.features.support')
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={(event) => requestService({ topic: 'support', opener: event.currentTarget })}
        className={featureLink}
      >
        {t(featureKey)}
      </button>
    );
  return (
    <Link to={FEATURE_PAGES[featureKey]} className={featureLink}>
      {t(featureKey)}
    </Link>
  );
}
