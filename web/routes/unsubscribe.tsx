import { createFileRoute } from '@tanstack/react-router';
import { oncePerToken } from '../components/account/link-token';
import { LinkActionPage, type LinkOutcome } from '../components/newsletter/LinkActionPage';
import { useT } from '../i18n';
import { ApiRequestError, call } from '../lib/api';

export const Route = createFileRoute('/unsubscribe')({
  component: Unsubscribe,
  // A members' early-access notice links here with ?notices=early-access, a review invitation with
  // ?notices=reviews: only those e-mails stop.
  validateSearch: (search: Record<string, unknown>): { notices?: 'early-access' | 'reviews' } =>
    search.notices === 'early-access' || search.notices === 'reviews' ? { notices: search.notices } : {},
});

const outcomeOf =
  (invalidCode: string) =>
  (error: unknown): LinkOutcome =>
    error instanceof ApiRequestError && [invalidCode, 'invalid_request'].includes(error.code) ? 'invalid' : 'failed';

const unsubscribe = oncePerToken((token) =>
  call('POST /api/newsletter/unsubscribe', { query: { token } }).then((): LinkOutcome => 'done', outcomeOf('unsubscribe_link_invalid')),
);

const stopEarlyAccessNotices = oncePerToken((token) =>
  call('POST /api/early-access/unsubscribe', { query: { token } }).then((): LinkOutcome => 'done', outcomeOf('early_access_link_invalid')),
);

const stopReviewInvitations = oncePerToken((token) =>
  call('POST /api/review-invitations/unsubscribe', { query: { token } }).then((): LinkOutcome => 'done', outcomeOf('review_link_invalid')),
);

/** Where an unsubscribe link lands: it unsubscribes at once (the shopper already clicked once, in the e-mail). */
function Unsubscribe() {
  const t = useT();
  const { notices } = Route.useSearch();
  if (notices === 'early-access') return <LinkActionPage texts="newsletter.earlyAccessUnsubscribe" act={stopEarlyAccessNotices} />;
  if (notices === 'reviews') return <LinkActionPage texts="newsletter.reviewUnsubscribe" act={stopReviewInvitations} />;
  return (
    <LinkActionPage
      texts="newsletter.unsubscribe"
      act={unsubscribe}
      more={(outcome) => outcome === 'done' && <p className="text-slate-600">{t('newsletter.unsubscribe.coupon')}</p>}
    />
  );
}
