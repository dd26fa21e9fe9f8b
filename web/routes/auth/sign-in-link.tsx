import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { SessionAnswer } from '../../../core/api/auth';
import { hideLinkToken, linkToken, oncePerToken } from '../../components/account/link-token';
import { buttonSizes, buttonStyles, card } from '../../components/ui/styles';
import { useT } from '../../i18n';
import { call } from '../../lib/api';
import { toast } from '../../lib/notify';
import { applySessionAtom, openAuthDialogAtom } from '../../state/auth';

export const Route = createFileRoute('/auth/sign-in-link')({ component: SignInByLink });

type Outcome = 'checking' | 'failed' | 'missing';

const signInWith = oncePerToken((token): Promise<SessionAnswer | null> =>
  call('POST /api/auth/sign-in-link', { body: { token } }).catch(() => null),
);

/**
 * The page the one-time sign-in e-mail links to (sent while an account's ceiling on failed sign-ins holds,
 * worker/routes/auth.ts): the link signs this browser in, announced to the other tabs, and opens the account.
 */
function SignInByLink() {
  const t = useT();
  const navigate = useNavigate();
  const applySession = useSetAtom(applySessionAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  const [token] = useState(linkToken);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'missing');

  useEffect(() => {
    hideLinkToken();
    if (!token) return;
    let current = true;
    void signInWith(token).then(async (answer) => {
      if (!current) return;
      if (!answer) return setOutcome('failed');
      applySession({ event: 'SIGNED_IN', answer });
      toast.success(t('auth.messages.welcomeBack'));
      await navigate({ to: '/account' });
    });
    return () => {
      current = false;
    };
  }, [token, applySession, navigate, t]);

  const text = { checking: 'auth.signInLink.checking', failed: 'auth.signInLink.failure', missing: 'auth.signInLink.missing' } as const;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className={`${card} space-y-6 p-8 text-center`}>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('auth.signInLink.title')}</h1>
          <p role="status" className={outcome === 'checking' ? 'text-slate-700' : 'text-red-700'}>
            {t(text[outcome])}
          </p>
          {outcome !== 'checking' && (
            <button type="button" onClick={() => openDialog('login')} className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
              {t('auth.signInLink.signIn')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
