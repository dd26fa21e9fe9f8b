import { Link, createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { hideLinkToken, linkToken } from '../../components/account/link-token';
import { buttonSizes, buttonStyles, card } from '../../components/ui/styles';
import { useT } from '../../i18n';
import { ApiRequestError, call } from '../../lib/api';

export const Route = createFileRoute('/newsletter/confirm')({ component: ConfirmSubscription });

type Outcome = 'working' | 'done' | 'resubscribed' | 'invalid' | 'failed';

/** One request per token, even if the page renders twice (React's strict mode, a fast remount). */
const requests = new Map<string, Promise<Outcome>>();
function confirm(token: string, again = false): Promise<Outcome> {
  let result = again ? undefined : requests.get(token);
  if (!result) {
    result = call('POST /api/newsletter/confirm', { body: { token } }).then(
      (answer): Outcome => (answer.resubscribed ? 'resubscribed' : 'done'),
      (error: unknown): Outcome => (error instanceof ApiRequestError && ['confirm_link_invalid', 'invalid_request'].includes(error.code) ? 'invalid' : 'failed'),
    );
    requests.set(token, result);
  }
  return result;
}

/**
 * Where the newsletter's confirmation link lands (double opt-in): it confirms at once and says so. As on
 * the unsubscribe page, the page's script does it, not the link itself, so a mail scanner opening links
 * confirms nobody.
 */
function ConfirmSubscription() {
  const t = useT();
  const [token] = useState(linkToken);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'invalid');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    hideLinkToken();
    if (!token) return;
    let current = true;
    void confirm(token, attempt > 0).then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className={`${card} space-y-6 p-8 text-center`}>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('newsletter.confirm.title')}</h1>
          <div role="status">
            <p className={outcome === 'invalid' || outcome === 'failed' ? 'text-red-700' : 'text-slate-700'}>{t(`newsletter.confirm.${outcome}`)}</p>
          </div>
          {outcome === 'failed' && (
            <button
              type="button"
              onClick={() => {
                setOutcome('working');
                setAttempt((n) => n + 1);
              }}
              className={`${buttonStyles.primary} ${buttonSizes.lg}`}
            >
              {t('newsletter.confirm.retry')}
            </button>
          )}
          {outcome !== 'working' && outcome !== 'failed' && (
            <Link to="/" className={`${buttonStyles.secondary} ${buttonSizes.lg} inline-flex`}>
              {t('common.continueShopping')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
