import type { AdminAccount, Paged } from '../../../core/api/admin';
import { Link } from '../navigation';
import { Field, SearchForm, useQueryParams } from '../search';
import { Badge, Loading, PageTitle, Pager, Table, cell, input, useConsoleData, when } from '../ui';

export function AccountsPage() {
  const { params, apiQuery, goTo } = useQueryParams();
  const [state] = useConsoleData<Paged<AdminAccount>>(`/accounts?${apiQuery}`);
  return (
    <>
      <PageTitle>Accounts</PageTitle>
      <SearchForm label="Find accounts">
        <Field label="E-mail or name">
          <input name="q" defaultValue={params.get('q') ?? ''} className={`${input} w-72`} />
        </Field>
      </SearchForm>
      <Loading state={state}>
        {(result) => (
          <>
            <Table caption="Accounts, newest first" head={['E-mail', 'Name', 'Verified', 'Active sessions', 'Created']}>
              {result.items.map((account) => (
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
              ))}
            </Table>
            {result.items.length === 0 && <p className="mt-4">No accounts match.</p>}
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={goTo} />
          </>
        )}
      </Loading>
    </>
  );
}
