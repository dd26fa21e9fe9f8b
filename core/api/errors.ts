import type { PricingErrorCode } from '../pricing';
import type { SigninCode, SignupCode, ValidationCode } from '../validation';
import type { CatalogueProblem } from '../catalogue-document';
import type { SupportCode } from '../support';
import { ADMIN_ERRORS } from './admin';
import { CATALOGUE_ERRORS } from './catalogue';

/**
 * Every error code the API answers, with its HTTP status(es): the contract between the worker, which
 * may only throw these (worker/lib/errors.ts takes the code and status from here, so a new code or a
 * wrong status fails the type-check), and the browser, which turns them into words.
 */
export const API_ERRORS = {
  ...ADMIN_ERRORS,
  ...CATALOGUE_ERRORS,
  // Every route
  invalid_request: 400,
  not_found: 404,
  cross_site_request: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal_error: 500,
  // Checkout, deals and coupons
  payments_unavailable: [502, 503],
  payment_provider_error: 502,
  coupon_used: 400,
  coupon_not_first_order: 400,
  /** A guest using a coupon must type the e-mail address it was sent to. */
  coupon_email_required: 400,
  /** The coupon's subscriber has not confirmed the address through the welcome e-mail's link yet. */
  coupon_unconfirmed: 400,
  deal_not_eligible: 400,
  invalid_deal_code: 400,
  deal_code_expired: 400,
  deal_code_used: 400,
  deal_code_not_yours: 400,
  /** The order holds a muscle-building product and the buyer did not confirm being 18 or older. */
  age_confirmation_required: 400,
  /** The order holds a product in members' early access and the buyer is no member; `products` names them. */
  members_only: 403,
  /** Too few units left for the order; `products` names the product ids that are short. */
  out_of_stock: 409,
  /**
   * A price in the cart changed since the page was loaded: `lines` names each line's price then and now,
   * `catalogue` is today's version for the page's language (web/state/catalogue.ts). Nothing was written.
   */
  prices_changed: 409,
  // Orders
  order_lookup_failed: 404,
  // Stripe's webhook
  invalid_signature: 400,
  webhooks_unavailable: 503,
  /** The event was built in another API version than the one the shop is written for (README, Deploying, step 5). */
  webhook_api_version_mismatch: 503,
  order_not_found: 503,
  order_not_paid_yet: 503,
  user_not_found: 503,
  // Accounts
  unauthenticated: 401,
  invalid_credentials: 401,
  email_not_confirmed: 403,
  wrong_password: 403,
  /** Too many failed sign-ins on the account from everywhere: no password is checked, the owner is e-mailed a one-time sign-in link. */
  signin_link_sent: 429,
  user_exists: 409,
  invalid_token: 400,
  email_unavailable: 503,
  // Memberships
  already_member: 409,
  membership_pending: 409,
  membership_active: 409,
  no_membership: 409,
  already_cancelled: 409,
  not_cancelled: 409,
  portal_unavailable: 409,
  // Newsletter
  already_subscribed: 409,
  unsubscribe_link_invalid: 404,
  confirm_link_invalid: 404,
  // Members' early-access notices
  early_access_link_invalid: 404,
  // Review links (worker/routes/reviews.ts): unknown, past its 90 days, already used to write, nothing written yet, withdrawn
  review_link_invalid: 404,
  review_link_expired: 410,
  review_link_used: 409,
  review_not_written: 404,
  review_withdrawn: 409,
} as const satisfies Record<string, number | readonly number[]>;

/** The checks core/ makes on the way in (forms, carts): each is a 400 with its own code. */
export type InputErrorCode = ValidationCode | SignupCode | SigninCode | PricingErrorCode | SupportCode;

export type ApiErrorCode = keyof typeof API_ERRORS | InputErrorCode;

type Listed = typeof API_ERRORS;
/** The status(es) a code is answered with. */
export type StatusOf<C extends ApiErrorCode> = C extends keyof Listed
  ? Listed[C] extends readonly number[]
    ? Listed[C][number]
    : Listed[C]
  : 400;

/** The body of every error answer. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    requestId?: string;
    retryAfter?: number;
    scope?: 'client';
    fields?: { path: string; problem: string }[];
    products?: string[];
    /** 422 `catalogue_invalid`: every problem of the document, by path. */
    problems?: CatalogueProblem[];
  };
}
