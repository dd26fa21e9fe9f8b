import { useState } from 'react';
import { type AdminEmail, EMAIL_STATUSES, type Paged } from '../../../core/api/admin';
import { consoleApi, problemText } from '../api';
import { Link } from '../navigation';
import { Field, SearchForm, useQueryParams } from '../search';
import { Badge, Loading, PageTitle, Pager, Table, cell, input, secondaryButton, useConsoleData, when } from '../ui';

function RetryButton({ email, onDone }: { email: AdminEmail; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const retry = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await consoleApi(`/emails/${email.id}/retry`, { method: 'POST' });
      onDone();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={secondaryButton} disabled={busy} onClick={retry} aria-label={`Send again: ${email.subject} to ${email.to}`}>
        {busy ? 'Sending…' : 'Send again'}
      </button>
      {problem && (
        <p role="alert" className="mt-1 text-xs text-red-800">
          {problem}
        </p>
      )}
    </>
  );
}

export function EmailsPage() {
  const { params, apiQuery, goTo } = useQueryParams();
  const [state, reload] = useConsoleData<Paged<AdminEmail>>(`/emails?${apiQuery}`);
  return (
    <>
      <PageTitle>E-mail</PageTitle>
      <SearchForm label="Find e-mails">
        <Field label="Recipient">
          <input name="q" defaultValue={params.get('q') ?? ''} className={`${input} w-72`} />
        </Field>
        <Field label="Status">
          <select name="status" defaultValue={params.get('status') ?? ''} className={input}>
            <option value="">Any</option>
            {EMAIL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </Field>
      </SearchForm>
      <Loading state={state}>
        {(result) => (
          <>
            <Table caption="E-mails, newest first" head={['To', 'Subject', 'Status', 'Tries', 'Queued', 'Sent', 'Actions']}>
              {result.items.map((email) => (
                <tr key={email.id}>
                  <td className={cell}>{email.to}</td>
                  <td className={cell}>
                    {email.subject}
                    {email.orderReference && (
                      <>
                        {' · '}
                        <Link to={`/admin/orders/${email.orderReference}`} className="font-mono text-brand-800 underline">
                          {email.orderReference}
                        </Link>
                      </>
                    )}
                    {email.lastError && <p className="mt-1 text-xs text-red-800">{email.lastError}</p>}
                  </td>
                  <td className={cell}>
                    <Badge value={email.status} />
                  </td>
                  <td className={cell}>{email.attempts}</td>
                  <td className={cell}>{when(email.createdAt)}</td>
                  <td className={cell}>{when(email.sentAt)}</td>
                  <td className={cell}>{email.status === 'failed' && <RetryButton email={email} onDone={reload} />}</td>
                </tr>
              ))}
            </Table>
            {result.items.length === 0 && <p className="mt-4">No e-mails match.</p>}
            <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={goTo} />
          </>
        )}
      </Loading>
    </>
  );
}
