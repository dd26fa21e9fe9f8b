import { type Context, Hono } from 'hono';
import * as z from 'zod';
import {
  ADMIN_PAGE_SIZE,
  type AdminAccount,
  type AdminAccountDetail,
  type AdminAuditEntry,
  type AdminEmail,
  type AdminMembership,
  type AdminOrder,
  type AdminOrderRow,
  type AdminShippingRow,
  type AdminSubscriber,
  type Paged,
  accountSearchQuery,
  auditQuery,
  emailSearchQuery,
  membershipSearchQuery,
  orderSearchQuery,
  packingSlipsQuery,
  refundBody,
  shipBody,
  shipmentImportBody,
  shippingQueueQuery,
  stockAdjustmentBody,
  stockLimitBody,
  stockThresholdBody,
  subscriberSearchQuery,
} from '../../core/api/admin';
import { isProductId } from '../../core/catalogue';
import { cancelOrder, deliverOrder, holdOf, shipOrder } from '../admin/fulfilment';
import { adjustStock, inventoryRows, limitStock, setThreshold, unlimitStock } from '../admin/inventory';
import { importShipments } from '../admin/shipment-import';
import { adultSignatureFor, packingSlips, shippingQueueCsv } from '../admin/shipping-queue';
import { searchShippingQueue } from '../db/fulfilment';
import { publicOrigin } from '../lib/env';
import { forgetStockLevels } from '../orders/stock-levels';
import { shipmentOf, summaryLines } from '../db/order-summary';
import { cancelMembershipAtPeriodEnd } from '../admin/membership-cancel';
import { operatorApi } from '../admin/middleware';
import { auditRead, auditSearch } from '../admin/read-audit';
import { refundOrder, refundableCents } from '../admin/refund';
import { acceptReviewedPayment, refundAndCloseReview, reviewRefundPending } from '../admin/review';
import { afterPaymentDeps } from '../orders/after-payment';
import { confirmPaidOrder } from '../orders/confirmation';
import { retryEmail } from '../admin/email-retry';
import { orderTimeline } from '../admin/timeline';
import { subscribersCsv } from '../admin/subscribers-csv';
import { auditStatement, listAudit } from '../db/audit';
import { couponStatusOf } from '../db/coupons';
import { deleteUserSessionsStatement, findAccountWithSessions, searchAccounts } from '../db/console/accounts';
import { searchEmails } from '../db/console/emails';
import { findMembershipWithEmail, searchMemberships } from '../db/console/memberships';
import { searchOrders } from '../db/console/orders';
import { deleteSubscriberStatement, findSubscriber, searchSubscribers } from '../db/console/subscribers';
import { findEmailDelivery } from '../db/email-deliveries';
import { type Order, addressOf, findOrderByReference, findOrderWithLines } from '../db/orders';
import { notFound } from '../lib/errors';
import { sameOriginOnly } from '../middleware/same-origin';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const pageOf = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
const paged = <T>(items: T[], page: number, total: number): Paged<T> => ({ items, page, pageSize: ADMIN_PAGE_SIZE, total });
const now = () => new Date(Date.now());

function operatorOf(c: Context<AppEnv>) {
  const operator = c.get('operator');
  // operatorApi runs first on every route: no operator here is a wiring fault, never a way in.
  if (!operator) throw new Error('console route reached without an operator');
  return operator;
}

/** After a stock change: the storefront's cached levels are read afresh, and the console gets the page's rows. */
async function inventoryChanged(c: Context<AppEnv>) {
  forgetStockLevels(c.env.DB);
  return c.json({ items: await inventoryRows(c.get('db')) });
}

