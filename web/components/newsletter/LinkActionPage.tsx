import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { type MessageKey, useT } from '../../i18n';
import { hideLinkToken, linkToken } from '../account/link-token';
import { buttonSizes, buttonStyles, card } from '../ui/styles';

/** Where a request for an e-mailed link stands: each has its text under the page's key. */
export type LinkOutcome = 'working' | 'done' | 'invalid' | 'failed';

/**
 * The page a newsletter e-mail's link opens (unsubscribe, confirm): it acts at once and says so. The page's
 * script acts, not the link itself, so a mail scanner opening links changes nobody's subscription. Texts are
 * `<texts>.title`, `.retry` and one per outcome.
 */
export function LinkActionPage<O extends string>(props: {
  texts: 'newsletter.confirm' | 'newsletter.unsubscribe' | 'newsletter.earlyAccessUnsubscribe' | 'newsletter.reviewUnsubscribe';
  act: (token: string, again: boolean) => Promise<O | LinkOutcome>;
  /** Said below the outcome, when there is more to say. */
  more?: (outcome: O | LinkOutcome) => ReactNode;
}) {
  const { texts, act, more } = props;
  const t = useT();
  const [token] = useState(linkToken);
  const [outcome, setOutcome] = useState<O | LinkOutcome>(token ? 'working' : 'invalid');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    hideLinkToken();
    if (!token) return;
    let current = true;
    void act(token, attempt > 0).then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [act, token, attempt]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className={`${card} space-y-6 p-8 text-center`}>
          <h1 className="text-2xl font-extrabold text-slate-900">{t(`${texts}.title` as MessageKey)}</h1>
          <div role="status" className="space-y-2">
            <p className={outcome === 'invalid' || outcome === 'failed' ? 'text-red-700' : 'text-slate-700'}>
              {t(`${texts}.${outcome}` as MessageKey)}
            </p>
            {more?.(outcome)}
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
              {t(`${texts}.retry` as MessageKey)}
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
