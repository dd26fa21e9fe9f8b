import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, post } from './http';
import { dealCodeRow } from './payments-helpers';

afterEach(() => vi.useRealTimers());

describe('POST /api/deals', () => {
  it('issues a one-use 25% code valid for 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const res = await post('/api/deals', {});
    expect(res.status).toBe(201);
    const body = (await res.json()) as { code: string; percentOff: number; expiresAt: string };
    expect(body).toEqual({ code: expect.stringMatching(/^DEAL-[A-Z0-9]{8}$/), percentOff: 25, expiresAt: '2026-11-21T12:10:00.000Z' });
    expect(await dealCodeRow(body.code)).toMatchObject({
      percent_off: 25,
      expires_at: Date.parse('2026-11-21T12:10:00Z'),
      used_by_order_id: null,
    });
  });

  it('issues a different code each time', async () => {
    const codes = await Promise.all(
      Array.from({ length: 20 }, async () => ((await (await post('/api/deals', {})).json()) as { code: string }).code),
    );
    expect(new Set(codes).size).toBe(20);
  });

  it('purges unused codes a day after they expired, and keeps used ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T08:00:00Z'));
    const stale = ((await (await post('/api/deals', {})).json()) as { code: string }).code;
    const spent = ((await (await post('/api/deals', {})).json()) as { code: string }).code;
    await env.DB.prepare("update deal_codes set used_by_order_id = 'some-order' where code = ?").bind(spent).run();

    vi.setSystemTime(new Date('2026-11-02T08:10:01Z'));
    await post('/api/deals', {});
    expect(await dealCodeRow(stale)).toBeNull();
    expect(await dealCodeRow(spent)).not.toBeNull();
  });

  it('is a same-origin JSON call like the rest of the API', async () => {
    const res = await call('/api/deals', { method: 'POST', body: '{}', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
  });
});
