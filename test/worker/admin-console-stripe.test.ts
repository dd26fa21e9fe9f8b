import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMembership, AdminOrder, Paged } from '../../core/api/admin';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import { errorOf, query } from './auth-helpers';
import { callWithStripe, stripeMember, useStripeFake } from './stripe-fake';

/*
 * Console actions on Stripe's side, against the strict Stripe fake: a refund is asked of Stripe and the
 * order changes when Stripe's charge.refunded arrives; a membership is set to end with its period at Stripe.
 */
const OPERATOR = 'operator@vitaglow-mail.com';
let operator: string;
let fake: StripeFake;
beforeAll(async () => {
  operator = `${DEV_ACCESS_COOKIE}=${await developmentAccess.sign(OPERATOR)}`;
});
beforeEach(() => {
  fake = useStripeFake();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const consoleCall = (path: string, init: RequestInit = {}) =>
  callWithStripe(`/api/admin${path}`, { ...init, headers: { ...init.headers, Cookie: operator } });
const consoleOrder = async (reference: string) => (await (await consoleCall(`/orders/${reference}`)).json()) as AdminOrder;

async function paidStripeOrder() {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'creatine-gummies', quantity: 3 }], shipping: { id: 'free-us' }, ageConfirmed: true }),
  });
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  await fake.pay(sessionId, { email: 'buyer@vitaglow-mail.com' });
  const [{ reference }] = await query<{ reference: string }>('select reference from orders where provider_session_id = ?', sessionId);
  return { reference, sessionId };
}

describe('a console refund of a Stripe order', () => {
  it('asks Stripe for the refund, then records it when Stripe says so', async () => {
    const { reference } = await paidStripeOrder();
    const before = await consoleOrder(reference);
    expect(before.stripe.paymentIntentId).toMatch(/^pi_/);

    const res = await consoleCall(`/orders/${reference}/refunds`, {
      method: 'POST',
      body: JSON.stringify({ amountCents: 2000, actionId: crypto.randomUUID() }),
    });
    expect(res.status).toBe(202);
    expect(((await res.json()) as { outcome: string }).outcome).toBe('requested');
    const refund = fake.calls.find((c) => c.path === '/v1/refunds');
    expect(refund).toMatchObject({
      status: 200,
      params: { payment_intent: before.stripe.paymentIntentId, amount: '2000', reason: 'requested_by_customer' },
    });

    await fake.settled();
    const after = await consoleOrder(reference);
    expect(after).toMatchObject({ status: 'partially_refunded', refundedCents: 2000 });
    expect(after.timeline).toContainEqual(expect.objectContaining({ kind: 'refund', refundedCents: 2000 }));
    expect(after.timeline).toContainEqual(expect.objectContaining({ kind: 'operator', action: 'order.refund', operator: OPERATOR }));
  });

  it('reports Stripe being down as 502, charges nothing, and audits the failed try', async () => {
    const { reference } = await paidStripeOrder();
    vi.restoreAllMocks();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Stripe unreachable'));
    const res = await consoleCall(`/orders/${reference}/refunds`, {
      method: 'POST',
      body: JSON.stringify({ actionId: crypto.randomUUID() }),
    });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: 'payments_unavailable' });
    const actions = await query<{ action: string }>(
      "select action from audit_log where target_type = 'order' and target_id = ? order by id",
      reference,
    );
    expect(actions.map((a) => a.action)).toEqual(['order.refund', 'order.refund_failed']);
    expect(await query('select status, refunded_cents from orders where reference = ?', reference)).toEqual([
      { status: 'paid', refunded_cents: 0 },
    ]);
  });
});

describe('a console refund whose answer is lost', () => {
  it('is that one refund at Stripe when the console sends it again with its action id', async () => {
    const { reference } = await paidStripeOrder();
    // Stripe makes the refund, but its answer never reaches the worker (the SDK's retries included): 502.
    const fetchSpy = vi.mocked(globalThis.fetch);
    const installed = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const answer = await installed(request);
      if (new URL(request.url).pathname === '/v1/refunds') throw new TypeError('connection reset');
      return answer;
    });
    const actionId = crypto.randomUUID();
    const refund = () =>
      consoleCall(`/orders/${reference}/refunds`, { method: 'POST', body: JSON.stringify({ amountCents: 1500, actionId }) });
    const lost = await refund();
    expect(lost.status).toBe(502);
    fetchSpy.mockImplementation(installed);

    expect((await refund()).status).toBe(202);
    await fake.settled();
    expect(fake.state.refunds.size).toBe(1);
    expect(await consoleOrder(reference)).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });
  });
});

