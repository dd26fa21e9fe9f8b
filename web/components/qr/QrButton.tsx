import { Suspense, lazy } from 'react';
import { useT } from '../../i18n';
import { Icon } from '../ui/Icon';
import { iconButton } from '../ui/styles';
import { useLazyDialog } from '../ui/useLazyDialog';

// Opened by a tap: the worker's renderer never shows it, and leaves its code out (web/build-constants.d.ts).
const QrDialog = __WORKER_RENDERER__ ? () => null : lazy(() => import('./QrDialog'));

/** The header's 'Share Your Site' button; the dialog and the QR library load on first click. */
export function QrButton() {
  const t = useT();
  const dialog = useLazyDialog();
  return (
    <>
      <button
        ref={dialog.triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={t('store.qr.open')}
        onClick={dialog.show}
        className={iconButton}
      >
        <Icon name="qr-code" />
      </button>
      <Suspense fallback={null}>
        {dialog.mounted && <QrDialog open={dialog.open} onOpenChange={dialog.onOpenChange} returnFocusRef={dialog.triggerRef} />}
      </Suspense>
    </>
  );
}
