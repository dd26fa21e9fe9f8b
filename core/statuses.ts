/**
 * The states the shop's records move through, shared by the database schema, the API contract and the
 * screens that show them.
 */

/** open → paid | failed | expired; paid → partially_refunded → refunded (money returned after checkout). */
export const ORDER_STATUSES = ['open', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A cardholder's dispute of the order's charge: open, then won (the charge stands) or lost (the bank took it back). */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const MEMBERSHIP_STATUSES = ['pending', 'active', 'past_due', 'canceled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const EMAIL_KINDS = ['verify', 'reset', 'welcome', 'resubscribe', 'order_confirmation', 'order_shipped', 'stock_alert'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
