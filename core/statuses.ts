/**
 * The states the shop's records move through, shared by the database schema, the API contract and the
 * screens that show them.
 */

/**
 * open → paid | failed | expired; paid → partially_refunded → refunded (money returned after checkout).
 * open → needs_review: Stripe took a payment whose amount or currency is not the order's; the operator
 * settles it by hand (no confirmation e-mail, not shipped, its code not spent).
 * open → sold_out: the payment arrived after the last units had gone to another paying shopper (an open
 * checkout holds no stock); the money goes back automatically and the buyer is told, nothing ships.
 */
export const ORDER_STATUSES = ['open', 'paid', 'needs_review', 'failed', 'expired', 'partially_refunded', 'refunded', 'sold_out'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether an order in this state was sold, so that its shipment is worth showing to the shopper. */
export function isSoldOrder(status: OrderStatus): boolean {
  return status === 'paid' || status === 'partially_refunded' || status === 'refunded';
}

/** A refund's status at Stripe (https://docs.stripe.com/api/refunds/object#refund_object-status): failed and canceled ones returned nothing. */
export const REFUND_STATUSES = ['requires_action', 'pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A cardholder's dispute of the order's charge, in the shop's words for Stripe's statuses: an inquiry
 * (the bank asks, no money taken yet), open (a chargeback to answer), then won (the charge stands, or the
 * inquiry closed), lost (the bank took the money back) or prevented (settled before a chargeback); a lost
 * dispute may go to appeal, then be won or lost.
 */
export const DISPUTE_STATUSES = ['inquiry', 'open', 'appeal', 'won', 'lost', 'prevented'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const MEMBERSHIP_STATUSES = ['pending', 'active', 'past_due', 'canceled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const EMAIL_KINDS = [
  'verify',
  'reset',
  'signin_link',
  'welcome',
  'resubscribe',
  'order_confirmation',
  'order_shipped',
  'order_sold_out',
  'stock_alert',
  'membership_cancel',
  'membership_resume',
  'support_received',
  'support_reply',
  'early_access',
  'supply_reminder',
  'review_invitation',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
