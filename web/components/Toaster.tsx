import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { directionOf } from '../../core/language';
import { useT } from '../i18n';
import { toasterListening } from '../lib/notify';
import { cartOpenAtom } from '../state/cart';
import { languageAtom } from '../i18n/language';

/**
 * Toasts at the inline end of the screen's bottom: right in English and French, left in Arabic.
 * Loaded with the first toast (see web/lib/notify.ts); its stylesheet is in the main one (web/main.tsx).
 * The region and close buttons are named in the page's language, and each close button is 24 px square
 * (WCAG 2.5.8; sonner's is 20 px).
 */
export default function Toaster() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const cartOpen = useAtomValue(cartOpenAtom);
  const dir = directionOf(language);
  // sonner's list subscribes in its own effect, which React runs before this parent's.
  useEffect(() => toasterListening(toast), []);
  // The drawer's footer sits where toasts do: 'added to cart' has done its job once the cart is open (WCAG 2.4.11).
  const cartWasOpen = useRef(cartOpen);
  useEffect(() => {
    if (cartOpen && !cartWasOpen.current) toast.dismiss();
    cartWasOpen.current = cartOpen;
  }, [cartOpen]);
  return (
    <SonnerToaster
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      richColors
      closeButton
      customAriaLabel={t('store.toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('store.toasts.close'), classNames: { closeButton: 'size-6!' } }}
    />
  );
}
