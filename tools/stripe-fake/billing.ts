import { COUPON_DURATIONS, PORTAL_LOCALES } from './enums.ts';
import { invalid, missing, noSuchObject, noSuchParam } from './errors.ts';
import type { FormObject } from './form.ts';
import { anything, arr, bool, decimal, expand, int, metadata, obj, str } from './schema.ts';
import { type FakeState, type Json, newId } from './state.ts';

/** A postal address as the API takes it (https://docs.stripe.com/api/customers/create#create_customer-address). */
const address = obj({ city: str(), country: str(), line1: str(), line2: str(), postal_code: str(), state: str() });

/** An address as the API returns it: every field present, null when not given. */
const addressObject = (given: NonNullable<ReturnType<typeof address.parse>>) => ({
  city: given.city ?? null,
  country: given.country ?? null,
  line1: given.line1 ?? null,
  line2: given.line2 ?? null,
  postal_code: given.postal_code ?? null,
  state: given.state ?? null,
});

/** POST /v1/customers (https://docs.stripe.com/api/customers/create). */
const customerCreate = obj({
  address,
  balance: int(),
  business_name: str({ max: 150 }),
  cash_balance: anything(),
  description: str(),
  email: str({ email: true, max: 512 }),
  expand: expand(),
  individual_name: str({ max: 150 }),
  invoice_prefix: str({ max: 12 }),
  invoice_settings: anything(),
  metadata: metadata(),
  name: str({ max: 256 }),
  next_invoice_sequence: int({ min: 1 }),
  payment_method: str(),
  phone: str({ max: 20 }),
  preferred_locales: arr(str()),
  shipping: obj({ address, name: str({ nonEmpty: true }), phone: str() }, { required: ['address', 'name'] }),
  source: str(),
  tax: anything(),
  tax_exempt: str({ enum: ['exempt', 'none', 'reverse'] }),
  tax_id_data: anything(),
  test_clock: str(),
  validate: bool(),
});

