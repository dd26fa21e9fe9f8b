import { couponNow } from './billing.ts';
import {
  CHECKOUT_LOCALES,
  CHECKOUT_MODES,
  DELIVERY_UNITS,
  PAYMENT_METHOD_TYPES,
  RECURRING_INTERVALS,
  SHIPPING_COUNTRIES,
  TAX_BEHAVIORS,
  UI_MODES,
} from './enums.ts';
import { StripeApiError, invalid, missing, noSuchParam } from './errors.ts';
import type { FormObject } from './form.ts';
import { type Schema, anything, arr, bool, decimal, expand, int, metadata, obj, str } from './schema.ts';
import { type FakeState, type SessionRecord, newId } from './state.ts';
import { applyTax, automaticTaxField, hasTaxLocation, isTaxCode, taxAddressOf } from './tax.ts';

/** What session creation needs from the fake around it. */
export interface CheckoutContext {
  state: FakeState;
  /** When the fake received the request, in milliseconds. */
  receivedAt: number;
  /** Where the fake serves its stand-in for the hosted Checkout page. */
  publicBase: string;
  /** Modes whose success_url the shop relies on to carry {CHECKOUT_SESSION_ID}. */
  successUrlNeedsSessionId: readonly string[];
}

/** https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts: at least $0.50, at most 8 digits. */
export const MIN_USD_CHARGE = 50;
export const MAX_AMOUNT = 99_999_999;

const required = (max?: number) => str({ max, nonEmpty: true });

/** A tax code that is not in Stripe's table (https://docs.stripe.com/tax/tax-codes) names nothing: resource_missing. */
function taxCode(): Schema<string> {
  return {
    parse(value, path) {
      const code = str().parse(value, path);
      if (!isTaxCode(code)) throw noSuchParam(path, 'tax code', code);
      return code;
    },
  };
}

/** https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-customer_update: each 'auto' or 'never'. */
const autoOrNever = () => str({ enum: ['auto', 'never'] });

const unitValue = obj({ unit: str({ enum: DELIVERY_UNITS }), value: int({ min: 1 }) }, { required: ['unit', 'value'] });

const productData = obj(
  {
    description: str({ nonEmpty: true }),
    images: arr(str({ url: true }), { max: 8 }),
    metadata: metadata(),
    name: required(),
    tax_code: taxCode(),
    tax_details: anything(),
    unit_label: str({ max: 12 }),
  },
  { required: ['name'] },
);

const priceData = obj(
  {
    currency: required(),
    product: str(),
    product_data: productData,
    recurring: obj({ interval: str({ enum: RECURRING_INTERVALS }), interval_count: int({ min: 1 }) }, { required: ['interval'] }),
    tax_behavior: str({ enum: TAX_BEHAVIORS }),
    // "A non-negative integer in cents representing how much to charge."
    unit_amount: int({ min: 0 }),
    unit_amount_decimal: decimal({ min: 0 }),
  },
  {
    required: ['currency'],
    oneOf: [
      { keys: ['product', 'product_data'], exactlyOne: true },
      { keys: ['unit_amount', 'unit_amount_decimal'], exactlyOne: true },
    ],
  },
);

const lineItem = obj(
  {
    adjustable_quantity: anything(),
    metadata: metadata(),
    price: str(),
    price_data: priceData,
    quantity: int({ min: 1 }),
    tax_rates: arr(str()),
  },
  { required: ['quantity'], oneOf: [{ keys: ['price', 'price_data'], exactlyOne: true }] },
);

const shippingOption = obj(
  {
    shipping_rate: str(),
    shipping_rate_data: obj(
      {
        delivery_estimate: obj({ maximum: unitValue, minimum: unitValue }),
        display_name: required(100),
        fixed_amount: obj(
          { amount: int({ min: 0 }), currency: required(), currency_options: anything() },
          { required: ['amount', 'currency'] },
        ),
        metadata: metadata(),
        tax_behavior: str({ enum: TAX_BEHAVIORS }),
        tax_code: taxCode(),
        type: str({ enum: ['fixed_amount'] }),
      },
      { required: ['display_name'] },
    ),
  },
  { oneOf: [{ keys: ['shipping_rate', 'shipping_rate_data'], exactlyOne: true }] },
);

