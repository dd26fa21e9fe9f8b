import { createFileRoute } from '@tanstack/react-router';
import { oncePerToken } from '../../components/account/link-token';
import { LinkActionPage, type LinkOutcome } from '../../components/newsletter/LinkActionPage';
import { ApiRequestError, call } from '../../lib/api';

export const Route = createFileRoute('/newsletter/confirm')({ component: ConfirmSubscription });

const confirm = oncePerToken((token) =>
  call('POST /api/newsletter/confirm', { body: { token } }).then(
    (answer): LinkOutcome | 'resubscribed' => (answer.resubscribed ? 'resubscribed' : 'done'),
    (error: unknown): LinkOutcome =>
      error instanceof ApiRequestError && ['confirm_link_invalid', 'invalid_request'].includes(error.code) ? 'invalid' : 'failed',
  ),
);

/** Where the newsletter's confirmation link lands (double opt-in): it confirms at once and says so. */
function ConfirmSubscription() {
  return <LinkActionPage texts="newsletter.confirm" act={confirm} />;
}
