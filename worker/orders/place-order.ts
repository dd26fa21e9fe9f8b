import type { Language } from '../../core/language';
import { NEWSLETTER_COUPON_PERCENT, SUBSCRIBER_PACKAGE_PERCENT } from '../../core/price-rules';
import type { CartLine } from '../../core/api/checkout';
import { activeCatalogue } from '../../core/catalogue-scope';
import { type PricingErrorCode, priceCart } from '../../core/pricing';
import { refuseChangedPrices } from './prices-changed';
import { needsAgeConfirmation } from '../../core/age-restriction';
import { unitsOf } from '../../core/stock';
import { mailboxOf } from '../../core/validation';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { couponHeldBy, couponHolder, couponState, reserveCoupon } from '../db/coupons';
import { dealCodeHeldBy, dealCodeProblem, reserveDealCode } from '../db/deal-codes';
import {
  type NewOrder,
  type NewOrderLine,
  type Statement,
  hasRedeemedCoupon,
  hasSettledOrder,
  insertOrderStatements,
  setProviderSession,
} from '../db/orders';
import { enoughStock, shortProducts } from '../db/stock';
import { ApiError, type BadRequestCode, badRequest } from '../lib/errors';
import type { Logger } from '../lib/log';
import { COUPON_CODE_PATTERN } from '../newsletter/coupon-code';
import { couponBuyerEmail } from '../payments/coupon-buyer';
import { couponMailboxHash } from '../payments/coupon-redeemed';
import { CheckoutRefused, type PaymentProvider } from '../payments/provider';
import { lineName } from '../lib/names';
import { closeEarlierCheckouts } from './earlier-checkouts';
import { refuseEarlyAccess } from './early-access';
import { orderClosedStatements, runStatements } from './fulfilment';
import { newOrderReference } from './random-code';

export interface OrderRequest {
  kind: 'cart' | 'buy_now' | 'package';
  lines: readonly CartLine[];
  shippingId: string;
  /** A last-chance deal code from POST /api/deals. */
  dealCode: string | null;
  /** A newsletter subscriber's coupon code, upper-cased. */
  couponCode: string | null;
  /** The e-mail a guest typed with the coupon (payments/coupon-buyer.ts). */
  couponEmail: string | null;
  language: Language;
  /** The signed-in buyer, if any; a newsletter subscriber saves on packages, a member pays members' prices. */
  user: { id: string; email: string; newsletterSubscriber: boolean; member: boolean } | null;
  /** The client placing the order (lib/client-address.ts clientKeyOf): a deal code is only its own. */
  clientKey: string;
  /** The keyed hash of the placing browser's checkout token (payments/checkout-token.ts). */
  checkoutKey?: string;
  /** The browser held its checkout token already, so it may have an earlier checkout open. */
  returningBrowser?: boolean;
  /** The buyer confirmed being 18 or older (core/age-restriction.ts). */
  ageConfirmed: boolean;
  /** The catalogue version the page showed (./prices-changed.ts); none from a page older than versions. */
  catalogueVersion?: number;
}

export interface PlaceOrderContext {
  db: Db;
  provider: PaymentProvider;
  /** The shop's public origin, for the provider's return URLs. */
  origin: string;
  now: Date;
  log: Logger;
  /** The key of the coupon's mailbox marker (payments/coupon-redeemed.ts); where earlier catalogue versions are. */
  env: Pick<Env, 'ANALYTICS_HASH_KEY' | 'ENVIRONMENT' | 'MEDIA'>;
}

const PRICING_MESSAGES: Record<PricingErrorCode, string> = {
  empty_cart: 'The order has no items',
  invalid_line: 'Each item names one product or one package deal',
  unknown_product: 'An item names no product the shop sells',
  unknown_deal: 'An item names no package deal the shop sells',
  invalid_quantity: 'Quantities are whole numbers from 1 to 99',
  unknown_shipping: 'Unknown shipping option',
  invalid_coupon: 'The coupon is not valid',
  not_combinable: 'The last-chance deal cannot be combined with a coupon',
  deal_below_threshold: 'The last-chance deal is for carts over its threshold',
};

