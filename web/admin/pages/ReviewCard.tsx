import { type FormEvent, useId, useState } from 'react';
import type { AdminReview } from '../../../core/api/admin-reviews';
import { REVIEW_REPLY_MAX, type ReviewRejectReason } from '../../../core/reviews';
import { consoleApi, problemText } from '../api';
import { OrderLink } from '../navigation';
import { Badge, panel, primaryButton, secondaryButton, when } from '../ui';
import { REJECT_REASON_LABELS, RejectDialog } from './RejectDialog';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', ar: 'Arabic' };

/** One change to a review: its call, then the queue and the rates read again; a failure shown by the control. */
function useReviewChange(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (path: string, method: 'POST' | 'PUT', body: unknown): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await consoleApi(path, { method, body });
      onDone();
      return true;
    } catch (error) {
      setProblem(problemText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, change };
}

function Stars({ rating }: { rating: number }) {
  return (
    <span>
      <span aria-hidden="true" className="text-amber-600">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>{' '}
      {rating} of 5 stars
    </span>
  );
}

/** The shop's one public reply: a form until it is written, then the reply as shoppers see it, read-only. */
function Reply({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const fieldId = useId();
  const { busy, problem, change } = useReviewChange(onDone);
  if (review.reply)
    return (
      <div className="mt-4 rounded-xl border-s-4 border-brand-700 bg-brand-50 p-3">
        <p className="text-sm font-semibold text-brand-900">Reply from VitaGlow · {when(review.reply.at)}</p>
        <p className="mt-1 whitespace-pre-wrap">{review.reply.text}</p>
      </div>
    );
  if (review.status !== 'published') return null;
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    await change(`/reviews/${review.id}/reply`, 'PUT', { text });
  };
  return (
    <form onSubmit={(event) => void send(event)} className="mt-4 space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-semibold">
        Public reply from VitaGlow
      </label>
      <p className="text-sm text-slate-600">Shown under the review, marked as the shop’s. One reply per review: it cannot be changed.</p>
      <textarea
        id={fieldId}
        name="text"
        required
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        className="block w-full rounded-lg border border-slate-300 p-3 text-sm"
      />
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <button type="submit" className={secondaryButton} disabled={busy}>
        {busy ? 'Publishing…' : 'Publish reply'}
      </button>
    </form>
  );
}

/** A review in the queue: what was written, about what and by whom, and what the operator may do with it. */
export function ReviewCard({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const titleId = useId();
  const [rejecting, setRejecting] = useState(false);
  const { busy, problem, change } = useReviewChange(onDone);
  const reject = useReviewChange(onDone);
  const onReject = async (reason: ReviewRejectReason) => {
    if (await reject.change(`/reviews/${review.id}/decision`, 'POST', { decision: 'reject', reason })) setRejecting(false);
  };
  return (
    <article aria-labelledby={titleId} className={panel}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        <Badge value={review.status} />
        {review.featured && <Badge value="featured" />}
        {review.sample && <Badge value="Sample" />}
      </div>
      <h3 id={titleId} lang={review.language} className="mt-2 text-lg font-bold">
        {review.title}
      </h3>
      <p lang={review.language} className="mt-1 whitespace-pre-wrap">
        {review.body}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Product</dt>
        <dd>{review.productName ?? `${review.productId} (no longer in the catalogue)`}</dd>
        <dt className="font-semibold">Order</dt>
        <dd>{review.orderReference ? <OrderLink reference={review.orderReference} /> : 'None (sample data)'}</dd>
        <dt className="font-semibold">Name shown</dt>
        <dd>{review.displayName}</dd>
        <dt className="font-semibold">Written in</dt>
        <dd>{LANGUAGE_NAMES[review.language] ?? review.language}</dd>
        <dt className="font-semibold">Written</dt>
        <dd>{when(review.createdAt)}</dd>
        {review.updatedAt !== review.createdAt && (
          <>
            <dt className="font-semibold">Edited</dt>
            <dd>{when(review.updatedAt)}</dd>
          </>
        )}
        {review.publishedAt && (
          <>
            <dt className="font-semibold">Published</dt>
            <dd>{when(review.publishedAt)}</dd>
          </>
        )}
        {review.rejectReason && (
          <>
            <dt className="font-semibold">Rejected for</dt>
            <dd>{REJECT_REASON_LABELS[review.rejectReason]}</dd>
          </>
        )}
      </dl>
      <Reply review={review} onDone={onDone} />
      {review.status !== 'withdrawn' && (
        <div className="mt-4 flex flex-wrap gap-3">
          {review.status !== 'published' && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => void change(`/reviews/${review.id}/decision`, 'POST', { decision: 'publish' })}
            >
              Publish
            </button>
          )}
          {review.status !== 'rejected' && (
            <button type="button" className={secondaryButton} aria-describedby={titleId} onClick={() => setRejecting(true)}>
              Reject…
            </button>
          )}
          {review.status === 'published' && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => void change(`/reviews/${review.id}/featured`, 'PUT', { featured: !review.featured })}
            >
              {review.featured ? 'Unfeature' : 'Feature on the home page'}
            </button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <RejectDialog
        open={rejecting}
        reviewTitle={review.title}
        busy={reject.busy}
        problem={reject.problem}
        onReject={(reason) => void onReject(reason)}
        onClose={() => setRejecting(false)}
      />
    </article>
  );
}
