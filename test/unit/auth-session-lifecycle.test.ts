import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthMessage, REFRESH_MARGIN_MS, authAtom, loadSessionAtom, receiveAuthMessageAtom, signOutAtom } from '../../web/state/auth';
import { checkExpiryAtom } from '../../web/state/auth-lifecycle';

const user = { id: 'u1', email: 'amira@vitaglow-mail.com', name: 'Amira Saleh', newsletterSubscriber: false, member: false };
const NOW = Date.UTC(2026, 10, 22, 12);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let otherTab: BroadcastChannel;
let announced: AuthMessage[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  announced = [];
  otherTab = new BroadcastChannel('vitaglow-auth');
  otherTab.onmessage = (event: MessageEvent<AuthMessage>) => announced.push(event.data);
});

afterEach(() => {
  otherTab.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function signedInStore(msLeft: number) {
  const store = createStore();
  store.set(authAtom, { status: 'signedIn', user, expiresAt: NOW + msLeft });
  return store;
}

describe('the session lifecycle', () => {
  it('leaves a session with more than 90 s left alone', async () => {
    const store = signedInStore(REFRESH_MARGIN_MS + 1000);
    await store.set(checkExpiryAtom);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes a session with 90 s or less left, and tells the other tabs', async () => {
    const store = signedInStore(REFRESH_MARGIN_MS);
    const expiresAt = new Date(NOW + 7 * 24 * 3600_000).toISOString();
    fetchMock.mockResolvedValueOnce(json(200, { user, expiresAt }));
    await store.set(checkExpiryAtom);

    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/auth/refresh');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(store.get(authAtom)).toEqual({ status: 'signedIn', user, expiresAt: Date.parse(expiresAt) });
    await vi.waitFor(() => expect(announced).toEqual([{ event: 'TOKEN_REFRESHED', answer: { user, expiresAt } }]));
  });

  it('retries a refresh answered 502, 503 or 504', async () => {
    const store = signedInStore(30_000);
    const expiresAt = new Date(NOW + 3600_000).toISOString();
    fetchMock.mockResolvedValueOnce(json(503, { error: { code: 'unavailable' } })).mockResolvedValueOnce(json(200, { user, expiresAt }));
    await store.set(checkExpiryAtom);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.get(authAtom)).toMatchObject({ status: 'signedIn', expiresAt: Date.parse(expiresAt) });
  });

  it('signs out when the worker says the session is over', async () => {
    const store = signedInStore(10_000);
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'unauthenticated' } }));
    await store.set(checkExpiryAtom);
    expect(store.get(authAtom)).toEqual({ status: 'signedOut' });
    await vi.waitFor(() => expect(announced.map((m) => m.event)).toEqual(['SIGNED_OUT']));
  });

  it('keeps the session when the worker cannot be reached, for the next check to try again', async () => {
    const store = signedInStore(60_000);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await store.set(checkExpiryAtom);
    expect(store.get(authAtom)).toMatchObject({ status: 'signedIn' });
  });

  it('applies what another tab announces and ignores anything else', () => {
    const store = createStore();
    store.set(receiveAuthMessageAtom, { event: 'SIGNED_IN', answer: { user, expiresAt: new Date(NOW + 60_000).toISOString() } });
    expect(store.get(authAtom)).toMatchObject({ status: 'signedIn', user });
    store.set(receiveAuthMessageAtom, 'garbage');
    store.set(receiveAuthMessageAtom, { event: 'SIGNED_OUT' });
    expect(store.get(authAtom)).toMatchObject({ status: 'signedIn' });
    store.set(receiveAuthMessageAtom, { event: 'SIGNED_OUT', answer: { user: null, expiresAt: null } });
    expect(store.get(authAtom)).toEqual({ status: 'signedOut' });
  });

  it('announces a sign-out to the other tabs', async () => {
    const store = signedInStore(3600_000);
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await store.set(signOutAtom);
    expect(store.get(authAtom)).toEqual({ status: 'signedOut' });
    await vi.waitFor(() => expect(announced.map((m) => m.event)).toEqual(['SIGNED_OUT']));
  });
});

describe('the first session answer', () => {
  it('ends the loading state signed in or out', async () => {
    const store = createStore();
    expect(store.get(authAtom)).toEqual({ status: 'loading' });
    fetchMock.mockResolvedValueOnce(json(200, { user, expiresAt: new Date(NOW + 60_000).toISOString() }));
    await store.set(loadSessionAtom);
    expect(store.get(authAtom)).toMatchObject({ status: 'signedIn', user });

    const anonymous = createStore();
    fetchMock.mockResolvedValueOnce(json(200, { user: null, expiresAt: null }));
    await anonymous.set(loadSessionAtom);
    expect(anonymous.get(authAtom)).toEqual({ status: 'signedOut' });
  });

  it('does not stay loading when the worker cannot be reached', async () => {
    const store = createStore();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await store.set(loadSessionAtom);
    expect(store.get(authAtom)).toEqual({ status: 'signedOut' });
  });
});
