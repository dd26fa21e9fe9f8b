import type * as z from 'zod';
import type { PublicUser, SessionAnswer, deleteAccountBody, forgotBody, resetBody, signinBody, signupBody, tokenBody } from './auth';
import type {
  CheckoutAnswer,
  CouponAnswer,
  DealCodeAnswer,
  NewsletterConfirmAnswer,
  SubscribeAnswer,
  couponCheckBody,
  createPaymentBody,
  dealRequestBody,
  membershipChangeBody,
  membershipCheckoutBody,
  newsletterConfirmBody,
  subscribeBody,
} from './checkout';
import type { AccountOrder, MembershipSummary, OrderStatusAnswer, OrderSummary, orderLookupBody } from './orders';
import type { StockLevels } from '../stock';
import type { ShopCatalogue } from '../shop-catalogue';
import type { ReviewPage } from '../reviews';
import type { reviewListQuery } from './reviews';
import type { SupportAnswer, supportRequestBody } from './support';
import type { SuppliesAnswer, supplyRemindersBody } from './supplies';
import type { ReviewLinkAnswer, ReviewWriteAnswer } from './review-links';
import type { reviewBody, reviewInvitationsBody } from './reviews';

type Body<S extends z.ZodType> = z.input<S>;
type Empty = Record<string, never>;

/**
 * Every storefront route of the API, by `METHOD /path` (the console's are in ./admin.ts): what goes in
 * (path parameters, query, JSON body) and what a success answers. The worker
 * validates bodies with the schemas named here; the browser calls them through web/lib/api.ts's `call`,
 * typed by this table; errors are ./errors.ts's. test/worker/api-routes.test.ts holds the worker's
 * routes and this list to each other.
 */
export interface ApiRoutes {
  'GET /api/health': { answer: { ok: true } };
  'POST /api/create-payment': { body: Body<typeof createPaymentBody>; answer: CheckoutAnswer };
  'POST /api/coupons/check': { body: Body<typeof couponCheckBody>; answer: CouponAnswer };
  'POST /api/deals': { body: Body<typeof dealRequestBody>; answer: DealCodeAnswer };
  'GET /api/orders/:reference': { params: { reference: string }; answer: OrderStatusAnswer };
  'POST /api/orders/lookup': { body: Body<typeof orderLookupBody>; answer: OrderSummary };
  /** Units left of the products that are low or sold out (at most a minute old); the others are available. */
  'GET /api/stock': { answer: { levels: StockLevels } };
  /** Part of a published version, for a page of a large catalogue (./catalogue.ts `catalogueSubsetQuery`). */
  'GET /api/catalogue': { query: { version: string; language: string; products: string }; answer: ShopCatalogue };
  /** A page of a product's published reviews (./reviews.ts `reviewListQuery`); a page past the last is the last. */
  'GET /api/products/:id/reviews': {
    params: { id: string };
    query: Partial<Record<keyof z.input<typeof reviewListQuery>, string>>;
    answer: ReviewPage;
  };
  'POST /api/newsletter': { body: Body<typeof subscribeBody>; answer: SubscribeAnswer };
  'POST /api/newsletter/confirm': { body: Body<typeof newsletterConfirmBody>; answer: NewsletterConfirmAnswer };
  'POST /api/newsletter/unsubscribe': { query: { token: string }; answer: { unsubscribed: true } };
  /** Turns a member's early-access notices off (the notice's signed link); nothing else stops. */
  'POST /api/early-access/unsubscribe': { query: { token: string }; answer: { unsubscribed: true } };
  'POST /api/support': { body: Body<typeof supportRequestBody>; answer: SupportAnswer };
  /** The review form (the e-mailed link's token is its proof of purchase): what the link is for, and the review written. */
  'GET /api/reviews/:token': { params: { token: string }; query?: { language: string }; answer: ReviewLinkAnswer };
  'POST /api/reviews/:token': { params: { token: string }; body: Body<typeof reviewBody>; answer: ReviewWriteAnswer };
  'PUT /api/reviews/:token': { params: { token: string }; body: Body<typeof reviewBody>; answer: ReviewWriteAnswer };
  'DELETE /api/reviews/:token': { params: { token: string }; body: Empty; answer: ReviewWriteAnswer };
  /** Stops a buyer's review invitations (the invitation's link: any of the order's review tokens). */
  'POST /api/review-invitations/unsubscribe': { query: { token: string }; answer: { unsubscribed: true } };
  'POST /api/auth/signup': { body: Body<typeof signupBody>; answer: { user: PublicUser } };
  'POST /api/auth/verify': { body: Body<typeof tokenBody>; answer: { ok: true } };
  'POST /api/auth/signin': { body: Body<typeof signinBody>; answer: SessionAnswer };
  /** The one-time link e-mailed while the account's ceiling on failed sign-ins holds. */
  'POST /api/auth/sign-in-link': { body: Body<typeof tokenBody>; answer: SessionAnswer };
  'POST /api/auth/signout': { body: Empty; answer: { ok: true } };
  'GET /api/auth/session': { answer: SessionAnswer };
  'POST /api/auth/refresh': { body: Empty; answer: SessionAnswer };
  'POST /api/auth/forgot': { body: Body<typeof forgotBody>; answer: { ok: true } };
  'POST /api/auth/reset': { body: Body<typeof resetBody>; answer: SessionAnswer };
  'POST /api/create-checkout': { body: Body<typeof membershipCheckoutBody>; answer: CheckoutAnswer };
  'POST /api/billing-portal': { body: Empty; answer: CheckoutAnswer };
  'GET /api/membership': { answer: { membership: MembershipSummary | null } };
  /** Ends the membership with the period already paid for, or no longer: answers it as it now stands. */
  'POST /api/membership/cancel': { body: Body<typeof membershipChangeBody>; answer: { membership: MembershipSummary } };
  'POST /api/membership/resume': { body: Body<typeof membershipChangeBody>; answer: { membership: MembershipSummary } };
  'GET /api/account/orders': { answer: { orders: AccountOrder[] } };
  /** A member's supplies and when they run out, and products to go with them (issue 38, perk 3). */
  'GET /api/account/supplies': { answer: SuppliesAnswer };
  'POST /api/account/supply-reminders': { body: Body<typeof supplyRemindersBody>; answer: { remindersOn: boolean } };
  /** A JSON file download (Content-Disposition: attachment), opened as a link rather than called. */
  /** Whether the account's address gets invitations to review its orders. */
  'GET /api/account/review-invitations': { answer: { on: boolean } };
  'PUT /api/account/review-invitations': { body: Body<typeof reviewInvitationsBody>; answer: { on: boolean } };
  'GET /api/account/export': { answer: object };
  'POST /api/account/delete': { body: Body<typeof deleteAccountBody>; answer: { deleted: true } };
}

