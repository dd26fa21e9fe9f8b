import type { RefObject } from 'react';
import { useT } from '../../i18n';
import Modal from '../ui/Modal';
import { buttonSizes, buttonStyles } from '../ui/styles';

/**
 * The second and last click of a cancellation: says until when the perks last and offers both answers,
 * "Keep membership" first so that Enter on the opened dialog keeps it. No questions, no offers.
 */
export function CancelMembershipDialog({
  open,
  onOpenChange,
  returnFocusRef,
  periodEnd,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The date the perks last until, already formatted. */
  periodEnd: string;
  busy: boolean;
  onConfirm(): void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.account.membership.cancelTitle')}
      description={t('auth.account.membership.cancelBody', { date: periodEnd })}
      returnFocusRef={returnFocusRef}
      width="md"
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => onOpenChange(false)} className={`${buttonStyles.secondary} ${buttonSizes.md}`}>
          {t('auth.account.membership.keep')}
        </button>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => !busy && onConfirm()}
          className={`${buttonStyles.danger} ${buttonSizes.md}`}
        >
          {busy ? t('auth.account.membership.cancelling') : t('auth.account.membership.confirmCancel')}
        </button>
      </div>
    </Modal>
  );
}
