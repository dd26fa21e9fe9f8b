import type { PaymentProvider } from './checkout';

/**
 * Development's stand-in for Stripe: the "session" is the order itself, paid or cancelled on the
 * worker-rendered page at /test-payment/<reference> (worker/routes/test-payment.ts). Nothing to call,
 * nothing more to store, so creating a payment stays one D1 batch.
 */
export const localProvider: PaymentProvider = {
  name: 'local',
  async createCheckoutSession(order) {
    return { url: `${order.origin}/test-payment/${encodeURIComponent(order.reference)}` };
  },
  // The order is the session: closing the order is all there is to it.
  async expireCheckoutSession() {
    return 'expired';
  },
};

/**
 * What stands for Stripe's PaymentIntent on a locally paid order: refunds made in the console find the
 * order by it, through the same event handlers as Stripe's (worker/admin/refund.ts).
 */
export function localPaymentId(orderId: string): string {
  return `pi_local_${orderId}`;
}
