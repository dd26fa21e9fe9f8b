import type { MessageKey } from '../i18n';
import { ApiRequestError, type RequestErrorCode } from './api';

/**
 * The one table from the API's refusal codes (core/api/errors.ts) to what the shopper reads.
 * words a refusal by where it happens ('Failed to create checkout' for the cart, 'Failed to start
 * subscription' for a plan), so the table is kept per place: each names the codes it words its own way
 * and the text for everything else. core/validation's codes are not listed: their texts are keyed by
 * the code itself (`validation.<code>`, see web/components/account/problems.ts).
 *
 * `rate_limited:client` is the per-connection burst (`scope: 'client'`, worker/lib/client-limits.ts), as
 * opposed to a route's own limit, such as the wrong-coupon count.
 */
type Code = RequestErrorCode | 'rate_limited:client';
interface Place {
  codes: Partial<Record<Code, MessageKey>>;
  otherwise: MessageKey;
}

/** How every checkout start (cart, Buy Now, package) words the worker's refusals. */
const CHECKOUT: Place['codes'] = {
  network_error: 'cart.errors.network',
  age_confirmation_required: 'cart.errors.ageRequired',
  members_only: 'cart.errors.membersOnly',
  payments_unavailable: 'cart.errors.unavailable',
  payment_provider_error: 'cart.errors.unavailable',
  invalid_deal_code: 'cart.errors.dealInvalid',
  deal_code_expired: 'cart.errors.dealExpired',
  deal_code_used: 'cart.errors.dealUsed',
  invalid_coupon: 'cart.errors.couponInvalid',
  coupon_used: 'cart.errors.couponUsed',
  coupon_email_required: 'cart.errors.couponEmailRequired',
  coupon_unconfirmed: 'cart.errors.couponUnconfirmed',
  coupon_not_first_order: 'cart.errors.couponNotFirstOrder',
  deal_code_not_yours: 'cart.errors.dealNotYours',
  deal_below_threshold: 'cart.errors.dealBelowThreshold',
  not_combinable: 'cart.errors.notCombinable',
  prices_changed: 'cart.errors.pricesChanged',
  // A route-level 429 at checkout is the wrong-coupon count (worker/payments/coupon-guesses.ts).
  rate_limited: 'cart.errors.couponTooManyTries',
  'rate_limited:client': 'cart.errors.tooManyRequests',
};

/** Codes that mean the cart itself is wrong (ids, quantities, shipping): the 'invalid items' message. */
const INVALID_ITEMS = [
  'empty_cart',
  'invalid_line',
  'unknown_product',
  'unknown_deal',
  'invalid_quantity',
  'unknown_shipping',
  'invalid_request',
] as const;

export const ERROR_MESSAGES = {
  cart: {
    codes: {
      ...CHECKOUT,
      ...Object.fromEntries(INVALID_ITEMS.map((code) => [code, 'cart.errors.invalidItems'])),
      out_of_stock: 'cart.errors.outOfStock',
    },
    otherwise: 'cart.errors.checkoutFailed',
  },
  buyNow: { codes: { ...CHECKOUT, out_of_stock: 'cart.errors.soldOut' }, otherwise: 'cart.errors.checkoutFailed' },
  package: { codes: { ...CHECKOUT, out_of_stock: 'cart.errors.packageSoldOut' }, otherwise: 'cart.errors.packageFailed' },
  coupon: {
    codes: {
      coupon_used: 'cart.errors.couponUsed',
      coupon_unconfirmed: 'cart.errors.couponUnconfirmed',
      coupon_email_required: 'cart.errors.couponEmailRequired',
      rate_limited: 'cart.errors.couponTooManyTries',
      network_error: 'cart.errors.network',
    },
    otherwise: 'cart.errors.couponInvalid',
  },
  dealClaim: {
    codes: { deal_not_eligible: 'cart.errors.dealNotEligible', rate_limited: 'cart.errors.tooManyRequests' },
    otherwise: 'cart.deal.claimFailed',
  },
  plan: {
    codes: {
      already_member: 'auth.membership.errors.already_member',
      membership_pending: 'auth.membership.errors.membership_pending',
      payments_unavailable: 'auth.membership.errors.payments_unavailable',
    },
    otherwise: 'auth.membership.failed',
  },
  portal: {
    codes: { portal_unavailable: 'auth.membership.errors.portal_unavailable', no_membership: 'auth.membership.errors.no_membership' },
    otherwise: 'auth.messages.unexpected',
  },
  membershipChange: {
    codes: {
      payments_unavailable: 'auth.membership.errors.payments_unavailable',
      payment_provider_error: 'auth.membership.errors.payments_unavailable',
      no_membership: 'auth.account.membership.changedMeanwhile',
      already_cancelled: 'auth.account.membership.changedMeanwhile',
      not_cancelled: 'auth.account.membership.changedMeanwhile',
    },
    otherwise: 'auth.account.membership.changeFailed',
  },
  deleteAccount: {
    codes: {
      wrong_password: 'auth.account.data.wrongPassword',
      membership_active: 'auth.account.data.membershipActive',
      rate_limited: 'auth.account.data.tooManyTries',
    },
    otherwise: 'auth.account.data.deleteFailed',
  },
  signin: {
    codes: { invalid_credentials: 'auth.messages.invalidCredentials', email_not_confirmed: 'auth.messages.emailNotConfirmed' },
    otherwise: 'auth.messages.unexpected',
  },
  signup: { codes: { user_exists: 'auth.messages.userExists' }, otherwise: 'auth.messages.unexpected' },
  reset: { codes: {}, otherwise: 'auth.messages.unexpected' },
} satisfies Record<string, Place>;

/** Where a refusal is shown. */
export type ErrorPlace = keyof typeof ERROR_MESSAGES;

/** The per-connection burst, as opposed to a route's own limit. */
export function isClientBurst(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'rate_limited' && error.details.scope === 'client';
}

/** What a failed call at `place` reads as: the place's words for its code, or its general failure text. */
export function errorMessageKey(error: unknown, place: ErrorPlace): MessageKey {
  const { codes, otherwise }: Place = ERROR_MESSAGES[place];
  if (!(error instanceof ApiRequestError)) return otherwise;
  return (isClientBurst(error) ? codes['rate_limited:client'] : undefined) ?? codes[error.code] ?? otherwise;
}
