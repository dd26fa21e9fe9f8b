import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { onDemand } from '../components/ui/on-demand';
import { buttonSizes, buttonStyles, card } from '../components/ui/styles';
import { useT } from '../i18n';
import { authAtom, openAuthDialogAtom } from '../state/auth';

// The panels' code comes once the session says someone is signed in: a signed-out visit never downloads it.
const AccountDetails = onDemand(() => import('../components/account/AccountDetails').then((m) => m.AccountDetails));

export const Route = createFileRoute('/account')({
  component: AccountPage,
  // Stripe's Checkout returns here with ?membership=started.
  validateSearch: (search: Record<string, unknown>): { membership?: 'started' } =>
    search.membership === 'started' ? { membership: 'started' } : {},
});

/**
 * The signed-in shopper's account (../components/account/AccountDetails.tsx). Signed out, a prompt whose button
 * opens the sign-in dialog: the dialog's code and texts come with that click, not with the page
 * (docs/performance.md, "Initial JS"), and nothing takes the focus unasked.
 */
function AccountPage() {
  const t = useT();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  const { membership } = Route.useSearch();
  const detailsCame = !!AccountDetails.useLoaded();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('auth.account.title')}</h1>
        {/* Until the session is known, and a signed-in shopper's panels have come. */}
        {(auth.status === 'loading' || (auth.status === 'signedIn' && !detailsCame)) && (
          <p role="status" className="text-slate-600">
            {t('auth.account.loading')}
          </p>
        )}
        {auth.status === 'signedOut' && (
          <div className={`${card} space-y-4 p-6`}>
            <p className="text-slate-700">{t('auth.account.signInPrompt')}</p>
            <button type="button" onClick={() => openDialog('login')} className={`${buttonStyles.primary} ${buttonSizes.md}`}>
              {t('auth.account.signIn')}
            </button>
          </div>
        )}
        {auth.status === 'signedIn' && <AccountDetails user={auth.user} justStarted={membership === 'started'} />}
      </div>
    </div>
  );
}
