import { Activity, type ReactNode, type RefObject, useId } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n';
import { Icon } from './Icon';
import { iconButton, modalDialog } from './styles';
import { useModalDialog } from './useModalDialog';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** Keeps the description for screen readers only, when the body already says it visually. */
  hideDescription?: boolean;
  /** The control that opened the dialog, focused again when it closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  width?: 'md' | 'lg' | 'xl';
  /**
   * Keeps the content while closed, hidden (React's Activity: rendered, and rendered again when its props change,
   * only once nothing else is waiting), so that opening only shows it: for a dialog with no state of its own to
   * start afresh, mounted ahead of its tap (./useDialogBuiltAhead.ts).
   */
  keepContent?: boolean;
  children: ReactNode;
}

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-3xl' } as const;

/**
 * The storefront's dialog: a modal <dialog> (web/components/ui/useModalDialog.ts), labelled by
 * its title and described by its description. It is only imported by lazily loaded dialog bodies, so none
 * of this is in the home page's first download. In <body>, so no card or section it was opened from (some
 * skip their rendering off screen: web/styles.css) contains it.
 */
export default function Modal({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  returnFocusRef,
  width = 'lg',
  keepContent = false,
  children,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useModalDialog(open, onOpenChange, () => returnFocusRef.current);
  const panel = (
    <div
      className={`relative m-auto max-h-full w-full ${WIDTHS[width]} overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 shadow-2xl sm:p-8`}
    >
      <h2 id={titleId} className="pe-10 text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <p id={descriptionId} className={hideDescription ? 'sr-only' : 'mt-2 text-slate-600'}>
        {description}
      </p>
      <div className="mt-6">{children}</div>
      <button
        type="button"
        onClick={() => onOpenChange(false)}
        className={`${iconButton} absolute end-4 top-4`}
        aria-label={t('store.dialog.close')}
      >
        <Icon name="close" />
      </button>
    </div>
  );
  return createPortal(
    <dialog {...dialog} aria-labelledby={titleId} aria-describedby={descriptionId} className={`${modalDialog} p-4`}>
      {keepContent ? <Activity mode={open ? 'visible' : 'hidden'}>{panel}</Activity> : open && panel}
    </dialog>,
    document.body,
  );
}
