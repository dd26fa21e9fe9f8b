import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../i18n';
import { Icon } from './Icon';
import { iconButton } from './styles';

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
  children: ReactNode;
}

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-3xl' } as const;

/**
 * The storefront's dialog: Radix handles the focus trap, Escape, outside clicks, scroll lock and the
 * title/description wiring. It is only imported by lazily loaded dialog bodies, so none of this is
 * in the home page's first download.
 */
export default function Modal({ open, onOpenChange, title, description, hideDescription, returnFocusRef, width = 'lg', children }: ModalProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid grid-cols-1 place-items-center overflow-y-auto bg-slate-900/50 p-4 backdrop-blur-sm">
          <Dialog.Content
            className={`relative w-full ${WIDTHS[width]} rounded-3xl bg-white p-6 shadow-2xl sm:p-8`}
            onCloseAutoFocus={(event) => {
              // Opened without a Radix trigger (the body loads on demand): send focus back ourselves.
              event.preventDefault();
              returnFocusRef.current?.focus();
            }}
          >
            <Dialog.Title className="pe-10 text-xl font-bold text-slate-900 sm:text-2xl">{title}</Dialog.Title>
            <Dialog.Description className={hideDescription ? 'sr-only' : 'mt-2 text-slate-600'}>{description}</Dialog.Description>
            <div className="mt-6">{children}</div>
            <Dialog.Close className={`${iconButton} absolute end-4 top-4`} aria-label={t('store.dialog.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
