import { type BillingAddress, type DetailField, type ShippingAddress, checkDetails } from './collected.ts';
import { invalid, noSuchObject } from './errors.ts';
import type { EventBus } from './events.ts';
import { recordCharge } from './money.ts';
import { type FakeState, type Json, type SessionRecord, newId } from './state.ts';
import { type TaxResult, applyTax, taxAddressOf } from './tax.ts';

export interface Core {
  state: FakeState;
  bus: EventBus;
  now(): number;
}

export interface Payer {
  email?: string;
  name?: string;
  /** Where to ship, when the session collects an address. */
  shipping?: ShippingAddress;
  /** When the session collects a phone number. */
  phone?: string;
  /** Where the card is billed, when the session asks for it (automatic tax). */
  billing?: BillingAddress;
  /**
   * `delayed`: a payment method whose money arrives days later (ACH debit, SEPA debit…): the session
   * completes `unpaid`, then settleDelayedPayment says whether it arrived. `card` (the default) pays at once.
   */
  method?: 'card' | 'delayed';
}

/**
 * The shopper pays on the stand-in for hosted Checkout: what Stripe records and the events it sends
 * (https://docs.stripe.com/checkout/fulfillment). Payment mode: a PaymentIntent and its Charge, then
 * `checkout.session.completed`, `paid`; with a delayed method the session completes `unpaid`, its
 * PaymentIntent processing, and no charge yet; a session that costs nothing completes `no_payment_required`
 * with no PaymentIntent (https://docs.stripe.com/payments/checkout/no-cost-orders). Subscription mode (https://docs.stripe.com/billing/subscriptions/build-subscriptions):
 * a customer if none was given, the subscription and its paid first invoice, then
 * `customer.subscription.created`, `invoice.paid`, `checkout.session.completed`, sent together in a
 * shuffled order. Resolves once those events are delivered (at once while the bus holds them), so the shop
 * has heard of the payment before the shopper is sent back.
 */
export async function completeSession(core: Core, record: SessionRecord, payer: Payer): Promise<string> {
  const session = record.object;
  expireIfDue(core, record);
  if (session.status !== 'open') throw invalid(undefined, `This Checkout Session is ${session.status}: it can no longer be paid.`);
  const now = core.now();
  const email = (session.customer_email as string | null) ?? customerEmail(core, session.customer as string | null) ?? payer.email;
  if (!email) throw invalid('email', 'An e-mail address is needed to pay.');
  if (payer.shipping && record.allowedCountries.length === 0)
    throw invalid('shipping', 'This Checkout Session does not collect a shipping address.');
  if (payer.phone !== undefined && !record.collectsPhone) throw invalid('phone', 'This Checkout Session does not collect a phone number.');
  if (payer.billing && !record.collectsBilling) throw invalid('billing', 'This Checkout Session does not collect a billing address.');
  const { shipping, billing, phone, problems } = checkDetails(record, payer);
  const [field, message] = (Object.entries(problems) as [DetailField, string][])[0] ?? [];
  if (field) throw invalid(paramOf(field), message);
  const country = record.allowedCountries[0] ?? null;
  session.customer_details = {
    email,
    // The name given with the address stands in for the customer's name when no other was given.
    name: payer.name ?? shipping?.name ?? null,
    phone,
    address: billing ?? (country ? { country, city: null, line1: null, line2: null, postal_code: null, state: null } : null),
  };
  if (shipping) session.collected_information = { business_name: null, individual_name: null, shipping_details: shipping };
  const customer = session.customer ? core.state.customers.get(session.customer as string) : undefined;
  const taxAddress = record.automaticTax ? taxAddressOf(record, customer, { shipping: shipping?.address, billing }) : null;
  const tax = taxAddress ? applyTax(record, taxAddress) : null;
  if (customer) saveOntoCustomer(record, customer);
  if (record.couponId) {
    const coupon = core.state.coupons.get(record.couponId)!;
    coupon.times_redeemed += 1;
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) coupon.valid = false;
  }
  const delayed = payer.method === 'delayed' && session.mode === 'payment' && session.amount_total !== 0;
  const paymentStatus = session.mode === 'payment' && session.amount_total === 0 ? 'no_payment_required' : delayed ? 'unpaid' : 'paid';
  Object.assign(session, { status: 'complete', payment_status: paymentStatus });

  const deliveries: Promise<void>[] = [];
  if (session.mode === 'subscription') {
    const { subscription, invoice } = startSubscription(core, record, email, now, tax);
    Object.assign(session, { customer: subscription.customer, subscription: subscription.id, invoice: invoice.id });
    deliveries.push(
      core.bus.emit('customer.subscription.created', subscription),
      core.bus.emit('invoice.paid', invoiceEventObject(invoice)),
    );
  } else if (delayed) {
    session.payment_intent = newId('pi', 24);
    record.awaitingPayment = true;
  } else if (paymentStatus === 'paid') {
    const charge = recordCharge(core.state, session.amount_total as number, now);
    session.payment_intent = charge.payment_intent;
    deliveries.push(core.bus.emit('charge.succeeded', charge));
  }
  // The payment's events go out together, in no particular order, as Stripe sends them.
  deliveries.push(core.bus.emit('checkout.session.completed', session));
  await Promise.all(deliveries);
  const successUrl = (session.success_url as string | null) ?? `${new URL(session.url as string).origin}/checkout/complete/${session.id}`;
  return successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

