import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { type MessageKey, useT } from '../../i18n';
import { errorMessageKey } from '../../lib/error-messages';
import { toast } from '../../lib/notify';
import { deleteAccountAtom } from '../../state/auth';
import Modal from '../ui/Modal';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { Field, FormMessage } from './Field';

/** Deleting the account: what goes and what stays is said first, and the password confirms it. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const navigate = useNavigate();
  const deleteAccount = useSetAtom(deleteAccountAtom);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await deleteAccount(password);
      onOpenChange(false);
      toast.success(t('auth.account.data.deleted'));
      await navigate({ to: '/' });
    } catch (error) {
      setProblem(errorMessageKey(error, 'deleteAccount'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.account.data.confirmTitle')}
      description={t('auth.account.data.confirmBody')}
      returnFocusRef={returnFocusRef}
      width="md"
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <Field
          label={t('auth.account.data.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errorId={problem ? messageId : undefined}
          autoFocus
        />
        <FormMessage id={messageId} message={problem && t(problem)} />
        <button type="submit" aria-disabled={busy} className={`${buttonStyles.danger} ${buttonSizes.md} w-full`}>
          {busy ? t('auth.account.data.deleting') : t('auth.account.data.confirm')}
        </button>
      </form>
    </Modal>
  );
}
