import { needsAgeConfirmation } from '../../../core/age-restriction';
import { useT } from '../../i18n';
import { type BuyItem, useCheckout } from '../checkout/useCheckout';
import { useAgeGate } from './AgeGate';
import { buttonSizes, buttonStyles } from '../ui/styles';

/**
 * Skips the cart: straight to checkout for one unit of a product ('Buy now') or one package ('Buy this
 * package'), an adult's when it holds a muscle-building product.
 */
export function BuyButton({ item, describedBy, soldOut }: { item: BuyItem; describedBy?: string; soldOut: boolean }) {
  const t = useT();
  const { buy, pending } = useCheckout();
  const age = useAgeGate(needsAgeConfirmation([{ ...item, quantity: 1 }]));
  const deal = 'dealId' in item;
  return (
    <>
      {age.checkbox}
      <button
        type="button"
        aria-describedby={describedBy}
        disabled={pending || soldOut}
        onClick={() => age.ready() && void buy(item, age.confirmed)}
        className={`${deal ? buttonStyles.primary : buttonStyles.dark} ${buttonSizes.md}`}
      >
        {pending ? t('store.checkout.processing') : t(deal ? 'store.deals.buy' : 'store.products.buyNow')}
      </button>
    </>
  );
}
