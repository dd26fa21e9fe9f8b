import { mailboxOf, validateEmail } from '../../core/validation';
import type { CouponHolder } from '../db/coupons';
import { badRequest } from '../lib/errors';

/** Word for word the answer to a code nobody holds, so a guesser cannot tell a real code from a made-up one. */
const notYours = () => badRequest('invalid_coupon', 'Unknown coupon');

/**
 * The address a coupon is used for: a signed-in shopper's own, or the one a guest typed with the code, never
 * the subscriber's address on the list. It must be the coupon's mailbox (`+tag` and Gmail dots count as one
 * person): 400 `invalid_coupon` otherwise, as for an unknown code, and `coupon_email_required` for a guest
 * who typed none. So a guessed or shared code tells nobody whose it is, or that it exists, and Checkout is
 * never opened with a subscriber's address the buyer did not type.
 */
export function couponBuyerEmail(
  holder: Pick<CouponHolder, 'mailbox'>,
  signedInEmail: string | null,
  typedEmail: string | null | undefined,
): string {
  if (signedInEmail !== null) {
    if (mailboxOf(signedInEmail) !== holder.mailbox) throw notYours();
    return signedInEmail;
  }
  if (!typedEmail) throw badRequest('coupon_email_required', 'Type the e-mail address the coupon was sent to');
  const checked = validateEmail(typedEmail);
  if (!checked.ok || mailboxOf(checked.value) !== holder.mailbox) throw notYours();
  return checked.value;
}
