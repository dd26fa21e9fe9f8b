import { BENEFIT_CARDS } from '../../../core/content';
import { useT } from '../../i18n';
import { ClaimText } from '../claims/Claim';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { card } from '../ui/styles';

/** Six reasons to choose the shop. */
export function Benefits() {
  const t = useT();
  return (
    <Section id="benefits" labelledBy="benefits-title">
      <SectionHeading
        id="benefits-title"
        eyebrow={t('store.benefits.eyebrow')}
        title={t('store.benefits.title')}
        subtitle={t('store.benefits.subtitle')}
      />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFIT_CARDS.map((benefit) => (
          <li key={benefit.id} className={`${card} p-8 transition-transform hover:-translate-y-1`}>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
              <Icon name={benefit.icon} className="size-6" />
            </span>
            <h3 className="mt-6 text-lg font-bold text-slate-900">{t(benefit.titleKey)}</h3>
            <p className="mt-2 text-slate-600">
              <ClaimText textKey={benefit.descriptionKey} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
