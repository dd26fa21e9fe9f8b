import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { cartLinesAtom, cartOpenAtom, lineKey } from '../../state/cart';
import { clearCartAtom } from '../../state/cart-edit';
import { cartPriceAtom } from '../../state/cart-price';
import { CartNewsletterBox } from '../newsletter/CartNewsletterBox';
import { Icon } from '../ui/Icon';
import { buttonSizes, buttonStyles, iconButton } from '../ui/styles';
import { CART_BUTTON_ID } from './ids';
import { CartCheckoutButton } from './CartCheckoutButton';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartTotals';
import { CouponField } from './CouponField';
import { FreeExpressProgress } from './FreeExpressProgress';
import { ShippingOptions } from './ShippingOptions';

/**
 * The cart drawer: a Radix dialog (focus trap, Escape, title and description) sliding in from the
 * inline end, so from the right in English and French and from the left in Arabic.
 */
export default function CartDrawerPanel() {
  const t = useT();
  const [open, setOpen] = useAtom(cartOpenAtom);
  const lines = useAtomValue(cartLinesAtom);
  const price = useAtomValue(cartPriceAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Opened from the header or from a toast, without a Radix trigger: return focus ourselves.
            event.preventDefault();
            const target = opener.current?.isConnected ? opener.current : document.getElementById(CART_BUTTON_ID);
            target?.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none rtl:starting:-translate-x-full"
        >
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{t('cart.drawer.title', { count: lines.length })}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('cart.drawer.description')}</Dialog.Description>
            <Dialog.Close className={iconButton} aria-label={t('cart.drawer.close')}>
              <Icon name="close" className="size-6" />
            </Dialog.Close>
          </header>

          {price === null ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
              <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name="cart" className="size-8" />
              </span>
              <p className="text-lg font-semibold text-slate-900">{t('cart.drawer.emptyTitle')}</p>
              <p className="text-slate-600">{t('cart.drawer.emptyBody')}</p>
              <button type="button" onClick={close} className={`${buttonStyles.primary} ${buttonSizes.md}`}>
                {t('cart.drawer.continueShopping')}
              </button>
            </div>
          ) : (
            <>
              {/* On a short window (or large text) the whole panel scrolls, so the footer's buttons can be reached (WCAG 1.4.10). */}
              <div className="space-y-6 px-6 py-4 tall:min-h-0 tall:flex-1 tall:overflow-y-auto">
                <ul aria-label={t('cart.drawer.items')} className="divide-y divide-slate-100">
                  {lines.map((line) => (
                    <CartLineItem key={lineKey(line)} line={line} />
                  ))}
                </ul>
                {price.lineItems.some((line) => line.kind === 'product') && <FreeExpressProgress subtotalCents={price.subtotalCents} />}
                <CartNewsletterBox />
                <ShippingOptions subtotalCents={price.subtotalCents} packagesOnly={price.lineItems.every((line) => line.kind === 'deal')} />
                <CouponField />
              </div>
              <footer className="space-y-3 border-t border-slate-200 px-6 py-4">
                <CartTotals price={price} />
                <CartCheckoutButton />
                <div className="flex justify-between gap-2">
                  <button type="button" onClick={close} className={`${buttonStyles.ghost} ${buttonSizes.sm}`}>
                    {t('cart.drawer.continueShopping')}
                  </button>
                  <button type="button" onClick={clearCart} className={`${buttonStyles.ghost} ${buttonSizes.sm} text-red-700 hover:bg-red-50 hover:text-red-800`}>
                    {t('cart.drawer.clear')}
                  </button>
                </div>
              </footer>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