function orderRow(order: Order): AdminOrderRow {
  return {
    reference: order.reference,
    status: order.status,
    disputeStatus: order.disputeStatus,
    email: order.customerEmail,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    refundFailedCents: order.refundFailedCents,
    provider: order.provider,
    fulfilment: order.fulfilmentStatus,
    fraudWarning: order.fraudWarningAt !== null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** What the fulfilment actions need: the database, the e-mail queue, the shop's origin for links, the clock. */
function fulfilmentDeps(c: Context<AppEnv>) {
  return {
    db: c.get('db'),
    bucket: c.env.MEDIA,
    env: c.env,
    log: c.get('log'),
    now: now(),
    queue: c.env.EMAIL_QUEUE,
    origin: publicOrigin(c.env, c.req.url),
  };
}

async function orderByReference(c: Context<AppEnv>, reference: string): Promise<Order> {
  const order = await findOrderByReference(c.get('db'), reference);
  if (!order) throw notFound('No such order');
  return order;
}

async function orderDetail(c: Context<AppEnv>, reference: string): Promise<AdminOrder> {
  const db = c.get('db');
  const order = await findOrderWithLines(db, reference);
  if (!order || order.reference !== reference) throw notFound('No such order');
  return {
    ...orderRow(order),
    kind: order.kind,
    language: order.language,
    lines: summaryLines(order.lines).map((line, index) => ({ ...line, priceRule: order.lines[index].priceRule })),
    subtotalCents: order.subtotalCents,
    shippingId: order.shippingId,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    dealCode: order.dealCode,
    couponCode: order.couponCode,
    stripe: {
      sessionId: order.provider === 'stripe' ? order.providerSessionId : null,
      paymentIntentId: order.provider === 'stripe' ? order.providerPaymentId : null,
    },
    paidAt: iso(order.paidAt),
    refundableCents: refundableCents(order),
    refundPending:
      order.fulfilmentStatus === 'cancelled' && refundableCents(order) > 0 ? 'cancel' : reviewRefundPending(order) ? 'review' : null,
    address: addressOf(order),
    adultSignature: adultSignatureFor(order),
    ageConfirmedAt: iso(order.ageConfirmedAt),
    shipment: shipmentOf(order),
    timeline: await orderTimeline(db, order),
  };
}

/** `2026-11-25` as the first or last millisecond of that UTC day. */
const dayStart = (day: string | undefined) => (day ? new Date(`${day}T00:00:00.000Z`) : undefined);
const dayEnd = (day: string | undefined) => (day ? new Date(`${day}T23:59:59.999Z`) : undefined);

const REFERENCE = /^VG-[0-9A-Z-]{1,40}$/;
const referenceParam = z.object({ reference: z.string().regex(REFERENCE) });
const productParam = z.object({ productId: z.string().refine(isProductId, 'Unknown product') });
const idParam = z.object({ id: z.string().min(1).max(64) });
const numericIdParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * The operator console's API. Every route answers only the console's own pages (sameOriginOnly, reads
 * included) and sits behind Cloudflare Access (operatorApi); writes are same-origin JSON like the shop's
 * own (the /api guard) and leave an audit row in the same batch as their change, and reads of personal
 * data leave one too (admin/read-audit.ts). Shapes: core/api/admin.ts.
 */
export const adminApi = new Hono<AppEnv>()
  .use('*', sameOriginOnly, operatorApi)
  .get('/me', (c) => c.json({ email: operatorOf(c).email }))

  .get('/orders', validate('query', orderSearchQuery), async (c) => {
    const { q, status, from, to, page } = c.req.valid('query');
    await auditSearch(c, operatorOf(c), 'orders', q);
    const { items, total } = await searchOrders(c.get('db'), { q, status, from: dayStart(from), to: dayEnd(to) }, pageOf(page));
    return c.json(paged(items.map(orderRow), page, total));
  })
  .get('/orders/:reference', validate('param', referenceParam), async (c) => {
    const detail = await orderDetail(c, c.req.valid('param').reference);
    await auditRead(c, operatorOf(c), { action: 'order.view', targetType: 'order', targetId: detail.reference });
    return c.json(detail);
  })
  .post('/orders/:reference/refunds', validate('param', referenceParam), validate('json', refundBody), async (c) => {
    const { reference } = c.req.valid('param');
    const order = await findOrderByReference(c.get('db'), reference);
    if (!order) throw notFound('No such order');
    const { amountCents, actionId } = c.req.valid('json');
    const request = { amountCents, idempotencyKey: `refund-${order.id}-${actionId}` };
    const outcome = await refundOrder({ db: c.get('db'), env: c.env, log: c.get('log'), now: now() }, order, request, operatorOf(c));
    return c.json({ outcome, order: await orderDetail(c, reference) }, outcome === 'applied' ? 200 : 202);
  })
  .post('/orders/:reference/ship', validate('param', referenceParam), validate('json', shipBody), async (c) => {
    const { reference } = c.req.valid('param');
    await shipOrder(fulfilmentDeps(c), await orderByReference(c, reference), c.req.valid('json'), operatorOf(c));
    return c.json(await orderDetail(c, reference));
  })
  .post('/orders/:reference/deliver', validate('param', referenceParam), async (c) => {
    const { reference } = c.req.valid('param');
    await deliverOrder(fulfilmentDeps(c), await orderByReference(c, reference), operatorOf(c));
    return c.json(await orderDetail(c, reference));
  })
  .post('/orders/:reference/cancel', validate('param', referenceParam), async (c) => {
    const { reference } = c.req.valid('param');
    const { refund } = await cancelOrder(fulfilmentDeps(c), await orderByReference(c, reference), operatorOf(c));
    return c.json({ refund, order: await orderDetail(c, reference) });
  })

  .post('/orders/:reference/accept-payment', validate('param', referenceParam), async (c) => {
    const { reference } = c.req.valid('param');
    const deps = fulfilmentDeps(c);
    await acceptReviewedPayment(deps, await orderByReference(c, reference), operatorOf(c));
    // The order is paid whatever the queue says; the confirmation can be sent again from the E-mails page.
    await confirmPaidOrder(afterPaymentDeps(c), reference).catch((error: unknown) =>
      deps.log.error('confirmation of an accepted order not queued', { reference, error }),
    );
    return c.json(await orderDetail(c, reference));
  })
  .post('/orders/:reference/refund-and-close', validate('param', referenceParam), async (c) => {
    const { reference } = c.req.valid('param');
    const { refund } = await refundAndCloseReview(fulfilmentDeps(c), await orderByReference(c, reference), operatorOf(c));
    return c.json({ refund, order: await orderDetail(c, reference) });
  })

  .get('/shipping', validate('query', shippingQueueQuery), async (c) => {
    const { q, page } = c.req.valid('query');
    await auditSearch(c, operatorOf(c), 'shipping', q);
    const { items, total } = await searchShippingQueue(c.get('db'), q, pageOf(page));
    const rows: AdminShippingRow[] = items.map(({ order, units }) => ({
      reference: order.reference,
      status: order.status,
      paidAt: (order.paidAt ?? order.createdAt).toISOString(),
      email: order.customerEmail,
      name: order.shipName,
      city: order.shipCity,
      country: order.shipCountry,
      units: Number(units),
      totalCents: order.totalCents,
      disputeStatus: order.disputeStatus,
      hold: holdOf(order),
    }));
    return c.json(paged(rows, page, total));
  })
  .get('/shipping.csv', async (c) => shippingQueueCsv(c.get('db'), operatorOf(c), now()))
  .post('/shipping/import', validate('json', shipmentImportBody), async (c) =>
    c.json(await importShipments(fulfilmentDeps(c), c.req.valid('json').csv, operatorOf(c))),
  )
  .get('/packing-slips', validate('query', packingSlipsQuery), async (c) => {
    const references = [
      ...new Set(
        c.req
          .valid('query')
          .references.split(',')
          .map((r) => r.trim().toUpperCase()),
      ),
    ]
      .filter((r) => REFERENCE.test(r))
      .slice(0, 50);
    // Slips carry names, addresses and phones.
    await auditRead(c, operatorOf(c), {
      action: 'orders.packing_slips',
      targetType: 'orders',
      targetId: 'packing-slips',
      details: { references },
    });
    return c.json({ slips: await packingSlips({ db: c.get('db'), bucket: c.env.MEDIA }, references) });
  })

  .get('/inventory', async (c) => c.json({ items: await inventoryRows(c.get('db')) }))
  // The count changes only by adjustments relative to it, never by a count read earlier (worker/db/stock-counts.ts).
  .post('/inventory/:productId/adjustments', validate('param', productParam), validate('json', stockAdjustmentBody), async (c) => {
    await adjustStock(c.get('db'), c.req.valid('param').productId, c.req.valid('json'), operatorOf(c), now());
    return inventoryChanged(c);
  })
  .put('/inventory/:productId/limit', validate('param', productParam), validate('json', stockLimitBody), async (c) => {
    await limitStock(c.get('db'), c.req.valid('param').productId, c.req.valid('json'), operatorOf(c), now());
    return inventoryChanged(c);
  })
  .delete('/inventory/:productId/limit', validate('param', productParam), async (c) => {
    await unlimitStock(c.get('db'), c.req.valid('param').productId, operatorOf(c), now());
    return inventoryChanged(c);
  })
  .put('/inventory/:productId/threshold', validate('param', productParam), validate('json', stockThresholdBody), async (c) => {
    await setThreshold(c.get('db'), c.req.valid('param').productId, c.req.valid('json').threshold, operatorOf(c), now());
    return inventoryChanged(c);
  })

  .get('/subscribers', validate('query', subscriberSearchQuery), async (c) => {
    const { q, page } = c.req.valid('query');
    await auditSearch(c, operatorOf(c), 'subscribers', q);
    const { items, total } = await searchSubscribers(c.get('db'), q, pageOf(page));
    const rows: AdminSubscriber[] = items.map((s) => ({
      id: s.id,
      email: s.email,
      language: s.language,
      coupon: couponStatusOf(s),
      unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
      confirmedAt: iso(s.confirmedAt),
      createdAt: s.createdAt.toISOString(),
    }));
    return c.json(paged(rows, page, total));
  })
  .get('/subscribers.csv', async (c) => subscribersCsv(c.get('db'), operatorOf(c), now()))
  .delete('/subscribers/:id', validate('param', numericIdParam), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const subscriber = await findSubscriber(db, id);
    if (!subscriber) throw notFound('No such subscriber');
    await db.batch([
      deleteSubscriberStatement(db, id),
      auditStatement(db, {
        operatorEmail: operatorOf(c).email,
        action: 'subscriber.remove',
        targetType: 'subscriber',
        targetId: String(id),
        details: { email: subscriber.email },
        now: now(),
      }),
    ]);
    return c.body(null, 204);
  })

  .get('/memberships', validate('query', membershipSearchQuery), async (c) => {
    const { q, status, page } = c.req.valid('query');
    await auditSearch(c, operatorOf(c), 'memberships', q);
    const { items, total } = await searchMemberships(c.get('db'), { q, status }, pageOf(page));
    const rows: AdminMembership[] = items.map(({ membership: m, email }) => ({
      id: m.id,
      email,
      plan: m.plan,
      status: m.status,
      provider: m.provider,
      currentPeriodEnd: iso(m.currentPeriodEnd),
      cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    }));
    return c.json(paged(rows, page, total));
  })
  .post('/memberships/:id/cancel', validate('param', idParam), async (c) => {
    const db = c.get('db');
    const found = await findMembershipWithEmail(db, c.req.valid('param').id);
    if (!found) throw notFound('No such membership');
    await cancelMembershipAtPeriodEnd({ db, env: c.env, now: now() }, found.membership, operatorOf(c));
    return c.json({ ok: true });
  })

  .get('/accounts', validate('query', accountSearchQuery), async (c) => {
    const { q, page } = c.req.valid('query');
    await auditSearch(c, operatorOf(c), 'accounts', q);
    const { items, total } = await searchAccounts(c.get('db'), q, now(), pageOf(page));
    const rows: AdminAccount[] = items.map(({ user, activeSessions }) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      verified: user.emailVerifiedAt !== null,
      activeSessions,
      createdAt: user.createdAt.toISOString(),
    }));
    return c.json(paged(rows, page, total));
  })
  .get('/accounts/:id', validate('param', idParam), async (c) => {
    const found = await findAccountWithSessions(c.get('db'), c.req.valid('param').id, now());
    if (!found) throw notFound('No such account');
    const { user, sessions } = found;
    await auditRead(c, operatorOf(c), { action: 'account.view', targetType: 'account', targetId: user.id });
    const detail: AdminAccountDetail = {
      id: user.id,
      email: user.email,
      name: user.name,
      verified: user.emailVerifiedAt !== null,
      activeSessions: sessions.length,
      createdAt: user.createdAt.toISOString(),
      sessions: sessions.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      })),
    };
    return c.json(detail);
  })
  .post('/accounts/:id/revoke-sessions', validate('param', idParam), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const found = await findAccountWithSessions(db, id, now());
    if (!found) throw notFound('No such account');
    await db.batch([
      deleteUserSessionsStatement(db, id),
      auditStatement(db, {
        operatorEmail: operatorOf(c).email,
        action: 'account.revoke_sessions',
        targetType: 'account',
        targetId: id,
        details: { sessions: found.sessions.length },
        now: now(),
      }),
    ]);
    return c.json({ revoked: found.sessions.length });
  })

  .get('/emails', validate('query', emailSearchQuery), async (c) => {
    const { q, status, page } = c.req.valid('query');
    await auditSearch(c, operatorOf(c), 'emails', q);
    const { items, total } = await searchEmails(c.get('db'), { q, status }, pageOf(page));
    const rows: AdminEmail[] = items.map(({ delivery: d, orderReference }) => ({
      id: d.id,
      kind: d.kind,
      to: d.to,
      subject: d.subject,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      orderReference,
      createdAt: d.createdAt.toISOString(),
      sentAt: iso(d.sentAt),
    }));
    return c.json(paged(rows, page, total));
  })
  .post('/emails/:id/retry', validate('param', idParam), async (c) => {
    const delivery = await findEmailDelivery(c.get('db'), c.req.valid('param').id);
    if (!delivery) throw notFound('No such e-mail');
    await retryEmail(c, delivery, operatorOf(c));
    return c.json({ ok: true }, 202);
  })

  .get('/audit', validate('query', auditQuery), async (c) => {
    const { page } = c.req.valid('query');
    const { rows, total } = await listAudit(c.get('db'), pageOf(page));
    const entries: AdminAuditEntry[] = rows.map((r) => ({
      id: r.id,
      operator: r.operatorEmail,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      details: r.details,
      at: r.createdAt.toISOString(),
    }));
    return c.json(paged(entries, page, total));
  });
