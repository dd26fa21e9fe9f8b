import type { AdminSupportRow } from '../../../core/api/support';
import { Link } from '../navigation';
import { Badge, Loading, PageTitle, Table, cell, useConsoleData, when } from '../ui';

/** The Support inbox: every request not closed, members' first, then the oldest first (as the worker sorts them). */
export function SupportPage() {
  const [state] = useConsoleData<{ items: AdminSupportRow[] }>('/support');
  return (
    <>
      <PageTitle>Support</PageTitle>
      <p className="-mt-4 mb-6 text-sm text-slate-700">
        Members are promised a reply within 4 support hours; everyone else within 24 hours on business days. Requests past their promised
        time with no reply are marked overdue.
      </p>
      <Loading state={state}>
        {({ items }) =>
          items.length === 0 ? (
            <p>No support requests are waiting.</p>
          ) : (
            <Table
              caption="Support requests, members first, then oldest first"
              head={['Request', 'From', 'Sent', 'Reply promised by', 'Status']}
            >
              {items.map((request) => (
                <tr key={request.id}>
                  <td className={cell}>
                    <Link to={`/admin/support/${request.id}`} className="font-semibold text-brand-800 underline">
                      {request.subject}
                    </Link>
                    {request.orderReference && <span className="ms-2 font-mono text-xs">{request.orderReference}</span>}
                  </td>
                  <td className={cell}>
                    {request.email} {request.member && <Badge value="member" />}
                  </td>
                  <td className={cell}>{when(request.createdAt)}</td>
                  <td className={cell}>
                    {when(request.promisedBy)} {request.overdue && <Badge value="overdue" />}
                  </td>
                  <td className={cell}>
                    <Badge value={request.status} />
                  </td>
                </tr>
              ))}
            </Table>
          )
        }
      </Loading>
    </>
  );
}
