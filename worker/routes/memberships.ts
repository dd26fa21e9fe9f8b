import { type Context, Hono } from 'hono';
import type { AccountOrder, MembershipSummary } from '../../core/api/orders';
import { membershipChangeBody, membershipCheckoutBody } from '../../core/api/checkout';
import { listOrdersOfUser } from '../db/account-orders';
import { type Membership, findMembershipByUser } from '../db/memberships';
import { clientLimit } from '../lib/client-limits';
import { publicOrigin } from '../lib/env';
import { requireUser } from '../auth/current-session';
import { openBillingPortal, startMembershipCheckout } from '../memberships/checkout';
import { setOwnCancelAtPeriodEnd } from '../memberships/own-cancel';
import { membershipProvider } from '../memberships/provider';
import { validate } from '../middleware/validate';
import { shipmentOf } from '../db/order-summary';
import type { AppEnv } from '../lib/app-env';

/**
 * Memberships and the signed-in shopper's account data, mounted under /api. All need a session (401 `unauthenticated`).
 * - POST /create-checkout { priceType: 'monthly' | 'yearly' } → { url }; 409 already_member, 503 payments_unavailable
 * - POST /billing-portal → { url } (Stripe); 409 portal_unavailable (local provider) or no_membership
 * - GET /membership → { membership: { plan, status, provider, currentPeriodEnd, cancelAtPeriodEnd } | null }
 * - POST /membership/cancel, POST /membership/resume {} → { membership } (the member's own cancellation at period end,
 *   either provider, with a confirmation e-mail); 409 no_membership, already_cancelled / not_cancelled;
 *   502 payments_unavailable or payment_provider_error when Stripe fails (nothing changed)
 * - GET /account/orders → { orders: [{ reference, kind, status, totalCents, currency, createdAt, paidAt, refundedCents, disputeStatus, fulfilment }] }
 */
export const memberships = new Hono<AppEnv>()
  .post('/create-checkout', clientLimit('create-checkout'), validate('json', membershipCheckoutBody), async (c) => {
    const user = await requireUser(c);
    const { priceType } = c.req.valid('json');
    const url = await startMembershipCheckout(c.get('db'), membershipProvider(c.env), user, priceType, {
      origin: publicOrigin(c.env, c.req.url),
    });
    return c.json({ url });
  })

  .post('/billing-portal', async (c) => {
    const user = await requireUser(c);
    const url = await openBillingPortal(c.get('db'), membershipProvider(c.env), user, publicOrigin(c.env, c.req.url));
    return c.json({ url });
  })

  .get('/membership', async (c) => {
    const user = await requireUser(c);
    const membership = await findMembershipByUser(c.get('db'), user.id);
    return c.json<{ membership: MembershipSummary | null }>({ membership: membership ? summaryOf(membership) : null });
  })

  .post('/membership/cancel', clientLimit('membership-change'), validate('json', membershipChangeBody), (c) => changeCancellation(c, true))
  .post('/membership/resume', clientLimit('membership-change'), validate('json', membershipChangeBody), (c) => changeCancellation(c, false))

  .get('/account/orders', async (c) => {
    const user = await requireUser(c);
    const orders = await listOrdersOfUser(c.get('db'), user.id);
    return c.json<{ orders: AccountOrder[] }>({
      orders: orders.map((o) => ({
        reference: o.reference,
        kind: o.kind,
        status: o.status,
        totalCents: o.totalCents,
        taxCents: o.taxCents,
        currency: o.currency,
        createdAt: o.createdAt.toISOString(),
        paidAt: o.paidAt?.toISOString() ?? null,
        refundedCents: o.refundedCents,
        disputeStatus: o.disputeStatus,
        fulfilment: shipmentOf(o),
      })),
    });
  });

function summaryOf(membership: Membership): MembershipSummary {
  return {
    plan: membership.plan,
    status: membership.status,
    provider: membership.provider,
    currentPeriodEnd: membership.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
  };
}

async function changeCancellation(c: Context<AppEnv>, cancel: boolean) {
  const user = await requireUser(c);
  const deps = { db: c.get('db'), env: c.env, queue: c.env.EMAIL_QUEUE, origin: publicOrigin(c.env, c.req.url), log: c.get('log') };
  const membership = await setOwnCancelAtPeriodEnd(deps, user, cancel);
  return c.json<{ membership: MembershipSummary }>({ membership: summaryOf(membership) });
}
