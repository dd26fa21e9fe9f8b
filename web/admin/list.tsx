import type { ReactNode } from 'react';
import type { Paged } from '../../core/api/admin';
import { Field, useQueryParams } from './search';
import { Loading, Pager, Table, input, useConsoleData } from './ui';

/** What every console list page is made of: its rows for the filters in the address, a text search, a status filter, the paged table. */

/** One page of `resource` (an /api/admin path) for the address's filters, and the way to another page. */
export function usePagedList<T>(resource: string) {
  const { params, apiQuery, goTo } = useQueryParams();
  const [state, reload] = useConsoleData<Paged<T>>(`${resource}?${apiQuery}`);
  return { params, state, reload, goTo };
}

/** The free-text search (`q`). */
export function QueryField({ label, params }: { label: string; params: URLSearchParams }) {
  return (
    <Field label={label}>
      <input name="q" defaultValue={params.get('q') ?? ''} className={`${input} w-72`} />
    </Field>
  );
}

/** The status filter (`status`), any by default. */
export function StatusField({ statuses, params }: { statuses: readonly string[]; params: URLSearchParams }) {
  return (
    <Field label="Status">
      <select name="status" defaultValue={params.get('status') ?? ''} className={input}>
        <option value="">Any</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The rows in a table with a caption, a line when nothing matches, and the pager. */
export function PagedTable<T>({
  list,
  caption,
  head,
  empty,
  row,
}: {
  list: Pick<ReturnType<typeof usePagedList<T>>, 'state' | 'goTo'>;
  caption: string;
  head: string[];
  empty: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <Loading state={list.state}>
      {(result) => (
        <>
          <Table caption={caption} head={head}>
            {result.items.map(row)}
          </Table>
          {result.items.length === 0 && <p className="mt-4">{empty}</p>}
          <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={list.goTo} />
        </>
      )}
    </Loading>
  );
}
