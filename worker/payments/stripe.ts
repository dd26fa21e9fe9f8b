import type Stripe from 'stripe';
import { type Language, stripeCheckoutLocaleOf } from '../../core/language';
import { LAST_CHANCE_DEAL_PERCENT, NEWSLETTER_COUPON_PERCENT, SUBSCRIBER_PACKAGE_PERCENT } from '../../core/price-rules';
import { splitDiscount } from '../../core/discount-split';
import { getShippingOption } from '../../core/shipping';
import { contentOf, discountName, lineDescription, shippingName, soldLineName } from '../lib/names';
import { checkoutExpiresAt } from './checkout-lifetime';
import { environmentMetadata } from './environment-marker';
import { type CheckoutOrder, CheckoutRefused, type PaymentProvider } from './checkout';
import { shippingCountries } from './shipping-countries';
import { isStripeRefusal } from './stripe-client';
import { AUTOMATIC_TAX, SHIPPING_TAX_CODE, TAX_EXCLUSIVE, lineTaxCode } from './tax';
import { localisedPath } from '../../core/pages';

const DISCOUNT_PERCENTS = {
  deal: LAST_CHANCE_DEAL_PERCENT,
  coupon: NEWSLETTER_COUPON_PERCENT,
  subscriber: SUBSCRIBER_PACKAGE_PERCENT,
} as const;

/** Checkout's locale for a language, from the registry (`auto`, the browser's language, where Stripe lacks it). */
export function checkoutLocale(language: Language): Stripe.Checkout.SessionCreateParams.Locale {
  return stripeCheckoutLocaleOf(language);
}

/**
 * Stripe's hosted Checkout. Every amount is ours, in cents: the line snapshot as `price_data`, the
 * chosen shipping as the only option, and a discount as a one-off amount-off coupon (so Stripe's total
 * equals the order's to the cent, whatever its own rounding would do). Each POST carries an
 * idempotency key derived from the order, so a retried request never makes a second session.
 */
export function stripeProvider(stripe: Stripe, options: StripeCheckoutOptions = { automaticTax: false }): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckoutSession(order) {
      try {
        // Taken now, as the request is built, so Stripe still finds 30 minutes and more when it receives it.
        const expiresAt = checkoutExpiresAt(Date.now());
        const discounts =
          order.discount && goodsDiscountCents(order) > 0
            ? [{ coupon: await oneOffCoupon(stripe, order, order.discount, expiresAt) }]
            : undefined;
        const session = await stripe.checkout.sessions.create(sessionParams(order, discounts, expiresAt, options), {
          idempotencyKey: `order-${order.id}-checkout`,
        });
        if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
        return { url: session.url, sessionId: session.id, expiresAt: new Date(session.expires_at * 1000) };
      } catch (error) {
        throw isStripeRefusal(error) ? new CheckoutRefused('Stripe refused the checkout', { cause: error }) : error;
      }
    },
    async expireCheckoutSession(sessionId) {
      try {
        return (await stripe.checkout.sessions.expire(sessionId)).status === 'complete' ? 'complete' : 'expired';
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: what it became decides.
        if (!isStripeRefusal(error)) throw error;
        return (await stripe.checkout.sessions.retrieve(sessionId)).status === 'complete' ? 'complete' : 'expired';
      }
    },
  };
}

/** How long after its session's expiry an order's coupon stops working: past the session, never before it. */
const COUPON_AFTER_SESSION_S = 5 * 60;

/**
 * The order's discount split between goods and shipping (core/discount-split.ts): Checkout spreads a coupon
 * over the line items only, so the shipping's share is taken off the shipping rate and the coupon carries the
 * goods' share; Stripe's total stays the order's to the cent, and Stripe Tax sees each at its sold price.
 */
function discountSplitOf(order: CheckoutOrder) {
  const subtotalCents = order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return splitDiscount(order.discount, subtotalCents, order.shipping.cents);
}

/** A share of 0 (the whole discount came off the shipping) is no coupon at all: Stripe refuses amount_off 0. */
const goodsDiscountCents = (order: CheckoutOrder) => discountSplitOf(order).goodsCents;

/**
 * The goods' share of the order's discount as a coupon for its one session: one redemption, and `redeem_by`
 * just after the session expires, so an unused coupon does not stay valid in the Stripe account forever.
 */
async function oneOffCoupon(
  stripe: Stripe,
  order: CheckoutOrder,
  discount: NonNullable<CheckoutOrder['discount']>,
  sessionExpiresAt: number,
) {
  const coupon = await stripe.coupons.create(
    {
      amount_off: goodsDiscountCents(order),
      currency: 'usd',
      duration: 'once',
      max_redemptions: 1,
      redeem_by: sessionExpiresAt + COUPON_AFTER_SESSION_S,
      name: discountName(discount.kind, DISCOUNT_PERCENTS[discount.kind], order.language),
      metadata: { order_id: order.id },
    },
    { idempotencyKey: `order-${order.id}-coupon` },
  );
  return coupon.id;
}

/** `shopEnvironment`: this deployment's marker, in the session's metadata (./environment-marker.ts). */
interface StripeCheckoutOptions {
  automaticTax: boolean;
  shopEnvironment?: string;
}

function sessionParams(
  order: CheckoutOrder,
  discounts: Stripe.Checkout.SessionCreateParams['discounts'],
  expiresAt: number,
  { automaticTax, shopEnvironment }: StripeCheckoutOptions,
): Stripe.Checkout.SessionCreateParams {
  const shipping = getShippingOption(order.shipping.id);
  const content = contentOf(order.language);
  return {
    mode: 'payment',
    ...(automaticTax ? AUTOMATIC_TAX : {}),
    client_reference_id: order.id,
    metadata: { order_id: order.id, order_reference: order.reference, ...environmentMetadata(shopEnvironment) },
    // What the shopper reads on Checkout, in the order's language; the order's own lines keep English names.
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: 'usd',
        unit_amount: line.unitCents,
        ...(automaticTax ? { tax_behavior: TAX_EXCLUSIVE } : {}),
        product_data: {
          name: soldLineName(line, order.language),
          description: lineDescription(line, order.language),
          ...(automaticTax ? { tax_code: lineTaxCode(line) } : {}),
        },
      },
    })),
    shipping_address_collection: { allowed_countries: shippingCountries(shipping.region) },
    // Carriers ask for a phone number to reach the buyer about a delivery.
    phone_number_collection: { enabled: true },
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: shippingName(shipping.id, content),
          fixed_amount: { amount: order.shipping.cents - discountSplitOf(order).shippingCents, currency: 'usd' },
          delivery_estimate: {
            minimum: { unit: 'business_day', value: shipping.businessDays.min },
            maximum: { unit: 'business_day', value: shipping.businessDays.max },
          },
          // With Stripe Tax on, every price says it is before tax and carries its product tax code (./tax.ts).
          ...(automaticTax ? { tax_behavior: TAX_EXCLUSIVE, tax_code: SHIPPING_TAX_CODE } : {}),
        },
      },
    ],
    discounts,
    // Stripe substitutes the session id for the placeholder; the success page resolves it to the order.
    success_url: `${order.origin}${localisedPath('/payment-success', order.language)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: order.origin + localisedPath('/payment-cancelled', order.language),
    locale: checkoutLocale(order.language),
    expires_at: expiresAt,
    customer_email: order.customerEmail,
  };
}
