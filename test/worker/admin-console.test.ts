import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminAccount,
  AdminAccountDetail,
  AdminAuditEntry,
  AdminEmail,
  AdminMembership,
  AdminOrder,
  AdminOrderRow,
  AdminSubscriber,
  Paged,
} from '../../core/api/admin';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import { errorOf, freshEmail, query, sessionOf, signedInUser, withCookie } from './auth-helpers';
import { call, post } from './http';
import { EMAIL_API, capturingQueue, emailsSettled, outboxTo, runEmailConsumer } from './mail-helpers';
import { createPayment, payLocally, placeCartOrder } from './payments-helpers';

/*
 * Every console action through the worker, with the audit row it leaves: the operator is the development
 * sign-in's identity (the same verification as Access in production, test/worker/admin-access.test.ts).
 */

const OPERATOR = 'operator@vitaglow-mail.com';
let cookie: string;
beforeAll(async () => {
  cookie = `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign(OPERATOR)}`;
});
afterEach(() => vi.restoreAllMocks());

const consoleGet = async <T>(path: string): Promise<T> => {
  const res = await call(`/api/admin${path}`, withCookie(cookie));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
const consolePost = (path: string, body: unknown = {}) => post(`/api/admin${path}`, body, withCookie(cookie));

async function auditOf(targetType: string, targetId: string) {
  return query<{ operator_email: string; action: string; details: string | null }>(
    'select operator_email, action, details from audit_log where target_type = ? and target_id = ? order by id',
    targetType,
    targetId,
  );
}

/** A cart placed with the local provider (pay it with payLocally). */
async function paidLocalOrder() {
  return placeCartOrder({ items: [{ id: 'whey-vanilla', quantity: 2 }], shipping: { id: 'express-us' }, ageConfirmed: true });
}

describe('orders in the console', () => {
  it('finds orders by reference, e-mail, status and day, newest first, paged', async () => {
    const { cookie: shopper, email } = await signedInUser();
    const { reference = '' } = await createPayment(
      { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } },
      withCookie(shopper),
    );
    expect((await payLocally(reference)).status).toBe(303);

    const byEmail = await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.items.map((o) => o.reference)).toEqual([reference]);
    expect(byEmail.items[0]).toMatchObject({ status: 'paid', email, totalCents: 2999, refundedCents: 0 });
    const byReference = await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${reference.slice(0, 9)}`);
    expect(byReference.items.some((o) => o.reference === reference)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${email}&status=paid&from=${today}&to=${today}`)).total).toBe(1);
    expect((await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${email}&status=open`)).total).toBe(0);
    expect((await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${email}&to=2020-01-01`)).total).toBe(0);
    // A wildcard typed by the operator is a character, not a pattern.
    expect((await consoleGet<Paged<AdminOrderRow>>('/orders?q=%25')).total).toBe(0);
  });

  it('answers 400 for filters that are not filters and 404 for an unknown order', async () => {
    expect((await call('/api/admin/orders?status=stolen', withCookie(cookie))).status).toBe(400);
    expect((await call('/api/admin/orders?from=yesterday', withCookie(cookie))).status).toBe(400);
    expect((await call('/api/admin/orders?page=0', withCookie(cookie))).status).toBe(400);
    const missing = await call('/api/admin/orders/VG-0000-0000-0000-0000', withCookie(cookie));
    expect(missing.status).toBe(404);
    expect((await call('/api/admin/orders/not-a-reference', withCookie(cookie))).status).toBe(400);
  });

  it('refunds part of a paid order, then the rest, each through the event path and the audit log', async () => {
    const { reference } = await paidLocalOrder();
    await payLocally(reference);
    const before = await consoleGet<AdminOrder>(`/orders/${reference}`);
    expect(before).toMatchObject({ status: 'paid', refundableCents: before.totalCents });

    const partial = await consolePost(`/orders/${reference}/refunds`, { amountCents: 1000, actionId: crypto.randomUUID() });
    expect(partial.status).toBe(200);
    expect(((await partial.json()) as { order: AdminOrder }).order).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 1000,
      refundableCents: before.totalCents - 1000,
    });

    const tooMuch = await consolePost(`/orders/${reference}/refunds`, { amountCents: before.totalCents, actionId: crypto.randomUUID() });
    expect(tooMuch.status).toBe(409);
    expect(await errorOf(tooMuch)).toMatchObject({ code: 'refund_too_large' });

    expect((await consolePost(`/orders/${reference}/refunds`, { actionId: crypto.randomUUID() })).status).toBe(200);
    const after = await consoleGet<AdminOrder>(`/orders/${reference}`);
    expect(after).toMatchObject({ status: 'refunded', refundedCents: before.totalCents, refundableCents: 0 });
    expect(after.timeline.map((e) => e.kind)).toEqual(expect.arrayContaining(['placed', 'paid', 'refund', 'operator']));
    expect(after.timeline.filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({ refundedCents: 1000 }),
      expect.objectContaining({ refundedCents: before.totalCents }),
    ]);
    // Each look at the order's page (its address and e-mail) is recorded too.
    expect(await auditOf('order', reference)).toEqual([
      { operator_email: OPERATOR, action: 'order.view', details: null },
      { operator_email: OPERATOR, action: 'order.refund', details: JSON.stringify({ amountCents: 1000, provider: 'local' }) },
      {
        operator_email: OPERATOR,
        action: 'order.refund',
        details: JSON.stringify({ amountCents: before.totalCents - 1000, provider: 'local' }),
      },
      { operator_email: OPERATOR, action: 'order.view', details: null },
    ]);
    // The shopper's status page says so too.
    expect(await (await call(`/api/orders/${reference}`)).json()).toMatchObject({ status: 'refunded', refundedCents: before.totalCents });

    const again = await consolePost(`/orders/${reference}/refunds`, { actionId: crypto.randomUUID() });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'order_not_refundable' });
  });

  it('makes one refund of an action sent again (its answer lost, a double click), and refuses a refund with no action id', async () => {
    const { reference } = await paidLocalOrder();
    await payLocally(reference);
    const actionId = crypto.randomUUID();
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await consolePost(`/orders/${reference}/refunds`, { amountCents: 500, actionId })).status).toBe(200);
    expect(await consoleGet<AdminOrder>(`/orders/${reference}`)).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
    const unnamed = await consolePost(`/orders/${reference}/refunds`, { amountCents: 500 });
    expect(unnamed.status).toBe(400);
    expect((await consoleGet<AdminOrder>(`/orders/${reference}`)).refundedCents).toBe(500);
  });

  it('refuses to refund an unpaid order, a zero or fractional amount, and leaves no audit row', async () => {
    const { reference } = await placeCartOrder();
    const open = await consolePost(`/orders/${reference}/refunds`, { amountCents: 100, actionId: crypto.randomUUID() });
    expect(open.status).toBe(409);
    expect(await errorOf(open)).toMatchObject({ code: 'order_not_refundable' });
    for (const amountCents of [0, -5, 12.5, '100'])
      expect((await consolePost(`/orders/${reference}/refunds`, { amountCents, actionId: crypto.randomUUID() })).status).toBe(400);
    expect(await auditOf('order', reference)).toEqual([]);
  });
});

