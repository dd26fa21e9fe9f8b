import { useAtomValue } from 'jotai';
import { localeOf } from '../../../core/language';
import type { PublicReview } from '../../../core/reviews';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { Stars } from '../ui/Stars';
import { formatNumber } from '../ui/format';

/** A date the page's way, as the shop counts days (UTC): the worker's render and the browser's agree. */
export function useReviewDate(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(localeOf(useAtomValue(languageAtom)), { dateStyle: 'long', timeZone: 'UTC' });
  return (iso) => format.format(new Date(iso));
}

/**
 * One published review as its buyer wrote it: plain text in the language they wrote in (`lang`; never
 * translated), with its stars, name, "Verified buyer" and date, and the shop's reply under it, marked as the shop's.
 */
export function ReviewItem({ review, headingLevel }: { review: PublicReview; headingLevel: 'h3' | 'h4' }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const date = useReviewDate();
  const Heading = headingLevel;
  const titleId = `review-${review.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2">
      <Stars rating={review.rating} label={t('store.rating.label', { rating: formatNumber(review.rating, language) })} />
      <Heading id={titleId} lang={review.language} dir="auto" className="font-bold text-slate-900">
        {review.title}
      </Heading>
      <p lang={review.language} dir="auto" className="whitespace-pre-line text-slate-700">
        {review.body}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
        <span lang={review.language} dir="auto" className="font-semibold text-slate-800">
          {review.displayName}
        </span>
        <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {t('store.rating.verified')}
        </span>
        <time dateTime={review.publishedAt}>{date(review.publishedAt)}</time>
      </p>
      {review.reply && (
        <div className="ms-4 mt-2 border-s-4 border-brand-200 ps-4">
          <p className="text-sm font-semibold text-brand-800">{t('store.reviews.reply')}</p>
          <p dir="auto" className="whitespace-pre-line text-sm text-slate-700">
            {review.reply.text}
          </p>
        </div>
      )}
    </article>
  );
}
