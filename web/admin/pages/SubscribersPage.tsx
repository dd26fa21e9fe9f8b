import { useState } from 'react';
import type { AdminSubscriber, Paged } from '../../../core/api/admin';
import { consoleApi } from '../api';
import { Field, SearchForm, useQueryParams } from '../search';
import { Badge, ConfirmDialog, Loading, PageTitle, Pager, Table, cell, input, secondaryButton, useConfirmedAction, useConsoleData, when } from '../ui';

export function SubscribersPage() {
  const { params, apiQuery, goTo } = useQueryParams();
  const [state, reload] = useConsoleData<Paged<AdminSubscriber>>(`/subscribers?${apiQuery}`);
  const [removing, setRemoving] = useState<AdminSubscriber | null>(null);
  const remove = useConfirmedAction(async () => {
    if (removing) await consoleApi(`/subscribers/${removing.id}`, { method: 'DELETE' });
  }, reload);
  return (
    <>
      <PageTitle>Newsletter subscribers</PageTitle>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <SearchForm label="Find subscribers" className="">
          <Field label="E-mail">
            <input name="q" defaultValue={params.get('q') ?? ''} className={`${input} w-72`} />
          </Field>
        </SearchForm>
        <a href="/api/admin/subscribers.csv" download className={secondaryButton}>
          Export all as CSV
        </a>
      </div>
      <Loading state={state}>
        {(result) => (
          <>
            <Table caption="Subscribers, newest first" head={['E-mail', 'Language', 'Coupon', 'Subscribed', 'Actions']}>
              {result.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className={cell}>{subscriber.email}</td>
                  <td className={cell}>{subscriber.language}</td>
                  <td className={cell}>
                    <Badge value={subscriber.coupon} />
                  </td>
                  <td className={cell}>{when(subscriber.createdAt)}</td>
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
              ))}
            </Table>
            {result.items.length === 0 && <p className="mt-4">No subscribers match.</p>}
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={goTo} />
          </>
        )}
      </Loading>
      <ConfirmDialog open={remove.open} title="Remove this subscriber?" confirmLabel="Remove" busy={remove.busy} problem={remove.problem} onConfirm={remove.confirm} onClose={remove.close}>
        {removing?.email} gets no more newsletters, and an unused coupon of theirs stops working.
      </ConfirmDialog>
    </>
  );
}