export type ApiRoute = keyof ApiRoutes;

/** The same routes at runtime, for the test that compares them with the worker's. */
export const API_ROUTES = [
  'GET /api/health',
  'POST /api/create-payment',
  'POST /api/coupons/check',
  'POST /api/deals',
  'GET /api/orders/:reference',
  'POST /api/orders/lookup',
  'GET /api/stock',
  'GET /api/catalogue',
  'GET /api/products/:id/reviews',
  'POST /api/newsletter',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'POST /api/early-access/unsubscribe',
  'POST /api/support',
  'GET /api/reviews/:token',
  'POST /api/reviews/:token',
  'PUT /api/reviews/:token',
  'DELETE /api/reviews/:token',
  'POST /api/review-invitations/unsubscribe',
  'POST /api/auth/signup',
  'POST /api/auth/verify',
  'POST /api/auth/signin',
  'POST /api/auth/sign-in-link',
  'POST /api/auth/signout',
  'GET /api/auth/session',
  'POST /api/auth/refresh',
  'POST /api/auth/forgot',
  'POST /api/auth/reset',
  'POST /api/create-checkout',
  'POST /api/billing-portal',
  'GET /api/membership',
  'POST /api/membership/cancel',
  'POST /api/membership/resume',
  'GET /api/account/orders',
  'GET /api/account/supplies',
  'POST /api/account/supply-reminders',
  'GET /api/account/review-invitations',
  'PUT /api/account/review-invitations',
  'GET /api/account/export',
  'POST /api/account/delete',
] as const satisfies readonly ApiRoute[];

// Both lists name the same routes: one missing from the other fails the type-check.
type Missing = Exclude<ApiRoute, (typeof API_ROUTES)[number]>;
export const everyRouteListed: [Missing] extends [never] ? true : Missing = true;

/** What a call to the route takes: its path parameters, query and body, as the table gives them. */
export type CallInput<R extends ApiRoute> = Omit<ApiRoutes[R], 'answer'>;
/** What the route answers on success. */
export type Answer<R extends ApiRoute> = ApiRoutes[R]['answer'];
