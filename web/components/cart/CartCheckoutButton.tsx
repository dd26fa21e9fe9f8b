import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useRef, useState } from 'react';
import { toast } from '../../lib/notify';
import { formatPrice } from '../../../core/money';
import { priceCart } from '../../../core/pricing';
import { useT } from '../../i18n';
import { LAST_CHANCE_DEAL_MIN_CENTS } from '../../../core/price-rules';
import { call } from '../../lib/api';
import { errorMessageKey } from '../../lib/error-messages';
import { cartLinesAtom } from '../../state/cart';
import { appliedCouponAtom, claimedDealAtom, selectedShippingAtom } from '../../state/cart-edit';
import { cartPriceAtom } from '../../state/cart-price';
import { languageAtom } from '../../i18n/language';
import { needsAgeConfirmation } from '../../../core/age-restriction';
import { useAgeGate } from '../products/AgeGate';
import { Icon } from '../ui/Icon';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { DealOfferDialog } from './DealOfferDialog';
import { shouldOfferDeal } from './deal-offer';
import { useCartCheckout } from './useCartCheckout';

/** The claim toast stays 4 s, and checkout starts 1 s after the claim. */
const CLAIM_TOAST_MS = 4000;
const CLAIM_TO_CHECKOUT_MS = 1000;

/**
 * 'Secure Checkout · $X'. Before the first checkout of a cart worth more than $25 (subtotal + shipping)
 * with no code yet, it offers the last-chance deal: claim (the worker issues a code, a toast shows it
 * and the savings, checkout follows a second later with the code) or skip (checkout without it).
 */
export function CartCheckoutButton() {
  const t = useT();
  const store = useStore();
  const language = useAtomValue(languageAtom);
  const price = useAtomValue(cartPriceAtom);
  const setClaimedDeal = useSetAtom(claimedDealAtom);
  const { checkoutCart, pending } = useCartCheckout();
  const [offerOpen, setOfferOpen] = useState(false);
  const [offerMounted, setOfferMounted] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const busy = pending || claiming;
  const age = useAgeGate(needsAgeConfirmation(useAtomValue(cartLinesAtom)), true);

  /** What the deal would take off this cart, priced exactly as the worker will price it. */
  function dealSavingsCents(): number {
    const shippingId = store.get(selectedShippingAtom);
    const result = shippingId && priceCart({ lines: store.get(cartLinesAtom), shippingId, deal: true });
    return result && result.ok ? result.value.discountCents : 0;
  }

  function onCheckout() {
    if (busy || !age.ready()) return;
    const claimed = store.get(claimedDealAtom);
    if (shouldOfferDeal(price, { dealClaimed: claimed !== null, couponApplied: store.get(appliedCouponAtom) !== null })) {
      setOfferMounted(true);
      setOfferOpen(true);
      return;
    }
    // A claimed deal the cart no longer qualifies for is left out rather than refused by the worker.
    void checkoutCart({ dealCode: price?.discount === 'deal' ? (claimed?.code ?? null) : null, ageConfirmed: age.confirmed });
  }

  async function claim() {
    setClaiming(true);
    try {
      const { code } = await call('POST /api/deals', {
        body: { items: store.get(cartLinesAtom), shipping: { id: store.get(selectedShippingAtom) ?? '' } },
      });
      const savings = dealSavingsCents();
      setClaimedDeal({ code });
      setOfferOpen(false);
      toast.success(t('cart.deal.claimedTitle'), {
        description: t('cart.deal.claimedBody', { code, amount: formatPrice(savings, language) }),
        duration: CLAIM_TOAST_MS,
      });
      await new Promise((resolve) => setTimeout(resolve, CLAIM_TO_CHECKOUT_MS));
      await checkoutCart({ dealCode: code, ageConfirmed: age.confirmed });
    } catch (error) {
      toast.error(t(errorMessageKey(error, 'dealClaim'), { amount: formatPrice(LAST_CHANCE_DEAL_MIN_CENTS, language) }));
    } finally {
      setClaiming(false);
    }
  }

  function skip() {
    setOfferOpen(false);
    void checkoutCart({ dealCode: null, ageConfirmed: age.confirmed });
  }

  return (
    <>
      {age.checkbox}
      <button
        ref={buttonRef}
        type="button"
        onClick={onCheckout}
        disabled={price === null}
        // Not `disabled` while busy: the deal dialog hands focus back to this button as it closes.
        aria-disabled={busy}
        className={`${buttonStyles.primary} ${buttonSizes.lg} w-full`}
      >
        <Icon name="lock" className="size-5" />
        {busy ? t('cart.checkout.processing') : t('cart.checkout.button', { total: formatPrice(price?.totalCents ?? 0, language) })}
      </button>
      {offerMounted && price !== null && (
        <DealOfferDialog
          open={offerOpen}
          onOpenChange={setOfferOpen}
          returnFocusRef={buttonRef}
          totalCents={price.totalCents}
          savingsCents={dealSavingsCents()}
          claiming={claiming}
          onClaim={() => void claim()}
          onSkip={skip}
        />
      )}
    </>
  );
}
