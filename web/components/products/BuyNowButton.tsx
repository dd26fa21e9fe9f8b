import type { ProductId } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { useCheckout } from '../../lib/useCheckout';
import { buttonSizes, buttonStyles } from '../ui/styles';

/** Skips the cart: straight to checkout for one unit of the product. */
export function BuyNowButton({ productId, describedBy, soldOut = false }: { productId: ProductId; describedBy?: string; soldOut?: boolean }) {
  const t = useT();
  const { buyNow, pending } = useCheckout();
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={pending || soldOut}
      onClick={() => void buyNow(productId)}
      className={`${buttonStyles.dark} ${buttonSizes.md}`}
    >
      {pending ? t('store.checkout.processing') : t('store.products.buyNow')}
    </button>
  );
}
