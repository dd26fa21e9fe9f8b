import * as z from 'zod';
import { CARRIERS, type FulfilmentStatus } from '../fulfilment';
import { MAX_STOCK, STOCK_ADJUSTMENT_REASONS, type StockMovementReason } from '../stock';
import type { ShippingAddress } from '../validation/address';
import type { OrderLineSummary, ShipmentSummary } from './orders';
import type { LinePriceRule } from '../pricing';
import {
  DISPUTE_STATUSES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
  MEMBERSHIP_STATUSES,
  ORDER_STATUSES,
  type DisputeStatus,
  type EmailKind,
  type EmailStatus,
  type MembershipStatus,
  type OrderStatus,
} from '../statuses';

/**
 * The operator console's API (/api/admin/*, behind Cloudflare Access): what each route accepts and what it
 * answers. The worker validates with these schemas; the console (web/admin/) reads the answer types.
 */

export const ADMIN_PAGE_SIZE = 25;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const search = z.string().trim().max(254).optional();
const day = z.iso.date().optional();

export const orderSearchQuery = z.object({
  /** An order reference (or its start) or a buyer's e-mail address (or part of it). */
  q: search,
  status: z.enum(ORDER_STATUSES).optional(),
  /** Placed on or after this day (UTC). */
  from: day,
  /** Placed on or before this day (UTC). */
  to: day,
  page,
});
export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;

/**
 * A refund of part of the order (cents), or, without an amount, of everything not refunded yet. `actionId`
 * names the operator's one refund and is Stripe's idempotency key: the console makes one per refund and
 * keeps sending it, however often the operator tries again, until that refund succeeds, so a repeat is
 * that same refund at Stripe, and another refund of the same amount is a new one. Required: a request
 * without it could never be told from a new refund.
 */
export const refundBody = z.object({ amountCents: z.number().int().positive().optional(), actionId: z.string().uuid() });
export type RefundBody = z.infer<typeof refundBody>;

/** The "To ship" queue: paid, unfulfilled orders, oldest first; `q` as for orders, or the name on the address. */
export const shippingQueueQuery = z.object({ q: search, page });

/**
 * Mark shipped: the carrier and its tracking number (checked against the carrier's formats, core/fulfilment.ts).
 * An order whose payment is disputed or flagged for fraud ships only with the operator's reason for
 * overriding that hold (kept in the audit log).
 */
export const shipBody = z.object({
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string().trim().min(1).max(64),
  overrideReason: z.string().trim().min(3).max(500).optional(),
});
export type ShipBody = z.infer<typeof shipBody>;

/** A warehouse's file of `reference, carrier, tracking` rows (a header row naming the columns is allowed), at most 200 rows. */
export const shipmentImportBody = z.object({ csv: z.string().max(250_000) });

/** Packing slips for these orders (references), at most 50 at once. */
export const packingSlipsQuery = z.object({ references: z.string().max(50 * 41) });

const stockCount = z.number().int().min(0).max(MAX_STOCK);
const lowThreshold = z.number().int().min(0).max(10_000);

/** Start limiting a product: its first count and low-stock threshold. */
export const stockLimitBody = z.object({ stock: stockCount, threshold: lowThreshold });
export type StockLimitBody = z.infer<typeof stockLimitBody>;

/** A limited product's low-stock threshold, on its own: it never touches the count. */
export const stockThresholdBody = z.object({ threshold: lowThreshold });

/**
 * Units added to (or, negative, taken from) a limited product's count as it stands, and why; "other"
 * needs a note saying what happened.
 */
export const stockAdjustmentBody = z
  .object({
    delta: z
      .number()
      .int()
      .min(-MAX_STOCK)
      .max(MAX_STOCK)
      .refine((delta) => delta !== 0, 'An adjustment adds or takes away at least one unit'),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS),
    note: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((note) => note || null),
  })
  .refine((body) => body.reason !== 'other' || body.note !== null, { message: 'Say what happened', path: ['note'] });
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

