import type Stripe from 'stripe';
import { getProduct } from '../../core/catalogue';
import { SUPPLEMENT_TAX_CODE } from '../../core/catalogue-document/tax-codes';

/**
 * Sales tax through Stripe Tax (STRIPE_TAX=on): Checkout computes it from the address it collects and
 * adds it to the total; the shop's own prices are before tax. The product tax codes are Stripe's own
 * (https://docs.stripe.com/tax/tax-codes), never made up: a code decides which rate a state applies.
 */

/**
 * "Dietary supplements identified by a Supplement Facts box": what every package is taxed as, and every product
 * of version 1, whey included (its label has a Supplement Facts panel). Defined in core, where the catalogue
 * document's checks require that panel of every product under this code.
 */
export { SUPPLEMENT_TAX_CODE } from '../../core/catalogue-document/tax-codes';

/**
 * A line's product tax code: its product's, as the catalogue version being sold sets it (the operator chooses it in
 * the console); a package, whatever it holds, is taxed as supplements.
 */
export function lineTaxCode(line: { productId?: string | null }): string {
  return (line.productId ? getProduct(line.productId)?.taxCode : undefined) ?? SUPPLEMENT_TAX_CODE;
}

/** "Shipping": a shipping charge for the delivery of physical goods sold with it. */
export const SHIPPING_TAX_CODE = 'txcd_92010001';

/**
 * "General - Services": a membership sells offers, early access, recommendations and support, no goods.
 * Named explicitly, since without a code Stripe would tax it as the account's preset one (supplements).
 */
export const MEMBERSHIP_TAX_CODE = 'txcd_20030000';

/** Whether this worker asks Stripe to compute sales tax. */
export function automaticTax(env: Pick<Env, 'STRIPE_TAX'>): boolean {
  return env.STRIPE_TAX === 'on';
}

/** Checkout's parameters for automatic tax: prices are before tax (`exclusive`), as US prices are shown. */
export const AUTOMATIC_TAX = { automatic_tax: { enabled: true } } satisfies Partial<Stripe.Checkout.SessionCreateParams>;
export const TAX_EXCLUSIVE = 'exclusive' as const;
