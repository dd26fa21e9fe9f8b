import { useState } from 'react';
import { type AdminEmail, EMAIL_STATUSES } from '../../../core/api/admin';
import { consoleApi, problemText } from '../api';
import { Link } from '../navigation';
import { PagedTable, QueryField, StatusField, usePagedList } from '../list';
import { SearchForm } from '../search';
import { Badge, PageTitle, cell, secondaryButton, when } from '../ui';

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
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        onClick={retry}
        aria-label={`Send again: ${email.subject} to ${email.to}`}
      >
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
  const list = usePagedList<AdminEmail>('/emails');
  return (
    <>
      <PageTitle>E-mail</PageTitle>
      <SearchForm label="Find e-mails">
        <QueryField label="Recipient" params={list.params} />
        <StatusField statuses={EMAIL_STATUSES} params={list.params} />
      </SearchForm>
      <PagedTable
        list={list}
        caption="E-mails, newest first"
        head={['To', 'Subject', 'Status', 'Tries', 'Queued', 'Sent', 'Actions']}
        empty="No e-mails match."
        row={(email) => (
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
            <td className={cell}>{email.status === 'failed' && <RetryButton email={email} onDone={list.reload} />}</td>
          </tr>
        )}
      />
    </>
  );
}
