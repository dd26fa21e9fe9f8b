import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { query } from './auth-helpers';
import { claimDeal, dealCodeRow, orderRow } from './payments-helpers';
import { dealCodeClients } from './http';
import { callWithStripe, operatorStripe, useStripeFake } from './stripe-fake';

/*
 * One cart, one checkout: a browser that checks out again while its earlier checkout is still open gets the
 * earlier one expired at Stripe and its order closed, so the earlier one holds nothing any more.
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

/** A checkout from one browser (its cookie jar) and one address. */
async function checkout(browser: { cookie?: string }, body: Record<string, unknown>, address?: string) {
  const res = await callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ shipping: { id: 'free-us' }, ...body }),
    headers: { ...(browser.cookie ? { Cookie: browser.cookie } : {}), ...(address ? { 'CF-Connecting-IP': address } : {}) },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-vitaglow_checkout='));
  if (cookie) browser.cookie = cookie.split(';')[0];
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  const [{ reference }] = await query<{ reference: string }>('select reference from orders where provider_session_id = ?', sessionId);
  return { sessionId, reference };
}

describe('checking out again from the same browser', () => {
  it('expires the earlier session at Stripe and closes its order, freeing its deal code for the new checkout', async () => {
    const browser = {};
    const deal = await claimDeal();
    const address = dealCodeClients.get(deal);
    const cart = { items: [{ id: 'multivitamin', quantity: 1 }], dealClaimed: true, dealCode: deal };
    const first = await checkout(browser, cart, address);
    const second = await checkout(browser, { ...cart, items: [{ id: 'multivitamin', quantity: 2 }] }, address);

    expect((await operatorStripe().checkout.sessions.retrieve(first.sessionId)).status).toBe('expired');
    expect((await orderRow(first.reference))!.status).toBe('expired');
    expect((await orderRow(second.reference))!.status).toBe('open');
    expect((await dealCodeRow(deal))!.used_by_order_id).toBe((await orderRow(second.reference))!.id);
    await fake.settled();
    // Stripe's own expiry event for the first session changes nothing more.
    expect((await orderRow(first.reference))!.status).toBe('expired');
  });

  it('keeps an earlier checkout that was paid meanwhile, and leaves other browsers’ checkouts alone', async () => {
    const browser = {};
    const other = {};
    const paid = await checkout(browser, { items: [{ id: 'omega-3-plus', quantity: 1 }] });
    await fake.pay(paid.sessionId, { email: 'paid.meanwhile@vitaglow-mail.com' });
    const elsewhere = await checkout(other, { items: [{ id: 'omega-3-plus', quantity: 1 }] });
    await checkout(browser, { items: [{ id: 'omega-3-plus', quantity: 3 }] });

    expect((await orderRow(paid.reference))!.status).toBe('paid');
    expect((await orderRow(elsewhere.reference))!.status).toBe('open');
    expect((await operatorStripe().checkout.sessions.retrieve(elsewhere.sessionId)).status).toBe('open');
  });

  it('leaves the earlier checkout to lapse on its own when Stripe cannot expire it now', async () => {
    const browser = {};
    const first = await checkout(browser, { items: [{ id: 'beauty-complex', quantity: 1 }] });
    const stripe = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation((input, init) => {
      const request = new Request(input, init);
      return request.url.endsWith('/expire') ? Promise.reject(new TypeError('connection reset')) : stripe(request);
    });
    const second = await checkout(browser, { items: [{ id: 'beauty-complex', quantity: 2 }] });
    expect((await orderRow(first.reference))!.status).toBe('open');
    expect((await orderRow(second.reference))!.status).toBe('open');
  });
});
