import type { SessionUser } from '../../../core/api/auth';
import { useT } from '../../i18n';
import { nearScreen } from '../ui/near-screen';
import { card } from '../ui/styles';
import { MembershipPanel } from './MembershipPanel';
import { OrdersPanel } from './OrdersPanel';
import { SuppliesPanel } from './SuppliesPanel';

/** Review invitations and data rights: a laptop's first screen ends before them (issue 37's initial-JS budget). */
const LowerPanels = nearScreen(() => import('./LowerPanels').then((m) => m.LowerPanels), 'min-h-96');

/**
 * What /account shows a signed-in shopper: e-mail and name, membership, supplies (a member's), orders, review
 * invitations and data rights. Its code comes once the session says who is signed in (web/routes/account.tsx).
 */
export function AccountDetails({ user, justStarted }: { user: SessionUser; justStarted: boolean }) {
  const t = useT();
  return (
    <>
      <section aria-labelledby="profile-title" className={`${card} p-6`}>
        <h2 id="profile-title" className="text-lg font-bold text-slate-900">
          {t('auth.account.profile')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-sm text-slate-500">{t('auth.account.email')}</dt>
          <dd className="font-semibold text-slate-900">
            <bdi>{user.email}</bdi>
          </dd>
          <dt className="text-sm text-slate-500">{t('auth.account.name')}</dt>
          <dd className="font-semibold text-slate-900">{user.name}</dd>
        </dl>
      </section>
      <MembershipPanel key={user.id} justStarted={justStarted} />
      <SuppliesPanel key={`supplies-${user.id}-${user.member}`} member={user.member} />
      <OrdersPanel key={`orders-${user.id}`} />
      <LowerPanels user={user} />
    </>
  );
}
