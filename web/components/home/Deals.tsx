import { deals } from '../../../core/deals';
import { useT } from '../../i18n';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { DealCard } from './DealCard';
import { NewCustomerBanner } from './NewCustomerBanner';

/** Package deals: four cards, then the new-customer banner. */
export function Deals() {
  const t = useT();
  return (
    <Section id="deals" labelledBy="deals-title">
      <SectionHeading
        id="deals-title"
        eyebrow={t('store.deals.eyebrow')}
        title={t('store.deals.title')}
        subtitle={t('store.deals.subtitle')}
      />
      <div className="grid grid-cols-1 gap-8 pt-4 sm:grid-cols-2 xl:grid-cols-4">
        {deals().map((deal) => (
          <DealCard key={deal.id} deal={deal} />
        ))}
      </div>
      <NewCustomerBanner />
    </Section>
  );
}
