import { useAtom, useAtomValue } from 'jotai';
import { useT } from '../../i18n';
import { useAfterHydration } from '../../lib/useAfterHydration';
import { cartLineCountAtom, cartOpenAtom } from '../../state/cart';
import { languageAtom } from '../../i18n/language';
import { formatNumber } from '../ui/format';
import { Icon } from '../ui/Icon';
import { iconButton } from '../ui/styles';
import { CartDrawerPanel } from './CartDrawer';
import { CART_BUTTON_ID } from './ids';

/** The header's cart button; its badge counts distinct lines, not units. */
export function CartButton() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const savedCount = useAtomValue(cartLineCountAtom);
  // The prerendered header has no badge: the saved cart shows once React has adopted it.
  const count = useAfterHydration() ? savedCount : 0;
  const [open, setOpen] = useAtom(cartOpenAtom);
  return (
    <button
      id={CART_BUTTON_ID}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={count > 0 ? t('cart.button.openWithCount', { count }) : t('cart.button.open')}
      onClick={() => setOpen(true)}
      // Fetch the drawer as soon as the shopper heads for it.
      onPointerEnter={() => void CartDrawerPanel.preload()}
      onFocus={() => void CartDrawerPanel.preload()}
      className={`${iconButton} relative`}
    >
      <Icon name="cart" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
        >
          {formatNumber(count, language)}
        </span>
      )}
    </button>
  );
}
