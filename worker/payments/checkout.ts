import type { Language } from '../../core/language';
import type { CartPrice } from '../../core/pricing';
import type { ShippingId } from '../../core/shipping';

/** What a provider needs to open a checkout for an order already written to D1. */
export interface CheckoutOrder {
  id: string;
  reference: string;
  language: Language;
  /** The line snapshot, priced by core/pricing; names are the English catalogue names (the record of the sale). */
  lines: readonly { productId?: string | null; dealId?: string | null; name: string; unitCents: number; quantity: number }[];
  shipping: { id: ShippingId; cents: number };
  /** The last-chance deal, the newsletter coupon or the subscribers' package saving, already in cents. */
  discount: { kind: Exclude<CartPrice['discount'], 'none'>; cents: number } | null;
  totalCents: number;
  /** The shop's public origin, for the return URLs. */
  origin: string;
  /** The signed-in buyer's address, to prefill the provider's form. */
  customerEmail?: string;
}

export interface CheckoutSession {
  /** Where the shopper pays. */
  url: string;
  /** The provider's own session id, when it is not the order reference (Stripe: `cs_…`). */
  sessionId?: string;
  /** When the provider lets the session lapse (Stripe: `expires_at`); the hourly sweep asks after it past then. */
  expiresAt?: Date;
}

/**
 * The provider answered and refused this checkout (Stripe: a 4xx other than 429): retrying the same
 * request will not help. Anything else a provider throws means it is unreachable or failing.
 */
export class CheckoutRefused extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CheckoutRefused';
  }
}

/**
 * The seam between orders and whoever takes the money: Stripe's hosted Checkout in production, the
 * worker's own test-payment page locally. Both are completed through worker/orders/fulfilment.ts.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckoutSession(order: CheckoutOrder): Promise<CheckoutSession>;
  /**
   * Ends a checkout the shopper left for a newer one: `expired` once it can no longer be paid, `complete`
   * if it was paid meanwhile (its order stands). Throws when the provider cannot say. `sessionId`: the
   * provider's session id, or the order reference where the order is the session (local).
   */
  expireCheckoutSession(sessionId: string): Promise<'expired' | 'complete'>;
}
