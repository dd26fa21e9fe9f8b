import type { DisputeStatus } from './statuses';

/**
 * Getting a paid order to the shopper's door: the carriers the shop ships with, the tracking numbers each
 * issues and the public page where anyone can follow a parcel. Fulfilment is separate from payment: an
 * order is paid (or partly refunded) and, independently, unfulfilled → shipped → delivered, or cancelled
 * before it ships. Both only move forward. Orders paid before the shop tracked fulfilment are
 * `before_tracking`: they went out by other means, so they are neither shipped nor cancelled from here.
 */

export const FULFILMENT_STATUSES = ['unfulfilled', 'shipped', 'delivered', 'cancelled', 'before_tracking'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** Payment states in which an order may be shipped: the money is in (and not all of it returned). */
export const SHIPPABLE_STATUSES = ['paid', 'partially_refunded'] as const;

/**
 * Dispute states in which the order's money is taken back or may be: an inquiry or a chargeback to answer
 * (Stripe's warning_needs_response, warning_under_review, needs_response, under_review), a lost dispute
 * and its appeal. Shipping such an order sends goods after the money; the operator may still, with a reason.
 */
export const HOLDING_DISPUTE_STATUSES = ['inquiry', 'open', 'appeal', 'lost'] as const satisfies readonly DisputeStatus[];

/** Why an order should not ship without the operator's override: its dispute, or Radar's early fraud warning; null when none. */
export function shippingHoldOf(order: { disputeStatus: DisputeStatus | null; fraudWarning: boolean }): string | null {
  if (order.disputeStatus && (HOLDING_DISPUTE_STATUSES as readonly string[]).includes(order.disputeStatus))
    return `dispute ${order.disputeStatus}`;
  return order.fraudWarning ? 'early fraud warning' : null;
}

export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL Express',
  other: 'Other carrier',
};

interface CarrierRules {
  /** The formats the carrier documents for its tracking numbers (after spaces are taken out and letters upper-cased). */
  formats: readonly RegExp[];
  /** Its public tracking page for one number; none for a carrier the shop does not know. */
  trackingPage?: (number: string) => string;
}

const CARRIER_RULES: Record<Carrier, CarrierRules> = {
  // USPS: Intelligent Mail package barcodes print 20 or 22 digits; international items use the UPU S10
  // format (two letters, eight digits and a check digit, two-letter country).
  usps: {
    formats: [/^\d{20}$/, /^\d{22}$/, /^[A-Z]{2}\d{9}[A-Z]{2}$/],
    trackingPage: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  // UPS: "1Z" followed by 16 letters and digits.
  ups: { formats: [/^1Z[0-9A-Z]{16}$/], trackingPage: (n) => `https://www.ups.com/track?tracknum=${n}` },
  // FedEx: 12 digits (Express), 15 (Ground), 20 or 22 (Ground and Ground Economy barcodes).
  fedex: {
    formats: [/^\d{12}$/, /^\d{15}$/, /^\d{20}$/, /^\d{22}$/],
    trackingPage: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  // DHL Express: a 10-digit waybill number, or a 'JJD' piece number of 18 more digits.
  dhl: {
    formats: [/^\d{10}$/, /^JJD\d{18}$/],
    trackingPage: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  other: { formats: [/^[A-Z0-9-]{4,40}$/] },
};

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** A tracking number as it is stored and checked: no spaces, letters upper-cased. */
export function normaliseTrackingNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The normalised number, or null when it matches none of the carrier's documented formats. */
export function checkTrackingNumber(carrier: Carrier, text: string): string | null {
  const number = normaliseTrackingNumber(text);
  return CARRIER_RULES[carrier].formats.some((format) => format.test(number)) ? number : null;
}

/** Where the shopper follows the parcel: the carrier's public tracking page, or null for another carrier. */
export function trackingUrl(carrier: Carrier, number: string): string | null {
  return CARRIER_RULES[carrier].trackingPage?.(encodeURIComponent(number)) ?? null;
}
