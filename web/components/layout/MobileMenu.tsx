import { Link } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { useT } from '../../i18n';
import { LanguageList } from './LanguageList';
import { SectionLink } from '../ui/SectionLink';
import { buttonSizes, buttonStyles, modalBox } from '../ui/styles';
import { useModalDialog } from '../ui/useModalDialog';
import { NAV_SECTIONS } from './nav-sections';

interface MobileMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The menu starts at its first link (WCAG 2.4.3), not at its first button as other dialogs do. */
const FIRST_LINK = 'nav a[href]';

/**
 * The small-screen menu: a panel that drops down under the header, in a modal <dialog>
 * (web/components/ui/useModalDialog.ts: focus moves in, Tab stays inside, Escape closes it and focus goes back
 * to the header's toggle). A tap outside the panel, the toggle's place included, lands on the dialog's own box
 * and closes it. It is loaded on first use, so it costs the first page load nothing.
 */
export default function MobileMenu({ open, onOpenChange, returnFocusRef }: MobileMenuProps) {
  const t = useT();
  const close = () => onOpenChange(false);
  const dialog = useModalDialog(open, onOpenChange, () => returnFocusRef.current, FIRST_LINK);
  const link = 'block rounded-2xl px-4 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800';
  return (
    <dialog {...dialog} aria-label={t('store.header.menu')} className={`${modalBox} bg-transparent p-0 min-[48.0625rem]:hidden`}>
      {open && (
        // The panel hangs under the header; taps around it, the header's toggle included, reach the dialog's own transparent box and close it.
        <div className="below-header pointer-events-none fixed inset-x-0 top-16 bottom-0">
          <div className="pointer-events-auto max-h-full overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-3 pb-5 shadow-xl">
            <nav aria-label={t('nav.label')}>
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
            <div className="mt-3 flex flex-col gap-4 border-t border-slate-100 pt-4">
              <LanguageList />
              <SectionLink section="products" onNavigate={close} className={`${buttonStyles.primary} ${buttonSizes.md}`}>
                {t('hero.shopNow')}
              </SectionLink>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
