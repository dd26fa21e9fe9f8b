import type { AdminReview, AdminReviewRates } from '../../../core/api/admin-reviews';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../core/reviews';
import { usePagedList } from '../list';
import { Link } from '../navigation';
import { Loading, PageTitle, Pager, Table, cell, useConsoleData } from '../ui';
import { ReviewCard } from './ReviewCard';

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);

/** Per star value, the share of decided reviews that were rejected: a bias against low ratings shows here. */
function RejectionRates({ rates }: { rates: AdminReviewRates }) {
  return (
    <section aria-labelledby="rejection-rates" className="mb-8">
      <h2 id="rejection-rates" className="mb-2 text-lg font-bold">
        Rejection rate by stars
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        Of the reviews published or rejected, how many were rejected, per star value. A higher rate for low ratings means negative reviews
        are being held back, which the law forbids (16 CFR Part 465).
      </p>
      <Table caption="Rejection rate by stars" head={['Stars', 'Decided', 'Rejected', 'Rejection rate']}>
        {rates.stars.map((row) => (
          <tr key={row.rating}>
            <th scope="row" className={`${cell} text-start font-semibold`}>
              {row.rating} {row.rating === 1 ? 'star' : 'stars'}
            </th>
            <td className={cell}>{row.decided}</td>
            <td className={cell}>{row.rejected}</td>
            <td className={cell}>{percent(row.rate)}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

/** The review queue: reviews by status, pending first; publish, reject for a fixed reason, reply once, feature. */
export function ReviewsPage() {
  const list = usePagedList<AdminReview>('/reviews');
  const [rates, reloadRates] = useConsoleData<AdminReviewRates>('/reviews/rates');
  const current = REVIEW_STATUSES.find((s) => s === list.params.get('status')) ?? 'pending';
  const changed = () => {
    list.reload();
    reloadRates();
  };
  return (
    <>
      <PageTitle>Reviews</PageTitle>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-700">
        Reviews by buyers, each written through the link of an order they received. Publish a review, or reject it for one of four reasons:
        personal data, offensive, unrelated to the product, or spam. Being negative is not one of them.
      </p>
      <Loading state={rates}>{(data) => <RejectionRates rates={data} />}</Loading>
      <nav aria-label="Review status" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {REVIEW_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`/admin/reviews?status=${status}`}
                aria-current={status === current ? 'page' : undefined}
                className="block rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {STATUS_LABELS[status]}
                {rates.kind === 'ok' && ` (${rates.data.counts[status]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mb-3 text-lg font-bold">{STATUS_LABELS[current]} reviews, newest first</h2>
      <Loading state={list.state}>
        {(result) => (
          <>
            {result.items.length === 0 ? (
              <p>No {current} reviews.</p>
            ) : (
              <ul className="space-y-4">
                {result.items.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} onDone={changed} />
                  </li>
                ))}
              </ul>
            )}
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={list.goTo} />
          </>
        )}
      </Loading>
    </>
  );
}