export function createCustomer(state: FakeState, form: FormObject, now: number) {
  const params = customerCreate.parse(form, '');
  const customer = {
    id: newId('cus', 14),
    object: 'customer',
    created: Math.floor(now / 1000),
    email: params.email ?? null,
    name: params.name ?? null,
    address: params.address ? addressObject(params.address) : null,
    shipping: params.shipping
      ? { address: addressObject(params.shipping.address!), name: params.shipping.name!, phone: params.shipping.phone ?? null }
      : null,
    metadata: params.metadata ?? {},
    livemode: false,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

/**
 * POST /v1/coupons (https://docs.stripe.com/api/coupons/create): one of amount_off (with its currency)
 * or percent_off; `duration_in_months` only and always with `repeating`; a name of at most 40 characters.
 */
const couponCreate = obj(
  {
    amount_off: int({ min: 1 }),
    applies_to: anything(),
    currency: str({ nonEmpty: true }),
    currency_options: anything(),
    duration: str({ enum: COUPON_DURATIONS }),
    duration_in_months: int({ min: 1 }),
    expand: expand(),
    id: str({ max: 250 }),
    max_redemptions: int({ min: 1 }),
    metadata: metadata(),
    name: str({ max: 40 }),
    percent_off: decimal({ min: 0, max: 100, exclusiveMin: true }),
    redeem_by: int(),
  },
  { oneOf: [{ keys: ['amount_off', 'percent_off'], exactlyOne: true }] },
);

/** A coupon as Stripe shows it now: no longer `valid` once its redeem_by has passed (https://docs.stripe.com/api/coupons/object#coupon_object-valid). */
export function couponNow<T extends { valid: boolean; redeem_by?: unknown }>(coupon: T, now: number): T {
  const redeemBy = typeof coupon.redeem_by === 'number' ? coupon.redeem_by : null;
  return redeemBy !== null && now >= redeemBy * 1000 ? { ...coupon, valid: false } : coupon;
}

export function createCoupon(state: FakeState, form: FormObject, now: number) {
  const params = couponCreate.parse(form, '');
  if (params.amount_off !== undefined && params.currency === undefined) throw missing('currency');
  const duration = params.duration ?? 'once';
  if (duration === 'repeating' && params.duration_in_months === undefined) throw missing('duration_in_months');
  if (duration !== 'repeating' && params.duration_in_months !== undefined) {
    throw invalid('duration_in_months', 'duration_in_months can only be set when duration is repeating.');
  }
  if (params.redeem_by !== undefined && params.redeem_by * 1000 <= now) throw invalid('redeem_by', 'redeem_by must be in the future.');
  const id = params.id ?? newId('', 8).slice(1);
  if (state.coupons.has(id)) throw invalid('id', `Coupon already exists.`, 'resource_already_exists');
  const coupon = {
    id,
    object: 'coupon',
    amount_off: params.amount_off ?? null,
    currency: params.currency ?? null,
    percent_off: params.percent_off ?? null,
    duration,
    duration_in_months: params.duration_in_months ?? null,
    max_redemptions: params.max_redemptions ?? null,
    metadata: params.metadata ?? {},
    name: params.name ?? null,
    redeem_by: params.redeem_by ?? null,
    times_redeemed: 0,
    valid: true,
    created: Math.floor(now / 1000),
    livemode: false,
  };
  state.coupons.set(id, coupon);
  return coupon;
}

/** DELETE /v1/subscriptions/:id (https://docs.stripe.com/api/subscriptions/cancel). */
const subscriptionCancel = obj({ cancellation_details: anything(), expand: expand(), invoice_now: bool(), prorate: bool() });

export function cancelSubscription(state: FakeState, id: string, form: FormObject, now: number) {
  subscriptionCancel.parse(form, '');
  const record = state.subscriptions.get(id);
  if (!record) throw noSuchObject('subscription', id);
  // A canceled subscription is "largely immutable": the fake refuses a second cancel rather than guess.
  if (record.object.status === 'canceled') throw invalid(undefined, `This subscription is already canceled: ${id}`);
  const previous = { status: record.object.status };
  Object.assign(record.object, { status: 'canceled', canceled_at: Math.floor(now / 1000), ended_at: Math.floor(now / 1000) });
  return { subscription: record.object, previous };
}

/**
 * POST /v1/subscriptions/:id (https://docs.stripe.com/api/subscriptions/update). Every documented parameter
 * is accepted; the fake models `cancel_at_period_end` and `metadata` and refuses the others, which change
 * billing in ways it does not compute, rather than pretend to apply them.
 */
const subscriptionUpdate = obj({
  add_invoice_items: anything(),
  application_fee_percent: anything(),
  automatic_tax: anything(),
  billing_cycle_anchor: anything(),
  billing_thresholds: anything(),
  cancel_at: anything(),
  cancel_at_period_end: bool(),
  cancellation_details: anything(),
  collection_method: anything(),
  days_until_due: anything(),
  default_payment_method: anything(),
  default_source: anything(),
  default_tax_rates: anything(),
  description: anything(),
  discounts: anything(),
  expand: expand(),
  invoice_settings: anything(),
  items: anything(),
  metadata: metadata(),
  off_session: anything(),
  on_behalf_of: anything(),
  pause_collection: anything(),
  payment_behavior: anything(),
  payment_settings: anything(),
  pending_invoice_item_interval: anything(),
  proration_behavior: anything(),
  proration_date: anything(),
  transfer_data: anything(),
  trial_end: anything(),
  trial_from_plan: anything(),
  trial_settings: anything(),
});
const MODELLED_UPDATES = new Set(['cancel_at_period_end', 'metadata', 'expand']);

export function updateSubscription(state: FakeState, id: string, form: FormObject) {
  const params = subscriptionUpdate.parse(form, '');
  const unmodelled = Object.keys(params).find((key) => !MODELLED_UPDATES.has(key));
  if (unmodelled) throw invalid(unmodelled, `The fake does not model updating ${unmodelled}`);
  const record = state.subscriptions.get(id);
  if (!record) throw noSuchObject('subscription', id);
  if (record.object.status === 'canceled')
    throw invalid(undefined, `A canceled subscription can only update its cancellation_details and metadata: ${id}`);
  const previous: Json = {};
  if (params.cancel_at_period_end !== undefined && params.cancel_at_period_end !== record.object.cancel_at_period_end) {
    previous.cancel_at_period_end = record.object.cancel_at_period_end;
    record.object.cancel_at_period_end = params.cancel_at_period_end;
  }
  if (params.metadata) {
    previous.metadata = record.object.metadata;
    record.object.metadata = { ...(record.object.metadata as Record<string, string>), ...params.metadata };
  }
  return { subscription: record.object, previous };
}

/** GET /v1/invoices/:id; `payments` is includable: present only with expand[]=payments. */
export function retrieveInvoice(state: FakeState, id: string, form: FormObject): Json {
  const params = obj({ expand: expand() }).parse(form, '');
  const record = state.invoices.get(id);
  if (!record) throw noSuchObject('invoice', id);
  const { payments, ...rest } = record.object as Json;
  return params.expand?.includes('payments') ? { ...rest, payments } : rest;
}

/** POST /v1/billing_portal/sessions (https://docs.stripe.com/api/customer_portal/sessions/create). */
const portalCreate = obj(
  {
    after_expiration: anything(),
    configuration: str(),
    customer: str({ nonEmpty: true }),
    customer_account: str(),
    expand: expand(),
    flow_data: anything(),
    locale: str({ enum: PORTAL_LOCALES }),
    on_behalf_of: str(),
    return_url: str({ url: true }),
  },
  { oneOf: [{ keys: ['customer', 'customer_account'], exactlyOne: true }] },
);

export function createPortalSession(state: FakeState, form: FormObject, now: number, publicBase: string) {
  const params = portalCreate.parse(form, '');
  if (params.customer_account !== undefined) throw noSuchParam('customer_account', 'account', params.customer_account);
  if (!state.customers.has(params.customer!)) throw noSuchParam('customer', 'customer', params.customer!);
  if (params.configuration !== undefined) throw noSuchParam('configuration', 'billing portal configuration', params.configuration);
  const id = newId('bps', 24);
  const session = {
    id,
    object: 'billing_portal.session',
    created: Math.floor(now / 1000),
    customer: params.customer!,
    livemode: false,
    locale: params.locale ?? null,
    return_url: params.return_url ?? null,
    url: `${publicBase}/billing/${id}`,
  };
  state.portalSessions.set(id, session);
  return session;
}
