import { createFileRoute } from '@tanstack/react-router';
import { oncePerToken } from '../components/account/link-token';
import { LinkActionPage, type LinkOutcome } from '../components/newsletter/LinkActionPage';
import { useT } from '../i18n';
import { ApiRequestError, call } from '../lib/api';

export const Route = createFileRoute('/unsubscribe')({ component: Unsubscribe });

const unsubscribe = oncePerToken((token) =>
  call('POST /api/newsletter/unsubscribe', { query: { token } }).then(
    (): LinkOutcome => 'done',
    (error: unknown): LinkOutcome =>
      error instanceof ApiRequestError && ['unsubscribe_link_invalid', 'invalid_request'].includes(error.code) ? 'invalid' : 'failed',
  ),
);

/** Where the newsletter's unsubscribe link lands: it unsubscribes at once (the shopper already clicked once, in the e-mail). */
function Unsubscribe() {
  const t = useT();
  return (
    <LinkActionPage
      texts="newsletter.unsubscribe"
      act={unsubscribe}
      more={(outcome) => outcome === 'done' && <p className="text-slate-600">{t('newsletter.unsubscribe.coupon')}</p>}
    />
  );
}
