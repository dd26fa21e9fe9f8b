import { atom } from 'jotai';
import { SUBSCRIBER_PACKAGE_PERCENT } from '../../core/price-rules';
import { type CartPrice, priceCart } from '../../core/pricing';
import { authAtom } from './auth';
import { cartLinesAtom } from './cart';
import { catalogueVersionAtom } from './catalogue';
import { appliedCouponAtom, claimedDealAtom, selectedShippingAtom } from './cart-edit';

/*
 * Apart from ./cart.ts: only the cart drawer shows totals, so the pricing code comes with it rather than
 * with the first page (an atom is kept in a bundle even where nothing reads it).
 */

/** What the cart costs, computed as the worker will charge it; null while the cart is empty. */
export const cartPriceAtom = atom<CartPrice | null>((get) => {
  // Priced again when the page takes a newer catalogue version (./catalogue.ts).
  get(catalogueVersionAtom);
  const lines = get(cartLinesAtom);
  const shippingId = get(selectedShippingAtom);
  if (lines.length === 0 || shippingId === null) return null;
  const coupon = get(appliedCouponAtom);
  const auth = get(authAtom);
  const input = {
    lines,
    shippingId,
    deal: get(claimedDealAtom) !== null,
    couponPercent: coupon === null ? undefined : coupon.percentOff,
    subscriberPackagePercent: auth.status === 'signedIn' && auth.user.newsletterSubscriber ? SUBSCRIBER_PACKAGE_PERCENT : undefined,
    // Members' prices once the session says so; until then the cart shows what anyone pays.
    member: auth.status === 'signedIn' && auth.user.member,
  };
  const result = priceCart(input);
  // A claimed deal stops applying while the cart is under its threshold, as the worker prices it; the code
  // is kept (until it expires) for when the cart climbs back.
  const priced = !result.ok && result.code === 'deal_below_threshold' ? priceCart({ ...input, deal: false }) : result;
  return priced.ok ? priced.value : null;
});