/**
 * POST /v1/checkout/sessions: every parameter of the pinned version
 * (https://docs.stripe.com/api/checkout/sessions/create). Those the shop uses are checked to the leaf;
 * the others are accepted as Stripe documents them, their insides not modelled.
 */
const sessionCreate = obj(
  {
    adaptive_pricing: anything(),
    after_expiration: anything(),
    allow_promotion_codes: bool(),
    allowed_payment_method_types: arr(str({ enum: PAYMENT_METHOD_TYPES })),
    automatic_tax: obj(
      {
        enabled: bool(),
        liability: obj({ account: str(), type: str({ enum: ['account', 'self'] }) }, { required: ['type'] }),
      },
      { required: ['enabled'] },
    ),
    billing_address_collection: str({ enum: ['auto', 'required'] }),
    branding_settings: anything(),
    cancel_url: str({ url: true, max: 5000 }),
    // https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-client_reference_id: up to 200 characters.
    client_reference_id: str({ max: 200 }),
    consent_collection: anything(),
    currency: str(),
    custom_fields: anything(),
    custom_text: anything(),
    customer: str(),
    customer_account: str(),
    customer_creation: str({ enum: ['always', 'if_required'] }),
    customer_email: str({ email: true, max: 512 }),
    customer_update: obj({ address: autoOrNever(), name: autoOrNever(), shipping: autoOrNever() }),
    discounts: arr(obj({ coupon: str(), promotion_code: str() }, { oneOf: [{ keys: ['coupon', 'promotion_code'], exactlyOne: true }] })),
    excluded_payment_method_types: arr(str({ enum: PAYMENT_METHOD_TYPES.filter((t) => t !== 'link') })),
    expand: expand(),
    expires_at: int(),
    integration_identifier: str(),
    invoice_creation: anything(),
    line_items: arr(lineItem),
    locale: str({ enum: CHECKOUT_LOCALES }),
    managed_payments: anything(),
    metadata: metadata(),
    mode: str({ enum: CHECKOUT_MODES }),
    name_collection: anything(),
    optional_items: anything(),
    origin_context: anything(),
    payment_intent_data: obj({
      application_fee_amount: int({ min: 0 }),
      capture_method: str({ enum: ['automatic', 'automatic_async', 'manual'] }),
      description: str(),
      metadata: metadata(),
      on_behalf_of: str(),
      receipt_email: str({ email: true }),
      setup_future_usage: str({ enum: ['off_session', 'on_session'] }),
      shipping: anything(),
      statement_descriptor: str({ max: 22 }),
      statement_descriptor_suffix: str({ max: 22 }),
      transfer_data: anything(),
      transfer_group: str(),
    }),
    payment_method_collection: str({ enum: ['always', 'if_required'] }),
    payment_method_configuration: str(),
    payment_method_data: anything(),
    payment_method_options: anything(),
    permissions: anything(),
    phone_number_collection: obj({ enabled: bool() }, { required: ['enabled'] }),
    redirect_on_completion: str({ enum: ['always', 'if_required', 'never'] }),
    return_url: str({ url: true, max: 5000 }),
    saved_payment_method_options: anything(),
    setup_intent_data: anything(),
    shipping_address_collection: obj({ allowed_countries: arr(str({ enum: SHIPPING_COUNTRIES })) }, { required: ['allowed_countries'] }),
    shipping_options: arr(shippingOption),
    submit_type: str({ enum: ['auto', 'book', 'donate', 'pay', 'subscribe'] }),
    subscription_data: obj({
      application_fee_percent: decimal({ min: 0, max: 100 }),
      billing_cycle_anchor: int(),
      billing_cycle_anchor_config: anything(),
      billing_mode: anything(),
      default_tax_rates: arr(str()),
      description: str({ max: 500 }),
      invoice_settings: anything(),
      metadata: metadata(),
      on_behalf_of: str(),
      pending_invoice_item_interval: anything(),
      proration_behavior: str({ enum: ['create_prorations', 'none'] }),
      transfer_data: anything(),
      trial_end: int(),
      trial_period_days: int({ min: 1, max: 730 }),
      trial_settings: anything(),
    }),
    success_url: str({ url: true, max: 5000 }),
    tax_id_collection: anything(),
    ui_mode: str({ enum: UI_MODES }),
    wallet_options: anything(),
  },
  { required: ['mode'], oneOf: [{ keys: ['customer', 'customer_email'] }, { keys: ['allow_promotion_codes', 'discounts'] }] },
);

