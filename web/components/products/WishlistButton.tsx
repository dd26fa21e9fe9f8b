import { useAtomValue, useSetAtom } from 'jotai';
import { toast } from '../../lib/notify';
import type { ProductId } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { useAfterHydration } from '../../lib/useAfterHydration';
import { toggleWishlistAtom, wishlistAtom } from '../../state/wishlist';
import { Icon } from '../ui/Icon';

interface WishlistButtonProps {
  productId: ProductId;
  /** The product's name in the current language, for the label and the toast. */
  name: string;
  className?: string;
}

/** The heart on a product card: a toggle button that says so with aria-pressed. */
export function WishlistButton({ productId, name, className = '' }: WishlistButtonProps) {
  const t = useT();
  const onWishlist = useAtomValue(wishlistAtom).includes(productId);
  // Prerendered hearts are empty: the saved wishlist shows once React has adopted the page.
  const saved = useAfterHydration() && onWishlist;
  const toggle = useSetAtom(toggleWishlistAtom);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('store.wishlist.toggle', { name })}
      onClick={() => {
        const added = toggle(productId);
        if (added) toast.success(t('store.wishlist.added', { name }));
        else toast(t('store.wishlist.removed', { name }));
      }}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 transition hover:scale-105 ${saved ? 'text-rose-600' : 'text-slate-600 hover:text-rose-600'} ${className}`}
    >
      <Icon name="heart" filled={saved} />
    </button>
  );
}
