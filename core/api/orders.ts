import type { PlanId } from '../plans';
import type { DisputeStatus, MembershipStatus, OrderStatus } from '../statuses';

/** What the shop answers about orders and memberships: the status page and /account read these. */

export interface OrderLineSummary {
  productId: string | null;
  dealId: string | null;
  name: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
}

/** GET /api/orders/:reference (the reference, or Stripe's session id): no personal data. 404 not_found. */
export interface OrderSummary {
  reference: string;
  status: OrderStatus;
  kind: 'cart' | 'buy_now' | 'package';
  currency: string;
  lines: OrderLineSummary[];
  shippingId: string;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  /** Cents returned after checkout (refunds); never decreases. */
  refundedCents: number;
  /** A card dispute's state, null without one. */
  disputeStatus: DisputeStatus | null;
}

/** GET /api/account/orders → { orders }, newest first. 401 unauthenticated. */
export interface AccountOrder {
  reference: string;
  kind: 'cart' | 'buy_now' | 'package';
  status: OrderStatus;
  totalCents: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  refundedCents: number;
  disputeStatus: DisputeStatus | null;
}

/** GET /api/membership → { membership } (null: none). 401 unauthenticated. */
export interface MembershipSummary {
  plan: PlanId;
  status: MembershipStatus;
  provider: 'local' | 'stripe';
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}
