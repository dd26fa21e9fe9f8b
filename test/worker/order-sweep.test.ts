import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { couponRow, holderOf, orderRow, placeCartOrder, seedSubscriber } from './payments-helpers';

const DAY = 24 * 60 * 60_000;

/** Makes an order look like a Stripe order placed `ageMs` ago, with or without a Checkout session id. */
async function asStripeOrder(reference: string, ageMs: number, sessionId: string | null = null) {
  await env.DB.prepare('update orders set provider = ?, provider_session_id = ?, created_at = ? where reference = ?')
    .bind('stripe', sessionId, Date.now() - ageMs, reference)
    .run();
}

const runCron = () => worker.scheduled(createScheduledController({ cron: '0 * * * *' }), env);

describe('the hourly sweep of orders a double fault left open', () => {
  it('expires a day-old Stripe order that never got a Checkout session, and frees its coupon', async () => {
    const coupon = await seedSubscriber();
    const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
    await asStripeOrder(reference, DAY + 60_000);
    expect((await couponRow(coupon))!.coupon_reserved_by).toBe(order.id);

    await runCron();
    expect((await orderRow(reference))!.status).toBe('expired');
    expect((await couponRow(coupon))!.coupon_reserved_by).toBeNull();
  });

  it('leaves alone a younger order, one Stripe has a session for, a local test order and a paid order', async () => {
    const young = await placeCartOrder();
    await asStripeOrder(young.reference, DAY - 60_000);
    const withSession = await placeCartOrder();
    await asStripeOrder(withSession.reference, 3 * DAY, 'cs_test_waiting_for_a_bank_debit');
    const local = await placeCartOrder();
    await env.DB.prepare('update orders set created_at = ? where reference = ?')
      .bind(Date.now() - 3 * DAY, local.reference)
      .run();
    const paid = await placeCartOrder();
    await env.DB.prepare("update orders set status = 'paid' where reference = ?").bind(paid.reference).run();
    await asStripeOrder(paid.reference, 3 * DAY);

    await runCron();
    expect((await orderRow(young.reference))!.status).toBe('open');
    expect((await orderRow(withSession.reference))!.status).toBe('open');
    expect((await orderRow(local.reference))!.status).toBe('open');
    expect((await orderRow(paid.reference))!.status).toBe('paid');
  });
});
