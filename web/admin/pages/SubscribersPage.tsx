import { useState } from 'react';
import type { AdminSubscriber } from '../../../core/api/admin';
import { consoleApi } from '../api';
import { PagedTable, QueryField, usePagedList } from '../list';
import { SearchForm } from '../search';
import { Badge, ConfirmDialog, PageTitle, cell, secondaryButton, useConfirmedAction, when } from '../ui';

export function SubscribersPage() {
  const list = usePagedList<AdminSubscriber>('/subscribers');
  const [removing, setRemoving] = useState<AdminSubscriber | null>(null);
  const remove = useConfirmedAction(async () => {
    if (removing) await consoleApi(`/subscribers/${removing.id}`, { method: 'DELETE' });
  }, list.reload);
  return (
    <>
      <PageTitle>Newsletter subscribers</PageTitle>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <SearchForm label="Find subscribers" className="">
          <QueryField label="E-mail" params={list.params} />
        </SearchForm>
        <a href="/api/admin/subscribers.csv" download className={secondaryButton}>
          Export all as CSV
        </a>
      </div>
      <PagedTable
        list={list}
        caption="Subscribers, newest first"
        head={['E-mail', 'Language', 'Coupon', 'Subscribed', 'Confirmed', 'Unsubscribed', 'Actions']}
        empty="No subscribers match."
        row={(subscriber) => (
          <tr key={subscriber.id}>
            <td className={cell}>{subscriber.email}</td>
            <td className={cell}>{subscriber.language}</td>
            <td className={cell}>
              <Badge value={subscriber.coupon} />
            </td>
            <td className={cell}>{when(subscriber.createdAt)}</td>
            <td className={cell}>{subscriber.confirmedAt ? when(subscriber.confirmedAt) : 'Not yet'}</td>
            <td className={cell}>{when(subscriber.unsubscribedAt)}</td>
            <td className={cell}>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`Remove ${subscriber.email}`}
                onClick={() => {
                  setRemoving(subscriber);
                  remove.ask();
                }}
              >
                Remove
              </button>
            </td>
          </tr>
        )}
      />
      <ConfirmDialog
        open={remove.open}
        title="Remove this subscriber?"
        confirmLabel="Remove"
        busy={remove.busy}
        problem={remove.problem}
        onConfirm={remove.confirm}
        onClose={remove.close}
      >
        {removing?.email} gets no more newsletters, and an unused coupon of theirs stops working.
      </ConfirmDialog>
    </>
  );
}
