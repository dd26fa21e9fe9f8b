import { useSetAtom } from 'jotai';
import { toast } from '../../lib/notify';
import { useT } from '../../i18n';
import { addToCartAtom, cartOpenAtom } from '../../state/cart';
import { Icon } from '../ui/Icon';
import { buttonSizes, buttonStyles } from '../ui/styles';

interface AddToCartButtonProps {
  item: { productId: string } | { dealId: string };
  /** The item's name in the current language, for the confirmation toast. */
  name: string;
  /** Names the item for screen readers when the card shows several 'Add to Cart' buttons. */
  describedBy?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
  /** Nothing left to add: the button stays, disabled, beside the 'Sold out' note. */
  soldOut?: boolean;
}

/** Adds one unit (or one more) and confirms with a toast that can open the cart. */
export function AddToCartButton({ item, name, describedBy, variant = 'primary', className = '', soldOut = false }: AddToCartButtonProps) {
  const t = useT();
  const add = useSetAtom(addToCartAtom);
  const openCart = useSetAtom(cartOpenAtom);
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={soldOut}
      onClick={() => {
        add(item);
        toast.success(t('store.cart.added', { name }), {
          action: { label: t('store.cart.view'), onClick: () => openCart(true) },
        });
      }}
      className={`${buttonStyles[variant]} ${buttonSizes.md} ${className}`}
    >
      <Icon name="cart" className="size-4" />
      {t('store.cart.add')}
    </button>
  );
}
