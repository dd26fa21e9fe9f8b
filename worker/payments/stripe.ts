import type Stripe from 'stripe';
import { getShippingOption } from '../../core/shipping';
import { shippingName } from '../orders/names';
import { type CheckoutOrder, CheckoutRefused, type PaymentProvider } from './provider';
import { shippingCountries } from './shipping-countries';
import { isStripeRefusal } from './stripe-client';

const COUPON_NAMES = { deal: 'Last-chance deal', coupon: 'Newsletter welcome offer', subscriber: 'Newsletter subscriber package savings' } as const;

/**
 * Stripe's hosted Checkout. Every amount is ours, in cents: the line snapshot as `price_data`, the
 * chosen shipping as the only option, and a discount as a one-off amount-off coupon (so Stripe's total
 * equals the order's to the cent, whatever its own rounding would do). Each POST carries an
 * idempotency key derived from the order, so a retried request never makes a second session.
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckoutSession(order) {
      try {
        const discounts = order.discount ? [{ coupon: await oneOffCoupon(stripe, order, order.discount) }] : undefined;
        const session = await stripe.checkout.sessions.create(sessionParams(order, discounts), {
          idempotencyKey: `order-${order.id}-checkout`,
        });
        if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
        return { url: session.url, sessionId: session.id };
      } catch (error) {
        throw isStripeRefusal(error) ? new CheckoutRefused('Stripe refused the checkout', { cause: error }) : error;
      }
    },
  };
}

async function oneOffCoupon(stripe: Stripe, order: CheckoutOrder, discount: NonNullable<CheckoutOrder['discount']>) {
  const coupon = await stripe.coupons.create(
    {
      amount_off: discount.cents,
      currency: 'usd',
      duration: 'once',
      max_redemptions: 1,
      name: COUPON_NAMES[discount.kind],
      metadata: { order_id: order.id },
    },
    { idempotencyKey: `order-${order.id}-coupon` },
  );
  return coupon.id;
}

function sessionParams(
  order: CheckoutOrder,
  discounts: Stripe.Checkout.SessionCreateParams['discounts'],
): Stripe.Checkout.SessionCreateParams {
  const shipping = getShippingOption(order.shipping.id);
  return {
    mode: 'payment',
    client_reference_id: order.id,
    metadata: { order_id: order.id, order_reference: order.reference },
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: { currency: 'usd', unit_amount: line.unitCents, product_data: { name: line.name } },
    })),
    shipping_address_collection: { allowed_countries: shippingCountries(shipping.region) },
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: shippingName(shipping.id),
          fixed_amount: { amount: order.shipping.cents, currency: 'usd' },
          delivery_estimate: {
            minimum: { unit: 'business_day', value: shipping.businessDays.min },
            maximum: { unit: 'business_day', value: shipping.businessDays.max },
          },
        },
      },
    ],
    discounts,
    // Stripe substitutes the session id for the placeholder; the success page resolves it to the order.
    success_url: `${order.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${order.origin}/payment-cancelled`,
    // Checkout has no Arabic; Arabic shoppers have seen their summary in the cart before this page.
    locale: order.language === 'fr' ? 'fr' : 'en',
    expires_at: Math.floor(order.expiresAt.getTime() / 1000),
    customer_email: order.customerEmail,
  };
}
