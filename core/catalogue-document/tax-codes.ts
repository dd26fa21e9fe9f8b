/**
 * Stripe's product tax code for "Dietary supplements identified by a Supplement Facts box"
 * (https://docs.stripe.com/tax/tax-codes): a product sold under it must carry a Supplement Facts panel.
 */
export const SUPPLEMENT_TAX_CODE = 'txcd_40090001';

/** The shape of every Stripe product tax code. */
export const TAX_CODE_PATTERN = /^txcd_\d{8}$/;
