import { type FormEvent, useId, useState } from 'react';
import type { AdminSupportRequest } from '../../../core/api/support';
import { consoleApi, problemText } from '../api';
import { Link } from '../navigation';
import {
  Badge,
  ConfirmDialog,
  Loading,
  PageTitle,
  panel,
  primaryButton,
  secondaryButton,
  useConfirmedAction,
  useConsoleData,
  when,
} from '../ui';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', ar: 'Arabic' };

/** One support request: its thread, a reply (e-mailed to the requester in their language) and closing it. */
export function SupportRequestPage({ id }: { id: string }) {
  const path = `/support/${encodeURIComponent(id)}`;
  const [state, reload] = useConsoleData<AdminSupportRequest>(path);
  const replyId = useId();
  const [reply, setReply] = useState({ busy: false, problem: null as string | null, sent: false });
  const close = useConfirmedAction(async () => {
    await consoleApi(`${path}/close`, { method: 'POST' });
  }, reload);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '');
    setReply({ busy: true, problem: null, sent: false });
    try {
      await consoleApi(`${path}/replies`, { method: 'POST', body: { text } });
      form.reset();
      setReply({ busy: false, problem: null, sent: true });
      reload();
    } catch (error) {
      setReply({ busy: false, problem: problemText(error), sent: false });
    }
  };

  return (
    <>
      <p className="mb-4">
        <Link to="/admin/support" className="text-sm text-brand-800 underline">
          Support inbox
        </Link>
      </p>
      <Loading state={state}>
        {(request) => (
          <>
            <PageTitle>{request.subject}</PageTitle>
            <p className="-mt-4 mb-6 flex flex-wrap items-center gap-2 text-sm">
              {request.email} {request.member && <Badge value="member" />} · {LANGUAGE_NAMES[request.language] ?? request.language} ·{' '}
              <Badge value={request.status} /> · reply promised by {when(request.promisedBy)} {request.overdue && <Badge value="overdue" />}
              {request.orderReference && (
                <>
                  · order{' '}
                  <Link to={`/admin/orders/${request.orderReference}`} className="font-mono text-brand-800 underline">
                    {request.orderReference}
                  </Link>
                </>
              )}
            </p>
            <h2 className="mb-3 text-lg font-bold">Thread</h2>
            <ol className="mb-8 space-y-3">
              {request.messages.map((message) => (
                <li key={message.id} className={panel}>
                  <p className="mb-2 text-sm text-slate-600">
                    {message.author === 'shopper' ? request.email : `Reply by ${message.operatorEmail ?? 'an operator'}`} ·{' '}
                    {when(message.createdAt)}
                  </p>
                  <p className="whitespace-pre-wrap">{message.text}</p>
                </li>
              ))}
            </ol>
            <form onSubmit={(event) => void send(event)} className="space-y-3">
              <label htmlFor={replyId} className="block font-semibold">
                Reply to {request.email}
              </label>
              <p className="text-sm text-slate-600">
                Sent by e-mail as you write it, inside a greeting and signature in the requester’s language. Plain text only.
              </p>
              <textarea
                id={replyId}
                name="text"
                required
                rows={6}
                maxLength={4000}
                className="block w-full rounded-lg border border-slate-300 p-3"
              />
              {reply.problem && (
                <p role="alert" className="text-red-800">
                  {reply.problem}
                </p>
              )}
              {reply.sent && <p role="status">Reply sent and kept in the thread.</p>}
              <div className="flex gap-3">
                <button type="submit" className={primaryButton} disabled={reply.busy}>
                  {reply.busy ? 'Sending…' : 'Send reply'}
                </button>
                {request.status !== 'closed' && (
                  <button type="button" className={secondaryButton} onClick={close.ask}>
                    Close request
                  </button>
                )}
              </div>
            </form>
            <ConfirmDialog
              open={close.open}
              title="Close this support request?"
              confirmLabel="Close request"
              busy={close.busy}
              problem={close.problem}
              onConfirm={close.confirm}
              onClose={close.close}
            >
              It leaves the inbox. A later reply opens it again.
            </ConfirmDialog>
          </>
        )}
      </Loading>
    </>
  );
}
