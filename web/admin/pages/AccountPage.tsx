import type { AdminAccountDetail } from '../../../core/api/admin';
import { consoleApi } from '../api';
import { Link } from '../navigation';
import { Badge, ConfirmDialog, Loading, PageTitle, Table, cell, dangerButton, useConfirmedAction, useConsoleData, when } from '../ui';

export function AccountPage({ id }: { id: string }) {
  const [state, reload] = useConsoleData<AdminAccountDetail>(`/accounts/${encodeURIComponent(id)}`);
  const revoke = useConfirmedAction(async () => {
    await consoleApi(`/accounts/${encodeURIComponent(id)}/revoke-sessions`, { method: 'POST' });
  }, reload);
  return (
    <>
      <p className="mb-4">
        <Link to="/admin/accounts" className="text-sm text-brand-800 underline">
          All accounts
        </Link>
      </p>
      <Loading state={state}>
        {(account) => (
          <>
            <PageTitle>{account.email}</PageTitle>
            <p className="-mt-4 mb-6 flex flex-wrap items-center gap-3 text-sm">
              {account.name} · <Badge value={account.verified ? 'verified' : 'not verified'} /> · created {when(account.createdAt)}
            </p>
            <div className="mb-4 flex items-center justify-between gap-4">
              <h2 className="text-lg font-bold">Active sessions ({account.sessions.length})</h2>
              <button type="button" className={dangerButton} disabled={account.sessions.length === 0} onClick={revoke.ask}>
                Revoke all sessions
              </button>
            </div>
            <Table caption="Signed-in browsers" head={['Signed in', 'Last used', 'Ends']}>
              {account.sessions.map((session, index) => (
                <tr key={index}>
                  <td className={cell}>{when(session.createdAt)}</td>
                  <td className={cell}>{when(session.lastUsedAt)}</td>
                  <td className={cell}>{when(session.expiresAt)}</td>
                </tr>
              ))}
            </Table>
            <ConfirmDialog
              open={revoke.open}
              title="Sign this account out everywhere?"
              confirmLabel="Revoke all sessions"
              busy={revoke.busy}
              problem={revoke.problem}
              onConfirm={revoke.confirm}
              onClose={revoke.close}
            >
              Every browser signed in as {account.email} is signed out at its next request.
            </ConfirmDialog>
          </>
        )}
      </Loading>
    </>
  );
}
