import { Link, createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { hideLinkToken, linkToken } from '../components/account/link-token';
import { buttonSizes, buttonStyles, card } from '../components/ui/styles';
import { useT } from '../i18n';
import { ApiRequestError, call } from '../lib/api';

export const Route = createFileRoute('/unsubscribe')({ component: Unsubscribe });

type Outcome = 'working' | 'done' | 'invalid' | 'failed';

/** One request per token, even if the page renders twice (React's strict mode, a fast remount). */
const requests = new Map<string, Promise<Outcome>>();
function unsubscribe(token: string, again = false): Promise<Outcome> {
  let result = again ? undefined : requests.get(token);
  if (!result) {
    result = call('POST /api/newsletter/unsubscribe', { query: { token } }).then(
      (): Outcome => 'done',
      (error: unknown): Outcome => (error instanceof ApiRequestError && ['unsubscribe_link_invalid', 'invalid_request'].includes(error.code) ? 'invalid' : 'failed'),
    );
    requests.set(token, result);
  }
  return result;
}

/**
 * Where the newsletter's unsubscribe link lands: it unsubscribes at once (the shopper already clicked
 * once, in the e-mail) and says so. The page's script does it, not the link itself: mail scanners that
 * open links do not run it, so they unsubscribe nobody.
 */
function Unsubscribe() {
  const t = useT();
  const [token] = useState(linkToken);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'invalid');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    hideLinkToken();
    if (!token) return;
    let current = true;
    void unsubscribe(token, attempt > 0).then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className={`${card} space-y-6 p-8 text-center`}>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('newsletter.unsubscribe.title')}</h1>
          <div role="status" className="space-y-2">
            <p className={outcome === 'invalid' || outcome === 'failed' ? 'text-red-700' : 'text-slate-700'}>{t(`newsletter.unsubscribe.${outcome}`)}</p>
            {outcome === 'done' && <p className="text-slate-600">{t('newsletter.unsubscribe.coupon')}</p>}
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
              {t('newsletter.unsubscribe.retry')}
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