export const subscriberSearchQuery = z.object({ q: search, page });
export const membershipSearchQuery = z.object({ q: search, status: z.enum(MEMBERSHIP_STATUSES).optional(), page });
export const accountSearchQuery = z.object({ q: search, page });
export const emailSearchQuery = z.object({ q: search, status: z.enum(EMAIL_STATUSES).optional(), page });
export const auditQuery = z.object({ page });

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminMe {
  email: string;
}

export interface AdminOrderRow {
  reference: string;
  status: OrderStatus;
  disputeStatus: DisputeStatus | null;
  email: string | null;
  totalCents: number;
  refundedCents: number;
  /** Refunds that failed after they were made: money Stripe could not return, which the operator must return another way. */
  refundFailedCents: number;
  provider: 'local' | 'stripe';
  fulfilment: FulfilmentStatus;
  /** Stripe Radar's early fraud warning on the charge: like an open dispute, the order does not ship without an override. */
  fraudWarning: boolean;
  createdAt: string;
}

/** A row of the "To ship" queue. */
export interface AdminShippingRow {
  reference: string;
  status: OrderStatus;
  paidAt: string;
  email: string | null;
  /** The name and place on the shipping address, to tell parcels apart. */
  name: string | null;
  city: string | null;
  country: string | null;
  units: number;
  totalCents: number;
  disputeStatus: DisputeStatus | null;
  /** Why it must not ship without the operator's override ("dispute lost", "early fraud warning"), or null. */
  hold: string | null;
}

export type TimelineEntry =
  | { at: string; kind: 'placed' | 'paid' | 'failed' | 'expired' }
  | { at: string; kind: 'refund'; refundedCents: number }
  | { at: string; kind: 'refund_failed'; amountCents: number }
  | { at: string; kind: 'dispute'; status: DisputeStatus }
  | { at: string; kind: 'shipped'; carrier: string | null; trackingNumber: string | null }
  | { at: string; kind: 'delivered' | 'cancelled' | 'fraud_warning' }
  | { at: string; kind: 'email'; emailKind: EmailKind; status: EmailStatus; to: string }
  | { at: string; kind: 'operator'; action: string; operator: string; details: Record<string, unknown> | null };

export interface AdminOrder extends AdminOrderRow {
  kind: 'cart' | 'buy_now' | 'package';
  language: string;
  lines: (OrderLineSummary & {
    /** What priced the line (core/pricing.ts): regular, member, or inside the deal, coupon or subscribers' saving. */
    priceRule: LinePriceRule;
  })[];
  subtotalCents: number;
  shippingId: string;
  shippingCents: number;
  discountCents: number;
  /** Sales tax charged on top of the total (Stripe Tax). */
  taxCents: number;
  dealCode: string | null;
  couponCode: string | null;
  stripe: { sessionId: string | null; paymentIntentId: string | null };
  paidAt: string | null;
  /** What can still be refunded, in cents (0 when the order is not paid or fully refunded). */
  refundableCents: number;
  /**
   * A refund the operator started that Stripe has not taken yet (it failed): of a cancellation (what is
   * refundable) or of an order closed from review (the whole payment). The console offers it again.
   */
  refundPending: 'cancel' | 'review' | null;
  /** Where it ships and the phone the carrier may call; null until the order is paid (or after the buyer's data was erased). */
  address: ShippingAddress | null;
  /** A muscle-building product going to New York: ship with adult signature required. */
  adultSignature: boolean;
  /** When the buyer confirmed being 18 or older, for an order that needed it. */
  ageConfirmedAt: string | null;
  shipment: ShipmentSummary;
  timeline: TimelineEntry[];
}

/** One order's packing slip: what goes in the box and where it goes. */
export interface PackingSlip {
  reference: string;
  paidAt: string | null;
  shippingId: string;
  address: ShippingAddress | null;
  /** A muscle-building product going to New York: the carrier must get an adult's signature (core/age-restriction.ts). */
  adultSignature: boolean;
  /** Why it must not ship without the operator's override (a dispute, a fraud warning), or null. */
  hold: string | null;
  lines: { name: string; quantity: number; contents: { name: string; quantity: number }[] }[];
}

