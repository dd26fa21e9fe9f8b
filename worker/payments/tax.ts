import type Stripe from 'stripe';
import { getDeal } from '../../core/deals';
import { getProduct } from '../../core/catalogue';

/**
 * Sales tax through Stripe Tax (STRIPE_TAX=on): Checkout computes it from the address it collects and
 * adds it to the total; the shop's own prices are before tax. The product tax codes are Stripe's own
 * (https://docs.stripe.com/tax/tax-codes), never made up: a code decides which rate a state applies.
 */
const TAX_CODES = {
  /** "Dietary Supplements": tablets, capsules, powders, softgels… labeled with a Supplement Facts box. */
  dietarySupplement: 'txcd_40090001',
  /** "Protein Powder": a nutritional supplement in powder form, for protein intake. */
  proteinPowder: 'txcd_40090002',
  /** "Shipping": a shipping charge for the delivery of physical goods sold with it. */
  shipping: 'txcd_92010001',
} as const;

export const SHIPPING_TAX_CODE = TAX_CODES.shipping;

const codeOfProduct = (productId: string) =>
  getProduct(productId)?.category === 'protein' ? TAX_CODES.proteinPowder : TAX_CODES.dietarySupplement;

/** A line's code; a package takes the code of what makes up most of its value (the Complete bundle is mostly whey). */
export function taxCodeOf(line: { productId?: string | null; dealId?: string | null }): string {
  if (line.productId) return codeOfProduct(line.productId);
  const value = new Map<string, number>();
  for (const item of getDeal(line.dealId ?? '')?.items ?? []) {
    const code = codeOfProduct(item.productId);
    value.set(code, (value.get(code) ?? 0) + (getProduct(item.productId)?.priceCents ?? 0) * item.quantity);
  }
  return [...value].sort((a, b) => b[1] - a[1])[0]?.[0] ?? TAX_CODES.dietarySupplement;
}

/** Whether this worker asks Stripe to compute sales tax. */
export function automaticTax(env: Pick<Env, 'STRIPE_TAX'>): boolean {
  return env.STRIPE_TAX === 'on';
}

/** Checkout's parameters for automatic tax: prices are before tax (`exclusive`), as US prices are shown. */
export const AUTOMATIC_TAX = { automatic_tax: { enabled: true } } satisfies Partial<Stripe.Checkout.SessionCreateParams>;
export const TAX_EXCLUSIVE = 'exclusive' as const;
