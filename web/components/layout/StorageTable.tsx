import { Fragment } from 'react';
import { type StorageEntry, type StorageEntryId, displayName } from '../../../core/cookies';
import { useT } from '../../i18n';
import { Table } from '../ui/Table';

/** A long name may wrap only after - _ or :, where it reads best (`__Host-` / `vitaglow_` / `session`). */
function WrappingName({ name }: { name: string }) {
  return name.split(/(?<=[-_:])/).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

interface StorageTableProps {
  caption: string;
  entries: readonly StorageEntry<StorageEntryId>[];
  /** A column saying where each is kept (local or session storage); cookies need none. */
  showKind?: boolean;
}

/** Cookies or browser-storage keys with what each is for and how long it stays, from core/cookies.ts (the test checks the same list). */
export function StorageTable({ caption, entries, showKind = false }: StorageTableProps) {
  const t = useT();
  return (
    <Table
      caption={caption}
      className="mt-4"
      bodyClassName="align-top"
      columns={[
        { label: t('store.legal.cookies.table.name') },
        showKind && { label: t('store.legal.cookies.table.type') },
        { label: t('store.legal.cookies.table.purpose') },
        { label: t('store.legal.cookies.table.lifetime') },
      ]}
    >
      {entries.map((entry) => (
        <tr key={`${entry.kind}:${entry.name}`}>
          <th scope="row" className="px-4 py-3 text-start font-normal">
            <code dir="ltr" className="font-mono text-xs font-semibold text-slate-900">
              <WrappingName name={displayName(entry)} />
            </code>
          </th>
          {showKind && (
            <td className="px-4 py-3 text-slate-700">
              {t(entry.kind === 'sessionStorage' ? 'store.legal.cookies.kinds.sessionStorage' : 'store.legal.cookies.kinds.localStorage')}
            </td>
          )}
          <td className="min-w-48 px-4 py-3 text-slate-700">{t(entry.purposeKey)}</td>
          <td className="min-w-40 px-4 py-3 text-slate-700">{t(entry.lifetimeKey)}</td>
        </tr>
      ))}
    </Table>
  );
}