/**
 * The money of a delayed payment method arrives, or does not (https://docs.stripe.com/checkout/fulfillment#delayed-notification):
 * `checkout.session.async_payment_succeeded` with the session now `paid` and its Charge, or
 * `checkout.session.async_payment_failed` with the session still `unpaid`. Sent together with the charge's
 * event, in no particular order.
 */
export async function settleDelayedPayment(core: Core, record: SessionRecord, outcome: 'succeeded' | 'failed'): Promise<void> {
  const session = record.object;
  if (!record.awaitingPayment) throw invalid(undefined, `Checkout Session ${session.id} has no delayed payment waiting.`);
  record.awaitingPayment = false;
  if (outcome === 'failed') {
    await core.bus.emit('checkout.session.async_payment_failed', session);
    return;
  }
  const charge = recordCharge(core.state, session.amount_total as number, core.now(), {}, session.payment_intent as string);
  session.payment_status = 'paid';
  await Promise.all([core.bus.emit('charge.succeeded', charge), core.bus.emit('checkout.session.async_payment_succeeded', session)]);
}

/** A refused field as the API names it: `shipping[city]`, `billing[state]`, `phone`. */
function paramOf(field: DetailField): string {
  if (field === 'phone' || field === 'email') return field;
  return field.startsWith('billing_') ? `billing[${field.slice('billing_'.length)}]` : `shipping[${field}]`;
}

/**
 * `customer_update` (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-customer_update):
 * with 'auto', Checkout saves the billing address, the name or the shipping details it collected onto the
 * existing customer; 'never' (the default) leaves the customer as it was.
 */
function saveOntoCustomer(record: SessionRecord, customer: Json): void {
  const session = record.object;
  const details = session.customer_details as { name: string | null; address: Json | null };
  const update = record.customerUpdate;
  if (update.address === 'auto' && details.address) customer.address = details.address;
  if (update.name === 'auto' && details.name) customer.name = details.name;
  const shipping = (session.collected_information as { shipping_details: Json } | null)?.shipping_details;
  if (update.shipping === 'auto' && shipping) customer.shipping = { ...shipping, phone: null };
}

/** Checkout sessions expire at expires_at and Stripe says so with `checkout.session.expired`. */
export function expireIfDue(core: Core, record: SessionRecord): void {
  if (record.object.status === 'open' && core.now() >= record.object.expires_at * 1000) void expireSession(core, record);
}

export function expireSession(core: Core, record: SessionRecord): Promise<void> {
  record.object.status = 'expired';
  return core.bus.emit('checkout.session.expired', record.object);
}

function customerEmail(core: Core, customerId: string | null): string | null {
  return customerId ? (core.state.customers.get(customerId)?.email ?? null) : null;
}

function periodEnd(startS: number, interval: string, count: number): number {
  const end = new Date(startS * 1000);
  if (interval === 'day') end.setUTCDate(end.getUTCDate() + count);
  else if (interval === 'week') end.setUTCDate(end.getUTCDate() + 7 * count);
  else if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  return Math.floor(end.getTime() / 1000);
}

