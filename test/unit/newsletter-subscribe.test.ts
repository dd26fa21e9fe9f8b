import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAtom } from '../../web/state/auth';
import { subscribeToNewsletter } from '../../web/state/newsletter';

const HOUR = 60 * 60_000;
const NOW = new Date('2026-05-01T09:00:00Z').getTime();

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscribeToNewsletter (browser)', () => {
  it('checks the address with core validation before calling', async () => {
    expect(await subscribeToNewsletter('someone@example.com', 'en', NOW)).toEqual({ kind: 'invalid', code: 'email_invalid' });
    expect(await subscribeToNewsletter('  ', 'en', NOW)).toEqual({ kind: 'invalid', code: 'email_required' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the normalised address and language, and answers the coupon code', async () => {
    fetchMock.mockResolvedValue(json(201, { couponCode: 'VITAGLOWQ4Z8M1' }));
    expect(await subscribeToNewsletter(' Nadia@Mail.COM ', 'ar', NOW)).toEqual({ kind: 'subscribed', couponCode: 'VITAGLOWQ4Z8M1' });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'nadia@mail.com', language: 'ar' });
  });

  it('an address that had left is told a confirmation was e-mailed: no code, and no saving until it is confirmed', async () => {
    const store = getDefaultStore();
    const user = { id: 'u1', email: 'nadia@mail.com', name: 'Nadia', newsletterSubscriber: false, member: false };
    store.set(authAtom, { status: 'signedIn', user, expiresAt: NOW + HOUR });
    fetchMock.mockResolvedValue(json(202, { confirmationSent: true }));
    expect(await subscribeToNewsletter('nadia@mail.com', 'en', NOW)).toEqual({ kind: 'confirmation_sent' });
    expect(store.get(authAtom)).toMatchObject({ user: { newsletterSubscriber: false } });
    store.set(authAtom, { status: 'signedOut' });
  });

  it('tells the signed-in shopper’s session when their own address joins, so their cart shows the package saving', async () => {
    const store = getDefaultStore();
    const user = { id: 'u1', email: 'nadia@mail.com', name: 'Nadia', newsletterSubscriber: false, member: false };
    store.set(authAtom, { status: 'signedIn', user, expiresAt: NOW + HOUR });
    fetchMock.mockImplementation(async () => json(201, { couponCode: 'VITAGLOWQ4Z8M1' }));
    await subscribeToNewsletter('friend@mail.com', 'en', NOW);
    expect(store.get(authAtom)).toMatchObject({ user: { newsletterSubscriber: false } });
    await subscribeToNewsletter('Nadia@mail.com', 'en', NOW);
    expect(store.get(authAtom)).toMatchObject({ user: { newsletterSubscriber: true } });
    store.set(authAtom, { status: 'signedOut' });
  });

  it('turns 409 already_subscribed into its own outcome', async () => {
    fetchMock.mockResolvedValue(json(409, { error: { code: 'already_subscribed', message: 'x' } }));
    expect(await subscribeToNewsletter('nadia@mail.com', 'en', NOW)).toEqual({ kind: 'already_subscribed' });
  });

  it.each([
    ['a server error', () => json(500, { error: { code: 'internal_error' } })],
    ['a refused request', () => json(400, { error: { code: 'invalid_request' } })],
    ['a non-JSON answer', () => new Response('<html>', { status: 502 })],
  ])('reports %s as failed', async (_name, answer) => {
    fetchMock.mockResolvedValue(answer());
    expect(await subscribeToNewsletter('nadia@mail.com', 'en', NOW)).toEqual({ kind: 'failed' });
  });

  it('reports a network failure as failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await subscribeToNewsletter('nadia@mail.com', 'en', NOW)).toEqual({ kind: 'failed' });
  });

  it('gives the minutes left, rounded up, from the worker 429, and then answers locally', async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 'rate_limited', retryAfter: 125 } }));
    expect(await subscribeToNewsletter('nadia@mail.com', 'en', NOW)).toEqual({ kind: 'rate_limited', minutes: 3 });
    expect(await subscribeToNewsletter('NADIA@mail.com', 'en', NOW + 60_000)).toEqual({ kind: 'rate_limited', minutes: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('mirrors the limit of 3 attempts per hour per address without calling the worker a 4th time', async () => {
    fetchMock.mockImplementation(async () => json(409, { error: { code: 'already_subscribed' } }));
    for (const minute of [0, 1, 2]) await subscribeToNewsletter('nadia@mail.com', 'en', NOW + minute * 60_000);
    expect(await subscribeToNewsletter('nadia@mail.com', 'en', NOW + 20 * 60_000)).toEqual({ kind: 'rate_limited', minutes: 40 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await subscribeToNewsletter('other@mail.com', 'en', NOW + 20 * 60_000)).toEqual({ kind: 'already_subscribed' });

    expect(await subscribeToNewsletter('nadia@mail.com', 'en', NOW + HOUR)).toEqual({ kind: 'already_subscribed' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('ignores a malformed stored record', async () => {
    localStorage.setItem('vitaglow-rate-limit:newsletter:nadia@mail.com', '{"count":"lots"');
    fetchMock.mockResolvedValue(json(201, { couponCode: 'VITAGLOWQ4Z8M1' }));
    expect((await subscribeToNewsletter('nadia@mail.com', 'en', NOW)).kind).toBe('subscribed');
  });
});
