import * as z from 'zod';
import { products } from '../catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../language';
import { PLAN_IDS } from '../plans';
import { deals, isDealId } from '../deals';

/** One line of a cart, the same from the browser's cart to the order: a product or a package deal, and how many. */
export type CartLine = { productId: string; quantity: number } | { dealId: string; quantity: number };

const catalogueId = z.string().min(1).max(64);
// Quantities are checked by core/pricing, so a bad one gets its own code (`invalid_quantity`) rather than a schema error.
const quantity = z.number().default(1);

/**
 * A cart line as the browser sends it (POST /api/create-payment, POST /api/deals). It may still carry a
 * name, price and image: display hints, stripped here and never charged. `{ id }` is the form sent before
 * the cart's own lines were, still read so that a page loaded before a deploy can pay.
 */
export const cartItem = z.union([
  z.object({ productId: catalogueId, quantity }),
  z.object({ dealId: catalogueId, quantity }),
  z
    .object({ id: catalogueId, quantity })
    .transform(({ id, quantity }): CartLine => (isDealId(id) ? { dealId: id, quantity } : { productId: id, quantity })),
]);

const idOf = (line: CartLine) => ('dealId' in line ? line.dealId : line.productId);

export const cartItems = z
  .array(cartItem)
  .refine((list) => new Set(list.map(idOf)).size === list.length, 'Each id appears once')
  // Read when a cart is checked: the published version's products and packages, each at most once.
  .refine((list) => list.length <= products().length + deals().length, 'More lines than the catalogue sells');

export const shippingChoice = z.object({ id: z.string().min(1).max(64) });

/** POST /api/deals: the cart the last-chance deal is asked for (the worker prices it). */
export const dealRequestBody = z.object({ items: cartItems, shipping: shippingChoice });
export type DealRequestBody = z.infer<typeof dealRequestBody>;

/** POST /api/deals' answer: the client's open code (201 when issued now, 200 when it had one). */
export interface DealCodeAnswer {
  code: string;
  percentOff: number;
  expiresAt: string;
}

// POST /api/create-payment → { url } (where the shopper pays). It accepts three body shapes.
const code = z.string().trim().toUpperCase().max(32);
const email = z.string().trim().max(254);
const language = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);

/** The buyer confirmed they are 18 or older: needed when the order holds a muscle-building product (core/age-restriction.ts). */
const ageConfirmed = z.boolean().default(false);
/**
 * The catalogue version the page showed its prices from (web/state/catalogue.ts). Absent from a page loaded
 * before versions existed, which is priced as today's.
 */
const catalogueVersion = z.int().positive().optional();

export const packageBody = z.object({
  packageDeal: z.object({ id: z.string().min(1).max(64) }),
  language,
  ageConfirmed,
  catalogueVersion,
});
export const cartBody = z.object({
  items: cartItems,
  shipping: shippingChoice,
  dealClaimed: z.boolean().default(false),
  dealCode: code.nullable().default(null),
  couponCode: code.nullable().default(null),
  /** A guest's own e-mail address, typed with the coupon: it must be the coupon's mailbox (signed in, the account's is used). */
  couponEmail: email.nullable().default(null),
  language,
  ageConfirmed,
  catalogueVersion,
});
export const buyNowBody = z.object({ items: cartItems.length(1), language, ageConfirmed, catalogueVersion });
export const createPaymentBody = z.union([packageBody, cartBody, buyNowBody]);
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export interface CheckoutAnswer {
  url: string;
}

/** A line of 409 `prices_changed`: its price in the version the page showed, and today's. */
export interface ChangedPriceLine {
  productId?: string;
  dealId?: string;
  previousUnitCents: number | null;
  unitCents: number;
}

/**
 * POST /api/coupons/check { code, email? } → CouponAnswer; 400 coupon_email_required (a guest sent no
 * `email`, asked whatever the code), invalid_coupon (no such code, or the signed-in shopper's address or a
 * guest's `email` is not the coupon's mailbox: the same answer, so it tells nobody which codes exist),
 * coupon_unconfirmed (its subscriber has not confirmed the address yet) or coupon_used; 429 rate_limited.
 * The answer never names the coupon's address.
 */
export const couponCheckBody = z.object({ code, email: email.optional() });
export interface CouponAnswer {
  code: string;
  percentOff: number;
}

/**
 * POST /api/newsletter { email, language? } → 201 { couponCode } for a new address (the code works once the
 * welcome e-mail's link confirmed the address); 202 { confirmationSent: true } for an address that had
 * unsubscribed (it is e-mailed a link to subscribe again); 400 e-mail codes, 409 already_subscribed, 429.
 */
export const subscribeBody = z.object({ email: z.string(), language });
export type SubscribeAnswer = { couponCode: string } | { confirmationSent: true };

/** POST /api/newsletter/confirm { token } → { confirmed: true, resubscribed }; 404 confirm_link_invalid. */
export const newsletterConfirmBody = z.object({ token: z.string().max(100) });
export interface NewsletterConfirmAnswer {
  confirmed: true;
  /** The address had unsubscribed and is subscribed again (its welcome is on its way). */
  resubscribed: boolean;
}

/** POST /api/create-checkout { priceType } → CheckoutAnswer (the membership's payment page). */
export const membershipCheckoutBody = z.object({ priceType: z.enum(PLAN_IDS) });

/** POST /api/membership/cancel and /api/membership/resume: the member's own account says which membership; nothing else is taken. */
export const membershipChangeBody = z.strictObject({});