type SessionParams = ReturnType<typeof sessionCreate.parse>;
type LineItemParams = NonNullable<ReturnType<typeof lineItem.parse>>;

const MINUTE_S = 60;

/** Creates an open Checkout Session after checking what Stripe would refuse. */
export function createSession(form: FormObject, ctx: CheckoutContext): SessionRecord {
  const params = sessionCreate.parse(form, '');
  const mode = params.mode!;
  const uiMode = params.ui_mode ?? 'hosted_page';
  const items = params.line_items ?? [];

  if (uiMode !== 'hosted_page') {
    throw invalid('ui_mode', `The fake models the Stripe-hosted page only (ui_mode=hosted_page), not ${uiMode}`);
  }
  if (params.return_url !== undefined) {
    // "return_url … This parameter is only allowed when ui_mode is embedded_page, elements or form."
    throw invalid('return_url', 'return_url can only be used with ui_mode embedded_page, elements or form');
  }
  if (mode === 'setup') throw invalid('mode', 'The fake does not model setup mode');

  // "The parameter is required for payment and subscription mode."
  if (items.length === 0) throw missing('line_items');
  checkModeOnlyParams(params, mode);
  checkLineItemCount(items, mode);

  const lines = items.map((item, i) => lineOf(item, i, mode));
  const currencies = new Set(items.map((item) => item.price_data!.currency));
  const shipping = shippingOf(params.shipping_options ?? []);
  if (shipping) currencies.add(shipping.currency);
  for (const currency of currencies) {
    if (currency !== 'usd') throw invalid('currency', `The fake models USD only; the request uses ${currency}`);
  }
  // https://docs.stripe.com/payments/checkout/build-subscriptions: a subscription needs a recurring price.
  if (mode === 'subscription' && !lines.some((line) => line.interval)) {
    throw invalid('line_items', 'You must provide at least one recurring price in `subscription` mode when using prices.');
  }

  const customer = params.customer;
  // A referenced object that does not exist: 400 resource_missing (https://docs.stripe.com/error-codes#resource-missing).
  if (customer !== undefined && !ctx.state.customers.has(customer)) throw noSuchParam('customer', 'customer', customer);
  // "Can only be set when `customer` is provided." (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-customer_update)
  if (params.customer_update !== undefined && customer === undefined)
    throw invalid('customer_update', '`customer_update` can only be used with `customer`.');
  const automaticTax = params.automatic_tax?.enabled ?? false;
  if (automaticTax) checkAutomaticTax(params, ctx.state);

  const receivedS = ctx.receivedAt / 1000;
  const expiresAt = params.expires_at ?? Math.floor(receivedS) + 24 * 60 * MINUTE_S;
  // https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-expires_at: "It can be
  // anywhere from 30 minutes to 24 hours after Checkout Session creation", measured from when Stripe
  // receives the request (to the millisecond here: a timestamp rounded down can fall short).
  if (expiresAt < receivedS + 30 * MINUTE_S) {
    throw invalid('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  }
  if (expiresAt > receivedS + 24 * 60 * MINUTE_S) {
    throw invalid('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
  }

  const successUrl = params.success_url;
  if (ctx.successUrlNeedsSessionId.includes(mode) && !successUrl?.includes('{CHECKOUT_SESSION_ID}')) {
    // Not a refusal of Stripe's own: the shop's success page reads the session id Stripe substitutes for
    // this literal template variable (https://docs.stripe.com/payments/checkout/custom-success-page).
    throw invalid('success_url', 'success_url must contain {CHECKOUT_SESSION_ID}: the shop finds the order by the session id');
  }

  const subtotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const { couponId, discount } = discountOf(params.discounts ?? [], subtotal, ctx);
  const shippingAmount = shipping?.amount ?? 0;
  const total = subtotal - discount + shippingAmount;
  checkTotal(total, mode);

  const id = newId('cs_test', 58);
  const object = {
    id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: params.allow_promotion_codes ?? null,
    amount_subtotal: subtotal,
    amount_total: total,
    automatic_tax: automaticTaxField(automaticTax),
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    // What the shopper gave (the shipping address); null until then, and after when nothing was collected.
    // It replaces the session's top-level `shipping_details` since 2025-03-31.basil
    // (https://docs.stripe.com/changelog/basil/2025-03-31/checkout-session-remove-shipping-details).
    collected_information: null,
    created: Math.floor(receivedS),
    currency: 'usd',
    customer: customer ?? null,
    customer_creation: mode === 'payment' ? (params.customer_creation ?? 'if_required') : null,
    customer_details: null,
    customer_email: params.customer_email ?? null,
    discounts: couponId ? [{ coupon: couponId, promotion_code: null }] : [],
    expires_at: expiresAt,
    invoice: null,
    livemode: false,
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    mode,
    payment_intent: null,
    payment_status: 'unpaid',
    phone_number_collection: { enabled: params.phone_number_collection?.enabled ?? false },
    shipping_address_collection: params.shipping_address_collection
      ? { allowed_countries: params.shipping_address_collection.allowed_countries }
      : null,
    shipping_cost: shipping ? { amount_subtotal: shipping.amount, amount_total: shipping.amount, shipping_rate: newId('shr') } : null,
    status: 'open',
    submit_type: params.submit_type ?? null,
    subscription: null,
    success_url: successUrl ?? null,
    total_details: { amount_discount: discount, amount_shipping: shippingAmount, amount_tax: 0 },
    ui_mode: uiMode,
    url: `${ctx.publicBase}/checkout/pay/${id}`,
  };
  const record: SessionRecord = {
    object,
    lineItems: lines,
    shipping: shipping && { name: shipping.name, amount: shipping.amount },
    couponId,
    subscriptionMetadata: params.subscription_data?.metadata ?? {},
    allowedCountries: params.shipping_address_collection?.allowed_countries ?? [],
    collectsPhone: params.phone_number_collection?.enabled ?? false,
    automaticTax,
    // "Enabling this parameter causes Checkout to collect any billing address information necessary for tax
    // calculation" (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-automatic_tax-enabled):
    // a subscription's, and a payment's that collects no shipping address.
    collectsBilling: automaticTax && (mode === 'subscription' || params.shipping_address_collection === undefined),
    customerUpdate: params.customer_update ?? {},
  };
  // An existing customer's saved address gives the tax from the start.
  const saved = automaticTax ? taxAddressOf(record, customer === undefined ? undefined : ctx.state.customers.get(customer), {}) : null;
  if (saved) applyTax(record, saved);
  ctx.state.sessions.set(id, record);
  return record;
}

/**
 * What Checkout needs to compute tax (https://docs.stripe.com/tax/checkout). Every price needs a tax
 * behavior: "Setting the tax behavior explicitly on a price is optional, if you set up the default tax
 * behavior in the Stripe Tax settings", and the fake's account has no default
 * (https://docs.stripe.com/tax/products-prices-tax-codes-tax-behavior#tax-behavior). An existing customer
 * needs an address, or Checkout's leave to save the one entered.
 */
function checkAutomaticTax(params: SessionParams, state: FakeState): void {
  const liability = params.automatic_tax!.liability;
  // The liable account is a connected account (Connect), which the fake has none of.
  if (liability?.account !== undefined) throw noSuchParam('automatic_tax[liability][account]', 'account', liability.account);
  if (liability?.type === 'account') throw missing('automatic_tax[liability][account]');
  const prices = [
    ...(params.line_items ?? []).map((item, i) => ({ path: `line_items[${i}][price_data]`, data: item.price_data })),
    ...(params.shipping_options ?? []).map((option, i) => ({
      path: `shipping_options[${i}][shipping_rate_data]`,
      data: option.shipping_rate_data,
    })),
  ];
  for (const { path, data } of prices) {
    if (!data) continue;
    const param = `${path}[tax_behavior]`;
    const behavior = data.tax_behavior;
    if (behavior === undefined || behavior === 'unspecified') {
      throw invalid(
        param,
        `${param} must be 'exclusive' or 'inclusive' with automatic_tax[enabled]=true: the account has no default tax behavior in its Stripe Tax settings (https://docs.stripe.com/tax/products-prices-tax-codes-tax-behavior#tax-behavior).`,
      );
    }
    if (behavior === 'inclusive') throw invalid(param, 'The fake models tax-exclusive prices only (tax_behavior=exclusive)');
  }
  const customer = params.customer === undefined ? undefined : state.customers.get(params.customer);
  const update = params.customer_update ?? {};
  if (customer && !hasTaxLocation(customer) && update.address !== 'auto' && update.shipping !== 'auto') {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto' or `customer_update[shipping]` to 'auto' to save the address entered in Checkout to the Customer.",
      { code: 'customer_tax_location_invalid' },
    );
  }
}

function checkModeOnlyParams(params: SessionParams, mode: string): void {
  const paymentOnly = ['shipping_options', 'payment_intent_data', 'customer_creation', 'invoice_creation'] as const;
  if (mode !== 'payment') {
    for (const key of paymentOnly) {
      // Each of these is "only … in payment mode" (https://docs.stripe.com/api/checkout/sessions/create, per parameter).
      if (params[key] !== undefined) throw invalid(key, `${key} can only be used in payment mode.`);
    }
  }
  if (mode !== 'subscription' && params.subscription_data !== undefined) {
    throw invalid('subscription_data', 'subscription_data can only be used in subscription mode.');
  }
  if ((params.shipping_options?.length ?? 0) > 5) {
    // "The shipping rate options to apply to this Session. Up to a maximum of 5."
    // (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-shipping_options)
    throw invalid('shipping_options', 'You can specify at most 5 shipping options.');
  }
  if ((params.discounts?.length ?? 0) > 1) {
    // One coupon or promotion code per Checkout Session (https://docs.stripe.com/payments/checkout/discounts).
    throw invalid('discounts', 'You may only specify one discount per Checkout Session.');
  }
}

/**
 * https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-line_items:
 * "For payment mode, there is a maximum of 100 line items … For subscription mode, there is a
 * maximum of 20 line items with recurring Prices and 20 line items with one-time Prices."
 */
function checkLineItemCount(items: LineItemParams[], mode: string): void {
  if (mode === 'payment' && items.length > 100) {
    throw invalid('line_items', `A Checkout Session in payment mode can have at most 100 line items; this one has ${items.length}.`);
  }
  if (mode === 'subscription') {
    const recurring = items.filter((item) => item.price_data?.recurring).length;
    if (recurring > 20 || items.length - recurring > 20) {
      throw invalid('line_items', 'A subscription Checkout Session can have at most 20 recurring and 20 one-time line items.');
    }
  }
}

function lineOf(item: LineItemParams, i: number, mode: string): SessionRecord['lineItems'][number] {
  const path = `line_items[${i}]`;
  // The fake holds no Price objects: a price id names nothing.
  if (item.price !== undefined) throw noSuchParam(`${path}[price]`, 'price', item.price);
  const data = item.price_data!;
  if (data.product !== undefined) throw noSuchParam(`${path}[price_data][product]`, 'product', data.product);
  if (data.unit_amount_decimal !== undefined)
    throw invalid(`${path}[price_data][unit_amount_decimal]`, 'The fake models whole-cent unit_amount only');
  const unitAmount = data.unit_amount!;
  if (unitAmount > MAX_AMOUNT) {
    throw invalid(`${path}[price_data][unit_amount]`, 'Amount must be no more than $999,999.99', 'amount_too_large');
  }
  // https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-mode: recurring prices are for subscription mode.
  if (data.recurring && mode !== 'subscription') {
    throw invalid(`${path}[price_data][recurring]`, 'You must be in subscription mode to specify a recurring price.');
  }
  return {
    name: data.product_data!.name!,
    description: data.product_data!.description,
    unitAmount,
    quantity: item.quantity!,
    interval: data.recurring?.interval,
    intervalCount: data.recurring?.interval_count ?? 1,
  };
}

function shippingOf(options: NonNullable<ReturnType<typeof shippingOption.parse>>[]) {
  const first = options[0];
  if (!first) return null;
  if (first.shipping_rate !== undefined) throw noSuchParam('shipping_options[0][shipping_rate]', 'shipping rate', first.shipping_rate);
  const data = first.shipping_rate_data!;
  if (!data.fixed_amount) throw missing('shipping_options[0][shipping_rate_data][fixed_amount]');
  if (data.fixed_amount.amount! > MAX_AMOUNT) {
    throw invalid(
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]',
      'Amount must be no more than $999,999.99',
      'amount_too_large',
    );
  }
  return { name: data.display_name!, amount: data.fixed_amount.amount!, currency: data.fixed_amount.currency! };
}

/**
 * The session's coupon. Stripe takes an amount_off larger than what it applies to down to zero
 * (https://docs.stripe.com/api/coupons/object#coupon_object-amount_off); the shop computes every total to
 * the cent, so the fake refuses such a coupon instead of charging a total the shop never priced.
 */
function discountOf(discounts: { coupon?: string; promotion_code?: string }[], subtotal: number, ctx: CheckoutContext) {
  const first = discounts[0];
  if (!first) return { couponId: null, discount: 0 };
  if (first.promotion_code !== undefined) throw noSuchParam('discounts[0][promotion_code]', 'promotion code', first.promotion_code);
  const stored = ctx.state.coupons.get(first.coupon!);
  if (!stored) throw noSuchParam('discounts[0][coupon]', 'coupon', first.coupon!);
  const coupon = couponNow(stored, ctx.receivedAt);
  if (!coupon.valid || (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions)) {
    throw invalid('discounts[0][coupon]', `Coupon ${coupon.id} is no longer valid.`, 'coupon_expired');
  }
  if (coupon.amount_off !== null) {
    if (coupon.currency !== 'usd')
      throw invalid('discounts[0][coupon]', `Coupon ${coupon.id} is in ${coupon.currency}, the session in usd.`);
    if (coupon.amount_off > subtotal) {
      throw invalid(
        'discounts[0][coupon]',
        `Coupon ${coupon.id} takes ${coupon.amount_off} off line items worth ${subtotal}: larger than the amount.`,
      );
    }
    return { couponId: coupon.id, discount: coupon.amount_off };
  }
  return { couponId: coupon.id, discount: Math.round((subtotal * coupon.percent_off!) / 100) };
}

/**
 * https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts. A one-time payment may also cost
 * nothing, free lines or a discount of it all: Checkout then collects no payment method
 * (https://docs.stripe.com/payments/checkout/no-cost-orders, since API version 2023-08-16).
 */
function checkTotal(total: number, mode: string): void {
  if (total === 0 && mode === 'payment') return;
  if (total < MIN_USD_CHARGE) {
    throw new StripeApiError(400, 'invalid_request_error', "The Checkout Session's total amount due must add up to at least $0.50 usd", {
      code: 'amount_too_small',
      param: 'line_items',
    });
  }
  if (total > MAX_AMOUNT) {
    throw new StripeApiError(400, 'invalid_request_error', "The Checkout Session's total amount due must be no more than $999,999.99", {
      code: 'amount_too_large',
      param: 'line_items',
    });
  }
}

/** POST /v1/checkout/sessions/:id/expire: "A Checkout Session can be expired when it is in one of these statuses: open". */
export function assertExpirable(record: SessionRecord): void {
  if (record.object.status !== 'open') {
    throw invalid(
      undefined,
      `Only Checkout Sessions with a status in ["open"] can be expired. This session has status "${record.object.status}".`,
    );
  }
}
