import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, newClientAddress, post } from './http';
import { DEAL_CART, dealCodeRow, errorCode } from './payments-helpers';
import { countOf } from './rows';

afterEach(() => vi.useRealTimers());

/** POST /api/deals for `cart` from one client address. */
const claimFrom = (address: string, cart: unknown = DEAL_CART) => post('/api/deals', cart, { headers: { 'CF-Connecting-IP': address } });
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

describe('POST /api/deals', () => {
  it('issues a one-use 25% code valid for 10 minutes for a cart over $25', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const res = await claimFrom(newClientAddress());
    expect(res.status).toBe(201);
    const body = (await res.json()) as { code: string; percentOff: number; expiresAt: string };
    expect(body).toEqual({ code: expect.stringMatching(/^DEAL-[A-Z0-9]{8}$/), percentOff: 25, expiresAt: '2026-11-21T12:10:00.000Z' });
    expect(await dealCodeRow(body.code)).toMatchObject({
      percent_off: 25,
      expires_at: Date.parse('2026-11-21T12:10:00Z'),
      used_by_order_id: null,
    });
  });

  it.each([
    ['a $24.99 cart', { items: [{ id: 'protein-gummies-mixed-berry', quantity: 1 }], shipping: { id: 'free-us' } }, 'deal_not_eligible'],
    ['no cart at all', {}, 'invalid_request'],
  ])('refuses %s: 400, and no code is written', async (_label, cart, code) => {
    const before = await countOf('deal_codes');
    const res = await claimFrom(newClientAddress(), cart);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe(code);
    expect(await countOf('deal_codes')).toBe(before);
  });

  it('answers a client that asks again with the code it already holds (200), and other clients with their own', async () => {
    const address = newClientAddress();
    const first = await claimFrom(address);
    const again = await claimFrom(address);
    expect([first.status, again.status]).toEqual([201, 200]);
    const code = await codeOf(first);
    expect(await codeOf(again)).toBe(code);
    const others = await Promise.all(Array.from({ length: 5 }, async () => codeOf(await claimFrom(newClientAddress()))));
    expect(new Set([code, ...others]).size).toBe(6);
  });

  it('purges unused codes a day after they expired, and keeps used ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T08:00:00Z'));
    const stale = await codeOf(await claimFrom(newClientAddress()));
    const spent = await codeOf(await claimFrom(newClientAddress()));
    await env.DB.prepare("update deal_codes set used_by_order_id = 'some-order' where code = ?").bind(spent).run();

    vi.setSystemTime(new Date('2026-11-02T08:10:01Z'));
    expect((await claimFrom(newClientAddress())).status).toBe(201);
    expect(await dealCodeRow(stale)).toBeNull();
    expect(await dealCodeRow(spent)).not.toBeNull();
  });

  it('is a same-origin JSON call like the rest of the API', async () => {
    const res = await call('/api/deals', { method: 'POST', body: JSON.stringify(DEAL_CART), headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
  });
});