describe('a console cancellation of a Stripe membership', () => {
  it('tells Stripe to end the subscription with its period, and shows it at once', async () => {
    const { email } = await stripeMember(fake);
    await fake.settled();
    const [membership] = ((await (await consoleCall(`/memberships?q=${encodeURIComponent(email)}`)).json()) as Paged<AdminMembership>)
      .items;
    expect(membership).toMatchObject({ status: 'active', provider: 'stripe', cancelAtPeriodEnd: false });

    expect((await consoleCall(`/memberships/${membership.id}/cancel`, { method: 'POST', body: '{}' })).status).toBe(200);
    const update = fake.calls.find((c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'));
    expect(update).toMatchObject({ status: 200, params: { cancel_at_period_end: 'true' } });
    const [after] = ((await (await consoleCall(`/memberships?q=${encodeURIComponent(email)}`)).json()) as Paged<AdminMembership>).items;
    expect(after).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('audits the cancellation before Stripe is asked: a failed call leaves the request and its failure, and changes nothing', async () => {
    const { email } = await stripeMember(fake);
    await fake.settled();
    const [membership] = ((await (await consoleCall(`/memberships?q=${encodeURIComponent(email)}`)).json()) as Paged<AdminMembership>)
      .items;

    vi.restoreAllMocks();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Stripe unreachable'));
    const res = await consoleCall(`/memberships/${membership.id}/cancel`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: 'payments_unavailable' });
    const actions = await query<{ operator_email: string; action: string }>(
      "select operator_email, action from audit_log where target_type = 'membership' and target_id = ? order by id",
      membership.id,
    );
    expect(actions).toEqual([
      { operator_email: OPERATOR, action: 'membership.cancel_at_period_end' },
      { operator_email: OPERATOR, action: 'membership.cancel_failed' },
    ]);
    expect(await query('select cancel_at_period_end from memberships where id = ?', membership.id)).toEqual([{ cancel_at_period_end: 0 }]);
  });
});

describe('each console action is its own request at Stripe (idempotency keys)', () => {
  it('cancels again after the member renewed in the portal: the second cancellation is not a replay of the first', async () => {
    const { email, sessionId } = await stripeMember(fake);
    await fake.settled();
    const membershipOf = async () =>
      ((await (await consoleCall(`/memberships?q=${encodeURIComponent(email)}`)).json()) as Paged<AdminMembership>).items[0];
    const subscriptionId = fake.state.sessions.get(sessionId)!.object.subscription as string;
    const { id } = await membershipOf();

    expect((await consoleCall(`/memberships/${id}/cancel`, { method: 'POST', body: '{}' })).status).toBe(200);
    // The member renews a few minutes later (changes apply in the order they happened).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000);
    await fake.renewSubscription(subscriptionId);
    await fake.settled();
    expect(await membershipOf()).toMatchObject({ cancelAtPeriodEnd: false });

    expect((await consoleCall(`/memberships/${id}/cancel`, { method: 'POST', body: '{}' })).status).toBe(200);
    await fake.settled();
    expect(fake.state.subscriptions.get(subscriptionId)!.object.cancel_at_period_end).toBe(true);
    expect(await membershipOf()).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('makes two partial refunds of the same amount, while one click sent twice is one refund', async () => {
    const { reference } = await paidStripeOrder();
    fake.bus.hold(); // Stripe's events wait: the order still shows nothing refunded between the clicks.
    const refund = (actionId: string) =>
      consoleCall(`/orders/${reference}/refunds`, { method: 'POST', body: JSON.stringify({ amountCents: 1000, actionId }) });
    const first = crypto.randomUUID();
    expect((await refund(first)).status).toBe(202);
    expect((await refund(first)).status).toBe(202);
    expect((await refund(crypto.randomUUID())).status).toBe(202);
    expect(fake.state.refunds.size).toBe(2);
    await fake.bus.release();
    expect(await consoleOrder(reference)).toMatchObject({ status: 'partially_refunded', refundedCents: 2000 });
  });
});
