import { Link } from '@tanstack/react-router';
import { Dialog } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { useT } from '../../i18n';
import { LanguageCycleButton } from './LanguageCycleButton';
import { SectionLink } from '../ui/SectionLink';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { NAV_SECTIONS } from './nav-sections';

interface MobileMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The small-screen menu: a panel that drops down under the header, as a non-modal Radix dialog (focus
 * moves in, Escape and outside clicks close it, the header's toggle stays usable). It is loaded on first
 * use, so it costs the first page load nothing.
 */
export default function MobileMenu({ open, onOpenChange, returnFocusRef }: MobileMenuProps) {
  const t = useT();
  const close = () => onOpenChange(false);
  const nav = useRef<HTMLElement>(null);
  const link = 'block rounded-2xl px-4 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className="below-header fixed inset-x-0 top-16 z-30 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-3 pb-5 shadow-xl min-[48.0625rem]:hidden"
          onInteractOutside={(event) => {
            // The header's toggle closes the menu itself; letting this close it first would reopen it.
            if (returnFocusRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            // Radix skips links when it picks what to focus; the menu starts at its first link (WCAG 2.4.3).
            event.preventDefault();
            nav.current?.querySelector('a')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{t('store.header.menu')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.label')}</Dialog.Description>
          <nav ref={nav} aria-label={t('nav.label')}>
            <ul className="flex flex-col gap-1">
              {NAV_SECTIONS.map(({ section, key }) => (
                <li key={key}>
                  <SectionLink section={section} onNavigate={close} className={link}>
                    {t(`nav.${key}`)}
                  </SectionLink>
                </li>
              ))}
              <li>
                <Link to="/products" onClick={close} className={link}>
                  {t('nav.allProducts')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <LanguageCycleButton className={`${buttonStyles.ghost} ${buttonSizes.md} ring-1 ring-slate-200`} />
            <SectionLink section="products" onNavigate={close} className={`flex-1 ${buttonStyles.primary} ${buttonSizes.md}`}>
              {t('hero.shopNow')}
            </SectionLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
