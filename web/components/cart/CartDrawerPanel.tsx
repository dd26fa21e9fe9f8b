import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { cartLinesAtom, cartOpenAtom, lineKey } from '../../state/cart';
import { clearCartAtom } from '../../state/cart-edit';
import { cartPriceAtom } from '../../state/cart-price';
import { CartNewsletterBox } from '../newsletter/CartNewsletterBox';
import { Icon } from '../ui/Icon';
import { buttonSizes, buttonStyles, iconButton, modalDialog } from '../ui/styles';
import { useModalDialog } from '../ui/useModalDialog';
import { CART_BUTTON_ID } from './ids';
import { CartCheckoutButton } from './CartCheckoutButton';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartTotals';
import { CouponField } from './CouponField';
import { FreeExpressProgress } from './FreeExpressProgress';
import { ShippingOptions } from './ShippingOptions';

/**
 * The cart drawer: a modal <dialog> (web/components/ui/useModalDialog.ts) whose panel slides in from the
 * inline end, so from the right in English and French and from the left in Arabic. Opened from the header
 * or from a toast, it returns focus to what opened it, or to the cart button when that is gone.
 */
export default function CartDrawerPanel() {
  const t = useT();
  const [open, setOpen] = useAtom(cartOpenAtom);
  const lines = useAtomValue(cartLinesAtom);
  const price = useAtomValue(cartPriceAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<HTMLElement | null>(null);
  // Before the dialog's own layout effect opens it, while focus is still on the opener.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const dialog = useModalDialog(open, setOpen, () =>
    opener.current?.isConnected ? opener.current : document.getElementById(CART_BUTTON_ID),
  );
  const close = () => setOpen(false);
  // The lines, shipping and totals render just after the panel has shown (a render the next tap can
  // interrupt), so the tap that opens the cart is answered by the panel sliding in, not after all of it.
  const filled = useDeferredValue(open, false);

  return createPortal(
    <dialog {...dialog} aria-labelledby={titleId} aria-describedby={descriptionId} className={`${modalDialog} p-0`}>
      {open && (
        <div className="ms-auto flex h-full w-full max-w-md flex-col overflow-y-auto overscroll-contain bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none rtl:starting:-translate-x-full">
          {/* Its head and foot are not <header>/<footer>: outside sectioning content those are the page's own landmarks. */}
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {t('cart.drawer.title', { count: lines.length })}
            </h2>
            <p id={descriptionId} className="sr-only">
              {t('cart.drawer.description')}
            </p>
            <button type="button" onClick={close} className={iconButton} aria-label={t('cart.drawer.close')}>
              <Icon name="close" className="size-6" />
            </button>
          </div>

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
            filled && (
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
                  <ShippingOptions
                    subtotalCents={price.subtotalCents}
                    packagesOnly={price.lineItems.every((line) => line.kind === 'deal')}
                  />
                  <CouponField />
                </div>
                <div className="space-y-3 border-t border-slate-200 px-6 py-4">
                  <CartTotals price={price} />
                  <CartCheckoutButton />
                  <div className="flex justify-between gap-2">
                    <button type="button" onClick={close} className={`${buttonStyles.ghost} ${buttonSizes.sm}`}>
                      {t('cart.drawer.continueShopping')}
                    </button>
                    <button
                      type="button"
                      onClick={clearCart}
                      className={`${buttonStyles.ghost} ${buttonSizes.sm} text-red-700 hover:bg-red-50 hover:text-red-800`}
                    >
                      {t('cart.drawer.clear')}
                    </button>
                  </div>
                </div>
              </>
            )
          )}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
