import { findOpenOrdersOfBrowser } from '../db/orders';
import type { Db } from '../db/client';
import type { Logger } from '../lib/log';
import type { PaymentProvider } from '../payments/checkout';
import { orderClosedStatements, runStatements } from './fulfilment';

/**
 * A browser checking out again while its earlier checkout is still open (a second click, a changed cart, a
 * tab reopened): the earlier session is expired at the provider and its order closed, freeing its deal code
 * or coupon for the new one, so that one cart holds one checkout. A session paid meanwhile keeps its order;
 * one the provider cannot answer for now is left to Stripe's expiry (and the hourly sweep), never closed blind.
 * An order that never got its Stripe session is left to the sweep too: its session may exist unrecorded.
 */
export async function closeEarlierCheckouts(
  ctx: { db: Db; provider: PaymentProvider; now: Date; log: Logger },
  checkoutKey: string,
): Promise<void> {
  const earlier = await findOpenOrdersOfBrowser(ctx.db, checkoutKey, ctx.provider.name);
  for (const order of earlier) {
    const sessionId = order.providerSessionId ?? (ctx.provider.name === 'local' ? order.reference : null);
    if (sessionId === null) continue;
    let outcome: 'expired' | 'complete';
    try {
      outcome = await ctx.provider.expireCheckoutSession(sessionId);
    } catch (error) {
      ctx.log.warn('an earlier checkout of this browser could not be expired; it lapses on its own', { reference: order.reference, error });
      continue;
    }
    if (outcome === 'expired') await runStatements(ctx.db, orderClosedStatements(ctx.db, order.id, 'expired', ctx.now));
  }
}
