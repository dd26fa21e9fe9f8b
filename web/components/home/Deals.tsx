import { deals } from '../../../core/deals';
import { useT } from '../../i18n';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { DealCard, DealDetailsDialog } from './DealCard';
import { NewCustomerBanner } from './NewCustomerBanner';

/** A deal's details, fetched once the section runs and the browser is idle (web/routes/index.tsx), as the grid's benefits are. */
export const warmDealsDialogs = () => void DealDetailsDialog.preload();

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
