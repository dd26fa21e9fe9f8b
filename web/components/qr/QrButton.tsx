import { useT } from '../../i18n';
import { Icon } from '../ui/Icon';
import { onDemand } from '../ui/on-demand';
import { iconButton } from '../ui/styles';
import { useLazyDialog } from '../ui/useLazyDialog';

// Opened by a tap: the worker's renderer never shows it, and leaves its code out (web/build-constants.d.ts).
const QrDialog = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('./QrDialog').then((m) => m.default),
);

/** The header's 'Share Your Site' button; the dialog and the QR library load on first click. */
export function QrButton() {
  const t = useT();
  const dialog = useLazyDialog(QrDialog.preload);
  return (
    <>
      <button
        ref={dialog.triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={t('store.qr.open')}
        onClick={dialog.show}
        onPointerEnter={dialog.warm}
        onPointerDown={dialog.warm}
        onFocus={dialog.warm}
        className={iconButton}
      >
        <Icon name="qr-code" />
      </button>
      {dialog.mounted && <QrDialog open={dialog.open} onOpenChange={dialog.onOpenChange} returnFocusRef={dialog.triggerRef} />}
    </>
  );
}
