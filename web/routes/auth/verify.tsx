import { createFileRoute } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { hideLinkToken, linkToken, oncePerToken } from '../../components/account/link-token';
import { buttonSizes, buttonStyles, card } from '../../components/ui/styles';
import { useT } from '../../i18n';
import { call } from '../../lib/api';
import { openAuthDialogAtom } from '../../state/auth';

export const Route = createFileRoute('/auth/verify')({ component: VerifyEmail });

type Outcome = 'checking' | 'verified' | 'failed' | 'missing';

const verify = oncePerToken((token) =>
  call('POST /api/auth/verify', { body: { token } }).then(
    () => true,
    () => false,
  ),
);

/** The page the confirmation e-mail links to: confirms the address, then offers to sign in. */
function VerifyEmail() {
  const t = useT();
  const openDialog = useSetAtom(openAuthDialogAtom);
  const [token] = useState(linkToken);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'missing');

  useEffect(() => {
    hideLinkToken();
    if (!token) return;
    let current = true;
    void verify(token).then((ok) => current && setOutcome(ok ? 'verified' : 'failed'));
    return () => {
      current = false;
    };
  }, [token]);

  const text = {
    checking: 'auth.verify.checking',
    verified: 'auth.verify.success',
    failed: 'auth.verify.failure',
    missing: 'auth.verify.missing',
  } as const;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className={`${card} space-y-6 p-8 text-center`}>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('auth.verify.title')}</h1>
          <p role="status" className={outcome === 'failed' || outcome === 'missing' ? 'text-red-700' : 'text-slate-700'}>
            {t(text[outcome])}
          </p>
          {outcome === 'verified' && (
            <button type="button" onClick={() => openDialog('login')} className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
              {t('auth.verify.signIn')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
