import type { Json, SessionRecord } from './state.ts';

/**
 * Stripe Tax in Checkout (https://docs.stripe.com/tax/checkout): with `automatic_tax[enabled]`, Checkout
 * works out sales tax from the customer's location once it knows it and adds it to the total, prices
 * being before tax (`tax_behavior=exclusive`).
 */

/**
 * Product tax codes Stripe publishes (https://docs.stripe.com/tax/tax-codes), copied with their names: the
 * general ones and those a supplement shop can use. A code of the right form that is not in Stripe's table
 * names nothing, so Stripe refuses it; the fake refuses any code not listed here.
 */
export const TAX_CODES: Readonly<Record<string, string>> = {
  txcd_00000000: 'Nontaxable',
  txcd_10000000: 'General - Electronically Supplied Services',
  txcd_20030000: 'General - Services',
  txcd_40060003: 'Food and food ingredients for home consumption',
  txcd_40090001: 'Dietary supplements identified by a Supplement Facts box',
  txcd_92010001: 'Shipping',
  txcd_99999999: 'General - Tangibly Delivered Goods',
};

export const isTaxCode = (code: string) => Object.hasOwn(TAX_CODES, code);

/** What places a sale for tax. */
export interface TaxAddress {
  country: string;
  state?: string | null;
}

/**
 * The fake's own stand-in sales-tax rates, in thousandths of a percent: not Stripe's, which vary by
 * address and product tax code. The five states without a sales tax take 0; every other state 6%.
 */
const STATE_RATES: Record<string, number> = {
  TX: 8_250,
  CA: 7_250,
  NY: 8_875,
  WA: 10_100,
  FL: 7_000,
  AK: 0,
  DE: 0,
  MT: 0,
  NH: 0,
  OR: 0,
};
const OTHER_STATE_RATE = 6_000;

/**
 * The shop is registered to collect tax in the US only: elsewhere Stripe Tax collects nothing
 * ("not_collecting", https://docs.stripe.com/tax/registering).
 */
export function taxRateOf(address: TaxAddress): number {
  if (address.country !== 'US') return 0;
  return STATE_RATES[address.state ?? ''] ?? OTHER_STATE_RATE;
}

/**
 * A saved address Stripe Tax can place: a country, and in the US a ZIP code too
 * (https://docs.stripe.com/tax/customer-locations: "Collect and set both the country and the postal_code fields").
 */
function located(address: unknown): TaxAddress | null {
  const saved = address as { country?: string | null; state?: string | null; postal_code?: string | null } | null | undefined;
  if (!saved?.country || (saved.country === 'US' && !saved.postal_code)) return null;
  return { country: saved.country, state: saved.state ?? null };
}

const savedShipping = (customer: Json) => located((customer.shipping as { address?: unknown } | null | undefined)?.address);

export const hasTaxLocation = (customer: Json) => savedShipping(customer) !== null || located(customer.address) !== null;

/**
 * Where the tax comes from (https://docs.stripe.com/tax/checkout, "Create a Checkout Session"): the shipping
 * address entered, when the session collects one; else an existing customer's saved shipping address; else
 * their saved address, unless `customer_update[address]=auto` has Checkout replace it; else the billing
 * address entered. Null while none of these is known.
 */
export function taxAddressOf(
  record: SessionRecord,
  customer: Json | undefined,
  entered: { shipping?: TaxAddress | null; billing?: TaxAddress | null },
): TaxAddress | null {
  if (record.allowedCountries.length > 0) return entered.shipping ?? null;
  const saved = customer && (savedShipping(customer) ?? (record.customerUpdate.address === 'auto' ? null : located(customer.address)));
  return saved ?? entered.billing ?? null;
}

/** The session's `automatic_tax` as this API version returns it. */
export function automaticTaxField(enabled: boolean): Json {
  return enabled
    ? { enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'requires_location_inputs' }
    : { enabled: false, liability: null, provider: null, status: null };
}

/** Tax on what the session charges before tax: its lines after the discount, plus shipping. */
export interface TaxResult {
  amount: number;
  taxableAmount: number;
  taxabilityReason: 'standard_rated' | 'not_collecting';
}

/**
 * Computes the session's tax for `address` and puts it in `total_details.amount_tax` and `amount_total`
 * (exclusive prices: tax on top), with `automatic_tax.status` complete.
 */
export function applyTax(record: SessionRecord, address: TaxAddress): TaxResult {
  const session = record.object;
  const totals = session.total_details as { amount_discount: number; amount_shipping: number; amount_tax: number };
  const taxableAmount = (session.amount_subtotal as number) - totals.amount_discount + totals.amount_shipping;
  const rate = taxRateOf(address);
  const amount = Math.round((taxableAmount * rate) / 100_000);
  totals.amount_tax = amount;
  session.amount_total = taxableAmount + amount;
  (session.automatic_tax as Json).status = 'complete';
  return { amount, taxableAmount, taxabilityReason: rate > 0 ? 'standard_rated' : 'not_collecting' };
}
