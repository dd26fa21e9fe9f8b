/**
 * Shipping options (the single truth: the support dialog's
 * shipping text is rendered from this list too). Standard US shipping is always free.
 */

export const SHIPPING_IDS = ['free-us', 'express-us', 'overnight-us', 'international-standard', 'international-express'] as const;
export type ShippingId = (typeof SHIPPING_IDS)[number];

export interface ShippingOption {
  readonly id: ShippingId;
  readonly priceCents: number;
  readonly region: 'us' | 'international';
  /** Delivery estimate in business days; the estimate text says the same in words. */
  readonly businessDays: { readonly min: number; readonly max: number };
  readonly nameKey: `content.shipping.${ShippingId}.name`;
  readonly estimateKey: `content.shipping.${ShippingId}.estimate`;
  /** express-us's description takes a {{threshold}} parameter (the formatted free-express threshold). */
  readonly descriptionKey: `content.shipping.${ShippingId}.description`;
}

function option(id: ShippingId, priceCents: number, region: ShippingOption['region'], min: number, max: number): ShippingOption {
  return {
    id,
    priceCents,
    region,
    businessDays: { min, max },
    nameKey: `content.shipping.${id}.name`,
    estimateKey: `content.shipping.${id}.estimate`,
    descriptionKey: `content.shipping.${id}.description`,
  };
}

// Pure calls: a bundle that reads only the ids (the saved cart's check) leaves the options out.
export const SHIPPING_OPTIONS: readonly ShippingOption[] = [
  /* @__PURE__ */ option('free-us', 0, 'us', 5, 7),
  /* @__PURE__ */ option('express-us', 799, 'us', 2, 3),
  /* @__PURE__ */ option('overnight-us', 1999, 'us', 1, 1),
  /* @__PURE__ */ option('international-standard', 1499, 'international', 7, 14),
  /* @__PURE__ */ option('international-express', 2999, 'international', 3, 7),
];

/** Preselected as soon as the cart holds something. */
export const DEFAULT_SHIPPING_ID: ShippingId = 'free-us';

/** From this subtotal express-us costs nothing (the cart's progress bar counts toward it). */
export const FREE_EXPRESS_THRESHOLD_CENTS = 7500;
export const FREE_EXPRESS_SHIPPING_ID: ShippingId = 'express-us';

const BY_ID = /* @__PURE__ */ new Map<string, ShippingOption>(/* @__PURE__ */ SHIPPING_OPTIONS.map((o) => [o.id, o]));

export function isShippingId(value: unknown): value is ShippingId {
  return typeof value === 'string' && (SHIPPING_IDS as readonly string[]).includes(value);
}

export function getShippingOption(id: ShippingId): ShippingOption;
export function getShippingOption(id: string): ShippingOption | undefined;
export function getShippingOption(id: string): ShippingOption | undefined {
  return BY_ID.get(id);
}