/** What a shipment import did, row by row (line numbers of the file, the header counted). */
export interface ShipmentImportResult {
  shipped: number;
  unchanged: number;
  rows: { line: number; reference: string | null; outcome: 'shipped' | 'unchanged' | 'refused'; reason?: string }[];
}

/** A product's stock as the Inventory page shows it. */
export interface AdminStockRow {
  productId: string;
  name: string;
  /** Units on the shelf (an open checkout holds none); null when not limited. */
  stock: number | null;
  threshold: number;
  low: boolean;
  updatedAt: string | null;
  /** The latest changes operators made to the count, newest first. */
  history: AdminStockMovement[];
}

/** A row of a product's stock history. */
export interface AdminStockMovement {
  /** Units added (negative: taken away); for a lifted limit, minus the count dropped. */
  delta: number;
  reason: StockMovementReason;
  note: string | null;
  operator: string;
  /** The count right after; null when the limit was lifted. */
  stockAfter: number | null;
  at: string;
}

export interface AdminSubscriber {
  id: number;
  email: string;
  language: string;
  coupon: 'unused' | 'reserved' | 'redeemed' | 'void';
  /** Set once the address used its unsubscribe link; its unused coupon is then void. */
  unsubscribedAt: string | null;
  /** When the mailbox confirmed through its e-mail's link (double opt-in): only confirmed addresses may be sent newsletters. */
  confirmedAt: string | null;
  createdAt: string;
}

export interface AdminMembership {
  id: string;
  email: string;
  plan: 'monthly' | 'yearly';
  status: MembershipStatus;
  provider: 'local' | 'stripe';
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface AdminAccount {
  id: string;
  email: string;
  name: string;
  verified: boolean;
  activeSessions: number;
  createdAt: string;
}

export interface AdminAccountDetail extends AdminAccount {
  sessions: { createdAt: string; lastUsedAt: string; expiresAt: string }[];
}

export interface AdminEmail {
  id: string;
  kind: EmailKind;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  orderReference: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminAuditEntry {
  id: number;
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown> | null;
  at: string;
}

/**
 * A product image stored by POST /api/admin/media (its body: the image's bytes): its public path
 * (`/media/<sha-256>.<ext>`, on the shop's own origin) and its size in pixels as its header states it.
 */
export interface AdminMediaUpload {
  url: string;
  width: number;
  height: number;
}

/** The error codes the console's routes answer besides the shop's common ones (invalid_request, not_found…). */
export const ADMIN_ERRORS = {
  access_required: 401,
  access_denied: 403,
  access_not_configured: 503,
  access_unavailable: 503,
  order_not_refundable: 409,
  refund_too_large: 409,
  membership_not_active: 409,
  email_not_retryable: 409,
  order_not_shippable: 409,
  order_payment_at_risk: 409,
  order_not_deliverable: 409,
  order_not_cancellable: 409,
  order_not_in_review: 409,
  invalid_tracking_number: 400,
  stock_not_limited: 409,
  stock_below_zero: 409,
  stock_changed: 409,
  /** A media upload without any bytes. */
  empty_body: 400,
  /** A JPEG, PNG, WebP or AVIF file by its first bytes whose header gives no size: cut short or damaged. */
  invalid_image: 400,
  /** The buyer withdrew the review: it is theirs to write again, not the operator's to decide. */
  review_withdrawn: 409,
  /** The shop replies once per review. */
  review_already_replied: 409,
  /** Replies and featuring are for published reviews only. */
  review_not_published: 409,
} as const;
export type AdminErrorCode = keyof typeof ADMIN_ERRORS;

export { DISPUTE_STATUSES, EMAIL_KINDS, EMAIL_STATUSES, MEMBERSHIP_STATUSES, ORDER_STATUSES };