function startSubscription(core: Core, record: SessionRecord, email: string, now: number, tax: TaxResult | null) {
  const session = record.object;
  const startS = Math.floor(now / 1000);
  let customerId = session.customer as string | null;
  if (!customerId) {
    // "Checkout creates a new customer and automatically saves the billing address and shipping information" (https://docs.stripe.com/tax/checkout).
    const details = session.customer_details as { name: string | null; address: Json | null };
    const shipping = (session.collected_information as { shipping_details: Json } | null)?.shipping_details;
    customerId = newId('cus', 14);
    core.state.customers.set(customerId, {
      id: customerId,
      object: 'customer',
      email,
      name: details.name,
      address: details.address,
      shipping: shipping ? { ...shipping, phone: null } : null,
      created: startS,
      metadata: {},
      livemode: false,
    });
  }
  const subscriptionId = newId('sub', 24);
  const recurring = record.lineItems.filter((line) => line.interval);
  const items = recurring.map((line) => ({
    id: newId('si', 14),
    object: 'subscription_item',
    quantity: line.quantity,
    current_period_start: startS,
    current_period_end: periodEnd(startS, line.interval!, line.intervalCount),
    price: {
      id: newId('price', 24),
      object: 'price',
      currency: 'usd',
      unit_amount: line.unitAmount,
      recurring: { interval: line.interval, interval_count: line.intervalCount },
      product: newId('prod', 14),
    },
  }));
  const charge = recordCharge(core.state, session.amount_total as number, now);
  const invoiceId = newId('in', 24);
  const liability = record.automaticTax ? { type: 'self' } : null;
  const invoice = {
    id: invoiceId,
    object: 'invoice',
    amount_due: session.amount_total,
    amount_paid: session.amount_total,
    automatic_tax: {
      enabled: record.automaticTax,
      disabled_reason: null,
      liability,
      provider: record.automaticTax ? 'stripe' : null,
      status: tax ? 'complete' : null,
    },
    billing_reason: 'subscription_create',
    created: startS,
    currency: 'usd',
    customer: customerId,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: record.subscriptionMetadata, subscription: subscriptionId },
    },
    lines: {
      object: 'list',
      data: items.map((item) => ({
        id: newId('il', 24),
        object: 'line_item',
        amount: item.price.unit_amount * item.quantity,
        period: { start: startS, end: item.current_period_end },
      })),
      has_more: false,
    },
    payments: {
      object: 'list',
      data: [
        {
          id: newId('inpay', 24),
          object: 'invoice_payment',
          amount_paid: session.amount_total,
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: charge.payment_intent },
        },
      ],
      has_more: false,
    },
    status: 'paid',
    subtotal: session.amount_subtotal,
    total: session.amount_total,
    total_excluding_tax: (session.amount_total as number) - (tax?.amount ?? 0),
    // Invoice taxes, per rate and behavior (https://docs.stripe.com/api/invoices/object#invoice_object-total_taxes).
    total_taxes: tax
      ? [{ amount: tax.amount, tax_behavior: 'exclusive', taxability_reason: tax.taxabilityReason, taxable_amount: tax.taxableAmount }]
      : [],
  };
  core.state.invoices.set(invoiceId, { object: invoice, paymentIntent: charge.payment_intent });
  const subscription = {
    id: subscriptionId,
    object: 'subscription',
    cancel_at: null,
    cancel_at_period_end: false,
    automatic_tax: { enabled: record.automaticTax, disabled_reason: null, liability },
    canceled_at: null,
    created: startS,
    currency: 'usd',
    customer: customerId,
    items: { object: 'list', data: items, has_more: false },
    latest_invoice: invoiceId,
    livemode: false,
    metadata: record.subscriptionMetadata,
    status: 'active',
  };
  core.state.subscriptions.set(subscriptionId, { object: subscription });
  return { subscription, invoice };
}

/** Invoices in events carry no `payments` list (it is includable only on retrieval). */
function invoiceEventObject(invoice: Json): Json {
  const { payments: _payments, ...rest } = invoice;
  return rest;
}

/** The customer portal's "renew" of a subscription set to cancel: it goes on renewing. */
export async function renewSubscription(core: Core, subscriptionId: string): Promise<void> {
  const record = core.state.subscriptions.get(subscriptionId);
  if (!record) throw noSuchObject('subscription', subscriptionId);
  if (!record.object.cancel_at_period_end) throw invalid(undefined, `Subscription ${subscriptionId} is not set to cancel.`);
  record.object.cancel_at_period_end = false;
  await core.bus.emit('customer.subscription.updated', record.object, { cancel_at_period_end: true });
}

/** The customer portal's "cancel at period end", as its page offers. */
export async function cancelAtPeriodEnd(core: Core, subscriptionId: string): Promise<void> {
  const record = core.state.subscriptions.get(subscriptionId);
  if (!record) throw noSuchObject('subscription', subscriptionId);
  record.object.cancel_at_period_end = true;
  await core.bus.emit('customer.subscription.updated', record.object, { cancel_at_period_end: false });
}
