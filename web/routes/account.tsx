import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { DataRightsPanel } from '../components/account/DataRightsPanel';
import { MembershipPanel } from '../components/account/MembershipPanel';
import { OrdersPanel } from '../components/account/OrdersPanel';
import { ReviewInvitationsPanel } from '../components/account/ReviewInvitationsPanel';
import { SuppliesPanel } from '../components/account/SuppliesPanel';
import { buttonSizes, buttonStyles, card } from '../components/ui/styles';
import { useT } from '../i18n';
import { authAtom, openAuthDialogAtom } from '../state/auth';

export const Route = createFileRoute('/account')({
  component: AccountPage,
  // Stripe's Checkout returns here with ?membership=started.
  validateSearch: (search: Record<string, unknown>): { membership?: 'started' } =>
    search.membership === 'started' ? { membership: 'started' } : {},
});

/** The signed-in shopper's e-mail and name, membership, supplies (a member's), orders and data rights; signed out, the sign-in dialog. */
function AccountPage() {
  const t = useT();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  const { membership } = Route.useSearch();

  // Arriving signed out opens the dialog once; signing out here later does not reopen it.
  const firstStatus = useRef<string | null>(null);
  useEffect(() => {
    if (auth.status === 'loading' || firstStatus.current) return;
    firstStatus.current = auth.status;
    if (auth.status === 'signedOut') openDialog('login');
  }, [auth.status, openDialog]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('auth.account.title')}</h1>
        {auth.status === 'loading' && (
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
        {auth.status === 'signedIn' && (
          <>
            <section aria-labelledby="profile-title" className={`${card} p-6`}>
              <h2 id="profile-title" className="text-lg font-bold text-slate-900">
                {t('auth.account.profile')}
              </h2>
              <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                <dt className="text-sm text-slate-500">{t('auth.account.email')}</dt>
                <dd className="font-semibold text-slate-900">
                  <bdi>{auth.user.email}</bdi>
                </dd>
                <dt className="text-sm text-slate-500">{t('auth.account.name')}</dt>
                <dd className="font-semibold text-slate-900">{auth.user.name}</dd>
              </dl>
            </section>
            <MembershipPanel key={auth.user.id} justStarted={membership === 'started'} />
            <SuppliesPanel key={`supplies-${auth.user.id}-${auth.user.member}`} />
            <OrdersPanel key={`orders-${auth.user.id}`} />
            <ReviewInvitationsPanel key={`reviews-${auth.user.id}`} />
            <DataRightsPanel />
          </>
        )}
      </div>
    </div>
  );
}
