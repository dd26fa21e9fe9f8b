import { useAtomValue } from 'jotai';
import { useT } from '../../i18n';
import { shopRatingsAtom } from '../../state/reviews';
import { ReviewItem } from '../reviews/ReviewItem';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { card } from '../ui/styles';

/**
 * The published reviews the operator chose to feature (at most three, newest first), as their buyers wrote them;
 * with fewer, what there is, and with none no section at all (nothing links to it).
 */
export function Testimonials() {
  const t = useT();
  const { featured } = useAtomValue(shopRatingsAtom);
  if (featured.length === 0) return null;
  return (
    <Section id="testimonials" labelledBy="testimonials-title" className="bg-slate-50">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('store.testimonials.eyebrow')}
        title={t('store.testimonials.title')}
        subtitle={t('store.testimonials.subtitle')}
      />
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {featured.map((review) => (
          <li key={review.id} className={`${card} flex flex-col p-5 sm:p-8`}>
            <ReviewItem review={review} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
