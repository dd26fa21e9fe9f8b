import type { ProductId } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { isAgeRestricted } from '../../../core/age-restriction';
import { useCheckout } from '../checkout/useCheckout';
import { useAgeGate } from './AgeGate';
import { buttonSizes, buttonStyles } from '../ui/styles';

/** Skips the cart: straight to checkout for one unit of the product (an adult's, for a muscle-building one). */
export function BuyNowButton({
  productId,
  describedBy,
  soldOut = false,
}: {
  productId: ProductId;
  describedBy?: string;
  soldOut?: boolean;
}) {
  const t = useT();
  const { buyNow, pending } = useCheckout();
  const age = useAgeGate(isAgeRestricted(productId));
  return (
    <>
      {age.checkbox}
      <button
        type="button"
        aria-describedby={describedBy}
        disabled={pending || soldOut}
        onClick={() => age.ready() && void buyNow(productId, age.confirmed)}
        className={`${buttonStyles.dark} ${buttonSizes.md}`}
      >
        {pending ? t('store.checkout.processing') : t('store.products.buyNow')}
      </button>
    </>
  );
}
