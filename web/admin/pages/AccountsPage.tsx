import type { AdminAccount } from '../../../core/api/admin';
import { PagedTable, QueryField, usePagedList } from '../list';
import { Link } from '../navigation';
import { SearchForm } from '../search';
import { Badge, PageTitle, cell, when } from '../ui';

export function AccountsPage() {
  const list = usePagedList<AdminAccount>('/accounts');
  return (
    <>
      <PageTitle>Accounts</PageTitle>
      <SearchForm label="Find accounts">
        <QueryField label="E-mail or name" params={list.params} />
      </SearchForm>
      <PagedTable
        list={list}
        caption="Accounts, newest first"
        head={['E-mail', 'Name', 'Verified', 'Active sessions', 'Created']}
        empty="No accounts match."
        row={(account) => (
          <tr key={account.id}>
            <td className={cell}>
              <Link to={`/admin/accounts/${account.id}`} className="font-semibold text-brand-800 underline">
                {account.email}
              </Link>
            </td>
            <td className={cell}>{account.name}</td>
            <td className={cell}>
              <Badge value={account.verified ? 'verified' : 'not verified'} />
            </td>
            <td className={cell}>{account.activeSessions}</td>
            <td className={cell}>{when(account.createdAt)}</td>
          </tr>
        )}
      />
    </>
  );
}
