import { useAtomValue } from 'jotai';
import type { RatingSummary } from '../../../core/reviews';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { Stars } from '../ui/Stars';
import { formatRating } from '../ui/format';

/**
 * A product's mean of published reviews, to one decimal, with its stars and count; "No reviews yet" and no stars
 * when it has none. Nothing else fills the stars (docs/behaviour.md, "Ratings").
 */
export function RatingLine({ summary, size }: { summary: RatingSummary; size?: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  if (summary.count === 0) return <p className="text-sm text-slate-600">{t('store.rating.none')}</p>;
  const rating = formatRating(summary.mean, language);
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <Stars rating={summary.mean} label={t('store.rating.label', { rating })} size={size} />
      {/* The stars' label says the mean already. */}
      <span aria-hidden="true" className="text-sm font-semibold text-slate-800">
        {rating}
      </span>
      <span className="text-sm text-slate-600">{t('store.rating.reviews', { count: summary.count })}</span>
    </p>
  );
}
