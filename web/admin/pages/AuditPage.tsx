import type { AdminAuditEntry, Paged } from '../../../core/api/admin';
import { useQueryParams } from '../search';
import { Loading, PageTitle, Pager, Table, cell, useConsoleData, when } from '../ui';

export function AuditPage() {
  const { apiQuery, goTo } = useQueryParams();
  const [state] = useConsoleData<Paged<AdminAuditEntry>>(`/audit?${apiQuery}`);
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <p className="-mt-4 mb-6 text-sm text-slate-600">
        Every action taken in this console, by the Cloudflare Access identity that took it.
      </p>
      <Loading state={state}>
        {(result) => (
          <>
            <Table caption="Operator actions, newest first" head={['When', 'Operator', 'Action', 'On', 'Details']}>
              {result.items.map((entry) => (
                <tr key={entry.id}>
                  <td className={cell}>{when(entry.at)}</td>
                  <td className={cell}>{entry.operator}</td>
                  <td className={cell}>{entry.action}</td>
                  <td className={cell}>
                    {entry.targetType} {entry.targetId}
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{entry.details ? JSON.stringify(entry.details) : ''}</td>
                </tr>
              ))}
            </Table>
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={goTo} />
          </>
        )}
      </Loading>
    </>
  );
}