/** A code claim made in the same batch as the order (only while units are left), and how to explain a lost claim. */
interface Reservation {
  statement: ReturnType<typeof reserveDealCode> | ReturnType<typeof reserveCoupon>;
  held: ReturnType<typeof dealCodeHeldBy>;
  problem(): Promise<BadRequestCode>;
}

/**
 * POST /api/create-payment's work: prices the order from the catalogue (never from the client), writes
 * it with its line snapshot — claiming its deal code or coupon in the same D1 batch, so a code is spent
 * once — then asks the payment provider for a checkout and answers its URL. Too few units left now: 409
 * `out_of_stock` naming the products, and nothing is written. The checkout holds no units: they are taken
 * with the payment (worker/orders/fulfilment.ts), so unpaid checkouts never make a product unavailable.
 */
export async function placeOrder(request: OrderRequest, ctx: PlaceOrderContext): Promise<{ url: string }> {
  const { db, now } = ctx;
  const { dealCode, couponCode } = request;
  const priced = priceCart({
    lines: request.lines,
    shippingId: request.shippingId,
    deal: dealCode !== null,
    couponPercent: couponCode !== null ? NEWSLETTER_COUPON_PERCENT : undefined,
    subscriberPackagePercent: request.user?.newsletterSubscriber ? SUBSCRIBER_PACKAGE_PERCENT : undefined,
    member: request.user?.member ?? false,
  });
  if (!priced.ok) throw badRequest(priced.code, PRICING_MESSAGES[priced.code]);
  if (request.catalogueVersion !== undefined) await refuseChangedPrices({ db, bucket: ctx.env.MEDIA }, request, priced.value);
  if (couponCode !== null && !COUPON_CODE_PATTERN.test(couponCode)) throw badRequest('invalid_coupon', 'Unknown coupon');
  const price = priced.value;
  await refuseEarlyAccess(db, request.lines, request.user?.id ?? null, now);
  const ageRestricted = needsAgeConfirmation(request.lines);
  if (ageRestricted && !request.ageConfirmed)
    throw badRequest('age_confirmation_required', 'Confirm being 18 or older to buy muscle-building supplements');
  const coupon = couponCode !== null ? await couponBuyer(ctx, couponCode, request) : null;
  const customerEmail = coupon?.email ?? request.user?.email ?? null;

  const order: NewOrder = {
    id: crypto.randomUUID(),
    reference: newOrderReference(),
    userId: request.user?.id ?? null,
    customerEmail,
    customerMailbox: customerEmail === null ? null : mailboxOf(customerEmail),
    checkoutKey: request.checkoutKey ?? null,
    kind: request.kind,
    status: 'open',
    currency: 'usd',
    subtotalCents: price.subtotalCents,
    shippingCents: price.shippingCents,
    discountCents: price.discountCents,
    totalCents: price.totalCents,
    shippingId: price.shippingId,
    dealCode,
    couponCode,
    couponMailboxHash: coupon?.mailboxHash ?? null,
    language: request.language,
    catalogueVersion: activeCatalogue().version,
    provider: ctx.provider.name,
    ageConfirmedAt: ageRestricted ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  const lines: NewOrderLine[] = price.lineItems.map((line, index) => ({
    productId: line.kind === 'product' ? line.productId : null,
    dealId: line.kind === 'deal' ? line.dealId : null,
    name: lineName(line),
    unitCents: line.unitCents,
    quantity: line.quantity,
    totalCents: line.totalCents,
    priceRule: price.lineRules[index],
  }));

  // Before the new order claims its code: the earlier checkout may hold it.
  if (request.checkoutKey && request.returningBrowser) await closeEarlierCheckouts(ctx, request.checkoutKey);
  const units = unitsOf(lines);
  const inStock = enoughStock(units);
  const reservation = reserve(db, order.id, dealCode, couponCode, now, request.clientKey, inStock);
  const statements: Statement[] = [
    ...(reservation ? [reservation.statement] : []),
    ...insertOrderStatements(db, order, lines, and(inStock, reservation?.held) as SQL),
  ];
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  const orderInsert = results[reservation ? 1 : 0] as D1Result;
  if (orderInsert.meta.changes === 0) {
    // Not written: the stock was short, or the code could not be claimed (the stock is checked first).
    const short = await shortProducts(db, units);
    if (short.length > 0 || !reservation)
      throw new ApiError(409, 'out_of_stock', 'Too few units left of some products', { products: short });
    throw badRequest(await reservation.problem(), 'The code cannot be used');
  }

  let session;
  try {
    session = await ctx.provider.createCheckoutSession({
      id: order.id,
      reference: order.reference,
      language: request.language,
      lines,
      shipping: { id: price.shippingId, cents: price.shippingCents },
      discount: price.discount === 'none' ? null : { kind: price.discount, cents: price.discountCents },
      totalCents: price.totalCents,
      origin: ctx.origin,
      customerEmail: order.customerEmail ?? undefined,
    });
  } catch (error) {
    ctx.log.error('payment provider could not open a checkout', { error, orderId: order.id, provider: ctx.provider.name });
    // Nothing was charged: close the order so its code is free again.
    await runStatements(db, orderClosedStatements(db, order.id, 'failed', now));
    // A refusal is a fault in what we sent; anything else (unreachable, 5xx) passes, so the shopper may retry.
    if (error instanceof CheckoutRefused) throw new ApiError(502, 'payment_provider_error', 'The payment provider refused the checkout');
    throw new ApiError(502, 'payments_unavailable', 'The payment provider is unreachable or failing');
  }
  if (session.sessionId) await setProviderSession(db, order.id, session.sessionId, session.expiresAt ?? null);
  return { url: session.url };
}

/**
 * The address a coupon order is for (payments/coupon-buyer.ts: the buyer's own, which must be the coupon's
 * mailbox) once the coupon is confirmed (400 `coupon_unconfirmed`) and that mailbox has no paid order yet,
 * nor a paid coupon order from an account deleted since (400 `coupon_not_first_order`); with the mailbox's
 * marker the order keeps. Checkout is then opened for that address, which Stripe shows and does not let the
 * buyer change.
 */
async function couponBuyer(
  ctx: PlaceOrderContext,
  couponCode: string,
  request: OrderRequest,
): Promise<{ email: string; mailboxHash: string }> {
  const { db } = ctx;
  const holder = await couponHolder(db, couponCode);
  if (!holder) throw badRequest('invalid_coupon', 'Unknown coupon');
  const email = couponBuyerEmail(holder, request.user?.email ?? null, request.couponEmail);
  if (holder.state === 'unconfirmed') throw badRequest('coupon_unconfirmed', 'The subscriber has not confirmed the address yet');
  // Spent already says more than "not a first order" (the reservation below is still what decides a race).
  if (holder.state === 'used') throw badRequest('coupon_used', 'This coupon has already been used');
  const mailboxHash = await couponMailboxHash(ctx.env, holder.mailbox);
  const [ordered, redeemed] = await Promise.all([hasSettledOrder(db, holder.mailbox), hasRedeemedCoupon(db, mailboxHash)]);
  if (ordered || redeemed) throw badRequest('coupon_not_first_order', 'The coupon is for a first order');
  return { email, mailboxHash };
}

function reserve(
  db: Db,
  orderId: string,
  dealCode: string | null,
  couponCode: string | null,
  now: Date,
  clientKey: string,
  inStock: SQL,
): Reservation | null {
  if (dealCode !== null) {
    return {
      statement: reserveDealCode(db, dealCode, orderId, now, clientKey, inStock),
      held: dealCodeHeldBy(dealCode, orderId),
      problem: () => dealCodeProblem(db, dealCode, now, clientKey),
    };
  }
  if (couponCode !== null) {
    return {
      statement: reserveCoupon(db, couponCode, orderId, inStock),
      held: couponHeldBy(couponCode, orderId),
      problem: async () => {
        const state = await couponState(db, couponCode);
        return state === undefined ? 'invalid_coupon' : state === 'unconfirmed' ? 'coupon_unconfirmed' : 'coupon_used';
      },
    };
  }
  return null;
}
