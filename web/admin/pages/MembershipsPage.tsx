import { useState } from 'react';
import { type AdminMembership, MEMBERSHIP_STATUSES, type Paged } from '../../../core/api/admin';
import { consoleApi } from '../api';
import { Field, SearchForm, useQueryParams } from '../search';
import { Badge, ConfirmDialog, Loading, PageTitle, Pager, Table, cell, input, secondaryButton, useConfirmedAction, useConsoleData, when } from '../ui';

export function MembershipsPage() {
  const { params, apiQuery, goTo } = useQueryParams();
  const [state, reload] = useConsoleData<Paged<AdminMembership>>(`/memberships?${apiQuery}`);
  const [target, setTarget] = useState<AdminMembership | null>(null);
  const cancel = useConfirmedAction(async () => {
    if (target) await consoleApi(`/memberships/${target.id}/cancel`, { method: 'POST' });
  }, reload);
  return (
    <>
      <PageTitle>Memberships</PageTitle>
      <SearchForm label="Find memberships">
        <Field label="Member e-mail">
          <input name="q" defaultValue={params.get('q') ?? ''} className={`${input} w-72`} />
        </Field>
        <Field label="Status">
          <select name="status" defaultValue={params.get('status') ?? ''} className={input}>
            <option value="">Any</option>
            {MEMBERSHIP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </Field>
      </SearchForm>
      <Loading state={state}>
        {(result) => (
          <>
            <Table caption="Memberships, newest first" head={['Member', 'Plan', 'Status', 'Current period ends', 'Renewal', 'Actions']}>
              {result.items.map((m) => (
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
              ))}
            </Table>
            {result.items.length === 0 && <p className="mt-4">No memberships match.</p>}
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={goTo} />
          </>
        )}
      </Loading>
      <ConfirmDialog open={cancel.open} title="End this membership at the end of its period?" confirmLabel="Cancel at period end" busy={cancel.busy} problem={cancel.problem} onConfirm={cancel.confirm} onClose={cancel.close}>
        {target?.email} keeps the membership until {when(target?.currentPeriodEnd ?? null)} and is not charged again.
      </ConfirmDialog>
    </>
  );
}