describe('newsletter subscribers in the console', () => {
  async function subscribe(email: string) {
    const res = await post('/api/newsletter', { email });
    expect(res.status).toBe(201);
    return ((await res.json()) as { couponCode: string }).couponCode;
  }

  it('finds a subscriber, removes them with an audit row, and their unused coupon stops working', async () => {
    const email = freshEmail('reader');
    const coupon = await subscribe(email);
    const found = await consoleGet<Paged<AdminSubscriber>>(`/subscribers?q=${encodeURIComponent(email)}`);
    expect(found.items).toEqual([expect.objectContaining({ email, coupon: 'unused' })]);

    const removed = await call(`/api/admin/subscribers/${found.items[0].id}`, { method: 'DELETE', headers: { Cookie: cookie } });
    expect(removed.status).toBe(204);
    expect((await consoleGet<Paged<AdminSubscriber>>(`/subscribers?q=${encodeURIComponent(email)}`)).total).toBe(0);
    expect(await errorOf(await post('/api/coupons/check', { code: coupon, email }))).toMatchObject({ code: 'invalid_coupon' });
    expect(await auditOf('subscriber', String(found.items[0].id))).toEqual([
      { operator_email: OPERATOR, action: 'subscriber.remove', details: JSON.stringify({ email }) },
    ]);
    expect((await call(`/api/admin/subscribers/${found.items[0].id}`, { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(404);
  });

  it('shows who unsubscribed through their e-mail’s link, and that their unused coupon is void', async () => {
    const email = freshEmail('leaver');
    await subscribe(email);
    const messages = await outboxTo(email);
    const oneClick = /^<(.+)>$/.exec(messages[0].headers['List-Unsubscribe'])![1];
    expect((await call(new URL(oneClick).pathname + new URL(oneClick).search, { method: 'POST' })).status).toBe(200);

    const found = await consoleGet<Paged<AdminSubscriber>>(`/subscribers?q=${encodeURIComponent(email)}`);
    expect(found.items).toEqual([expect.objectContaining({ email, coupon: 'void', unsubscribedAt: expect.stringMatching(/^\d{4}-/) })]);
    const csv = await (await call('/api/admin/subscribers.csv', withCookie(cookie))).text();
    expect(csv.split('\r\n').find((line) => line.startsWith(`${email},`))).toMatch(
      new RegExp(`^${email.replace(/[.+]/g, '\\$&')},en,void,[^,]+,\\d{4}-[^,]+,$`),
    );
  });

  it('exports every subscriber as CSV, streamed, safe to open in a spreadsheet, and records the export', async () => {
    const emails = [freshEmail('csv'), freshEmail('csv')];
    for (const email of emails) await subscribe(email);
    await env.DB.prepare('insert into email_subscribers (email, coupon_code, language) values (?, ?, ?)')
      .bind('=cmd|calc@vitaglow-mail.com', 'VITAGLOWZZZZZ1', 'fr')
      .run();
    const res = await call('/api/admin/subscribers.csv', withCookie(cookie));
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="vitaglow-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,language,coupon,subscribed_at,unsubscribed_at,confirmed_at');
    for (const email of emails) expect(lines.some((line) => line.startsWith(`${email},en,unused,`))).toBe(true);
    expect(lines.some((line) => line.startsWith("'=cmd|calc@vitaglow-mail.com,fr,unused,"))).toBe(true);
    const [{ n }] = await query<{ n: number }>('select count(*) as n from email_subscribers');
    expect(lines).toHaveLength(n + 1);
    expect(await auditOf('subscribers', 'all')).toContainEqual({ operator_email: OPERATOR, action: 'subscribers.export', details: null });
  });
});

describe('memberships in the console', () => {
  it('cancels an active membership at the end of its period, as the shopper’s account then shows', async () => {
    const { cookie: member, email } = await signedInUser();
    const opened = await post('/api/create-checkout', { priceType: 'monthly' }, withCookie(member));
    const page = new URL(((await opened.json()) as { url: string }).url).pathname;
    await call(`${page}/pay`, {
      method: 'POST',
      body: '',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: member },
      redirect: 'manual',
    });

    const listed = await consoleGet<Paged<AdminMembership>>(`/memberships?q=${encodeURIComponent(email)}&status=active`);
    expect(listed.items).toEqual([expect.objectContaining({ email, plan: 'monthly', status: 'active', cancelAtPeriodEnd: false })]);
    const id = listed.items[0].id;
    expect((await consolePost(`/memberships/${id}/cancel`)).status).toBe(200);
    expect((await consoleGet<Paged<AdminMembership>>(`/memberships?q=${encodeURIComponent(email)}`)).items[0]).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const account = (await (await call('/api/membership', withCookie(member))).json()) as { membership: { cancelAtPeriodEnd: boolean } };
    expect(account.membership.cancelAtPeriodEnd).toBe(true);
    expect(await auditOf('membership', id)).toEqual([
      { operator_email: OPERATOR, action: 'membership.cancel_at_period_end', details: null },
    ]);
  });

  it('refuses to cancel a membership that is not active (409) or unknown (404)', async () => {
    const { cookie: shopper, userId } = await signedInUser();
    await post('/api/create-checkout', { priceType: 'yearly' }, withCookie(shopper));
    const [row] = await query<{ id: string }>('select id from memberships where user_id = ?', userId);
    const pending = await consolePost(`/memberships/${row.id}/cancel`);
    expect(pending.status).toBe(409);
    expect(await errorOf(pending)).toMatchObject({ code: 'membership_not_active' });
    expect((await consolePost('/memberships/no-such-membership/cancel')).status).toBe(404);
  });
});

describe('accounts in the console', () => {
  it('lists an account with its sessions and signs it out everywhere, with an audit row', async () => {
    const { cookie: shopper, email, userId } = await signedInUser();
    const found = await consoleGet<Paged<AdminAccount>>(`/accounts?q=${encodeURIComponent(email)}`);
    expect(found.items).toEqual([expect.objectContaining({ id: userId, email, verified: true, activeSessions: 1 })]);
    const detail = await consoleGet<AdminAccountDetail>(`/accounts/${userId}`);
    expect(detail.sessions).toHaveLength(1);
    expect(JSON.stringify(detail)).not.toMatch(/token|hash|password/i);

    const revoked = await consolePost(`/accounts/${userId}/revoke-sessions`);
    expect(await revoked.json()).toEqual({ revoked: 1 });
    expect((await sessionOf(shopper)).user).toBeNull();
    expect(await auditOf('account', userId)).toEqual([
      { operator_email: OPERATOR, action: 'account.view', details: null },
      { operator_email: OPERATOR, action: 'account.revoke_sessions', details: JSON.stringify({ sessions: 1 }) },
    ]);
  });
});

describe('e-mail in the console', () => {
  it('lists a failed e-mail and sends it again, written anew, with an audit row', async () => {
    const email = freshEmail('welcome');
    const { queue, jobs } = capturingQueue();
    const subscribed = await callWithQueue(queue, email);
    expect(subscribed.status).toBe(201);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"invalid"}', { status: 422 }));
    await runEmailConsumer([{ job: jobs[0], attempts: 1 }], EMAIL_API);
    vi.restoreAllMocks();

    const failed = await consoleGet<Paged<AdminEmail>>(`/emails?q=${encodeURIComponent(email)}&status=failed`);
    expect(failed.items).toEqual([expect.objectContaining({ kind: 'welcome', to: email, status: 'failed', attempts: 1 })]);
    const retried = await consolePost(`/emails/${failed.items[0].id}/retry`);
    expect(retried.status).toBe(202);
    await emailsSettled(email);
    const all = await consoleGet<Paged<AdminEmail>>(`/emails?q=${encodeURIComponent(email)}`);
    expect(all.items.map((e) => e.status).sort()).toEqual(['failed', 'sent']);
    const [mail] = await query<{ text: string }>('select text from email_outbox where "to" = ?', email);
    expect(mail.text).toMatch(/VITAGLOW[A-Z0-9]{6}/);
    expect(await auditOf('email', failed.items[0].id)).toEqual([
      { operator_email: OPERATOR, action: 'email.retry', details: JSON.stringify({ kind: 'welcome' }) },
    ]);

    const notFailed = await consolePost(`/emails/${all.items.find((e) => e.status === 'sent')!.id}/retry`);
    expect(notFailed.status).toBe(409);
    expect(await errorOf(notFailed)).toMatchObject({ code: 'email_not_retryable' });
  });
});

/** Subscribes through the worker with EMAIL_QUEUE replaced, so the test runs the consumer itself. */
async function callWithQueue(queue: Queue, email: string) {
  const { default: worker } = await import('../../worker/index');
  return worker.fetch(
    new Request('https://vitaglow.test/api/newsletter', {
      method: 'POST',
      body: JSON.stringify({ email }),
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Origin: 'https://vitaglow.test' },
    }),
    { ...env, EMAIL_QUEUE: queue },
    { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
  );
}

describe('the audit log', () => {
  it('lists every action, newest first, with who took it', async () => {
    const { userId } = await signedInUser();
    await consolePost(`/accounts/${userId}/revoke-sessions`);
    const log = await consoleGet<Paged<AdminAuditEntry>>('/audit');
    expect(log.items[0]).toMatchObject({ operator: OPERATOR, action: 'account.revoke_sessions', targetType: 'account', targetId: userId });
  });

  it('is out of reach without Access, and console writes stay same-origin JSON', async () => {
    expect((await call('/api/admin/audit')).status).toBe(401);
    const crossSite = await post(
      '/api/admin/accounts/x/revoke-sessions',
      {},
      { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
    const form = await call('/api/admin/accounts/x/revoke-sessions', {
      method: 'POST',
      body: 'a=b',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});
