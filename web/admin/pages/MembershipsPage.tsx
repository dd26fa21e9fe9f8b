import { useState } from 'react';
import { type AdminMembership, MEMBERSHIP_STATUSES } from '../../../core/api/admin';
import { consoleApi } from '../api';
import { PagedTable, QueryField, StatusField, usePagedList } from '../list';
import { SearchForm } from '../search';
import { Badge, ConfirmDialog, PageTitle, cell, secondaryButton, useConfirmedAction, when } from '../ui';

export function MembershipsPage() {
  const list = usePagedList<AdminMembership>('/memberships');
  const [target, setTarget] = useState<AdminMembership | null>(null);
  const cancel = useConfirmedAction(async () => {
    if (target) await consoleApi(`/memberships/${target.id}/cancel`, { method: 'POST' });
  }, list.reload);
  return (
    <>
      <PageTitle>Memberships</PageTitle>
      <SearchForm label="Find memberships">
        <QueryField label="Member e-mail" params={list.params} />
        <StatusField statuses={MEMBERSHIP_STATUSES} params={list.params} />
      </SearchForm>
      <PagedTable
        list={list}
        caption="Memberships, newest first"
        head={['Member', 'Plan', 'Status', 'Current period ends', 'Renewal', 'Actions']}
        empty="No memberships match."
        row={(m) => (
          <tr key={m.id}>
            <td className={cell}>{m.email}</td>
            <td className={cell}>{m.plan}</td>
            <td className={cell}>
              <Badge value={m.status} />
            </td>
            <td className={cell}>{when(m.currentPeriodEnd)}</td>
            <td className={cell}>{m.cancelAtPeriodEnd ? 'Ends at period end' : 'Renews'}</td>
            <td className={cell}>
              {(m.status === 'active' || m.status === 'past_due') && !m.cancelAtPeriodEnd && (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Cancel ${m.email}'s membership at period end`}
                  onClick={() => {
                    setTarget(m);
                    cancel.ask();
                  }}
                >
                  Cancel at period end
                </button>
              )}
            </td>
          </tr>
        )}
      />
      <ConfirmDialog
        open={cancel.open}
        title="End this membership at the end of its period?"
        confirmLabel="Cancel at period end"
        busy={cancel.busy}
        problem={cancel.problem}
        onConfirm={cancel.confirm}
        onClose={cancel.close}
      >
        {target?.email} keeps the membership until {when(target?.currentPeriodEnd ?? null)} and is not charged again.
      </ConfirmDialog>
    </>
  );
}
