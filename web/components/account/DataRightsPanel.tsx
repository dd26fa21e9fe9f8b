import { useT } from '../../i18n';
import { buttonSizes, buttonStyles, card } from '../ui/styles';
import { onDemand } from '../ui/on-demand';
import { useLazyDialog } from '../ui/useLazyDialog';

// Its code (the dialog, the password field) comes with the first click on "Delete account".
const DeleteAccountDialog = onDemand(() => import('./DeleteAccountDialog').then((m) => m.DeleteAccountDialog));

/**
 * The shopper's data rights on /account: a copy of everything the shop keeps about them (the worker
 * sends it as a file), and deleting the account.
 */
export function DataRightsPanel() {
  const t = useT();
  const deleting = useLazyDialog(DeleteAccountDialog.preload);
  return (
    <section aria-labelledby="data-title" className={`${card} space-y-4 p-6`}>
      <h2 id="data-title" className="text-lg font-bold text-slate-900">
        {t('auth.account.data.title')}
      </h2>
      <p className="text-slate-700">{t('auth.account.data.downloadHint')}</p>
      <div className="flex flex-wrap gap-3">
        <a href="/api/account/export" download="vitaglow-my-data.json" className={`${buttonStyles.secondary} ${buttonSizes.md}`}>
          {t('auth.account.data.download')}
        </a>
        <button ref={deleting.triggerRef} type="button" onClick={deleting.show} className={`${buttonStyles.danger} ${buttonSizes.md}`}>
          {t('auth.account.data.delete')}
        </button>
      </div>
      {/* Kept mounted once opened: closing runs the dialog's close and hands focus back to the button. */}
      {deleting.mounted && (
        <DeleteAccountDialog open={deleting.open} onOpenChange={deleting.onOpenChange} returnFocusRef={deleting.triggerRef} />
      )}
    </section>
  );
}
