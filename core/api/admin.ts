import * as z from 'zod';
import { DISPUTE_STATUSES, EMAIL_KINDS, EMAIL_STATUSES, MEMBERSHIP_STATUSES, ORDER_STATUSES, type DisputeStatus, type EmailKind, type EmailStatus, type MembershipStatus, type OrderStatus } from '../statuses';

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

/** A refund of part of the order (cents), or, without an amount, of everything not refunded yet. */
export const refundBody = z.object({ amountCents: z.number().int().positive().optional() });
export type RefundBody = z.infer<typeof refundBody>;

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
  provider: 'local' | 'stripe';
  createdAt: string;
}

export type TimelineEntry =
  | { at: string; kind: 'placed' | 'paid' | 'failed' | 'expired' }
  | { at: string; kind: 'refund'; refundedCents: number }
  | { at: string; kind: 'dispute'; status: DisputeStatus }
  | { at: string; kind: 'email'; emailKind: EmailKind; status: EmailStatus; to: string }
  | { at: string; kind: 'operator'; action: string; operator: string; details: Record<string, unknown> | null };

export interface AdminOrder extends AdminOrderRow {
  kind: 'cart' | 'buy_now' | 'package';
  language: string;
  lines: { productId: string | null; dealId: string | null; name: string; unitCents: number; quantity: number; totalCents: number }[];
  subtotalCents: number;
  shippingId: string;
  shippingCents: number;
  discountCents: number;
  dealCode: string | null;
  couponCode: string | null;
  stripe: { sessionId: string | null; paymentIntentId: string | null };
  paidAt: string | null;
  /** What can still be refunded, in cents (0 when the order is not paid or fully refunded). */
  refundableCents: number;
  timeline: TimelineEntry[];
}

export interface AdminSubscriber {
  id: number;
  email: string;
  language: string;
  coupon: 'unused' | 'reserved' | 'redeemed' | 'void';
  /** Set once the address used its unsubscribe link; its unused coupon is then void. */
  unsubscribedAt: string | null;
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
} as const;
export type AdminErrorCode = keyof typeof ADMIN_ERRORS;

export { DISPUTE_STATUSES, EMAIL_KINDS, EMAIL_STATUSES, MEMBERSHIP_STATUSES, ORDER_STATUSES };
