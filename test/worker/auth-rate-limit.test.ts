import { afterEach, describe, expect, it, vi } from 'vitest';
import { subjectHash } from '../../worker/analytics/events';
import { SIGNIN_ACCOUNT_LIMIT } from '../../core/rate-limits';
import { PASSWORD, errorOf, freshEmail, query, signIn, signUp, signedInUser } from './auth-helpers';
import { newClientAddress } from './http';

afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

describe('sign-in limit: 5 attempts per 15 minutes per address and client', () => {
  /** Every attempt of one test from one client address, as a shopper at one device. */
  const fromOneClient = () => {
    const init = { headers: { 'CF-Connecting-IP': newClientAddress() } };
    return (email: string, password?: string) => signIn(email, password, init);
  };

  it('refuses the 6th attempt with 429 rate_limited and the seconds left in the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signInHere = fromOneClient();
    const { email } = await signedInUser();
    const start = Date.now();
    for (let i = 0; i < 5; i++) {
      vi.setSystemTime(start + i * MINUTE);
      expect((await signInHere(email, 'Wrong-Password-1')).status).toBe(401);
    }
    vi.setSystemTime(start + 10 * MINUTE);
    const sixth = await signInHere(email, 'Wrong-Password-1');
    expect(sixth.status).toBe(429);
    expect(await errorOf(sixth)).toMatchObject({ code: 'rate_limited', retryAfter: 5 * 60 });

    // Even the right password waits for the window to close.
    expect((await signInHere(email)).status).toBe(429);
    vi.setSystemTime(start + 15 * MINUTE);
    expect((await signInHere(email)).status).toBe(200);
  });

  it('counts by normalised address, whatever the case and spacing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signInHere = fromOneClient();
    const { email } = await signedInUser();
    for (const variant of [email, email.toUpperCase(), ` ${email} `, email, email]) {
      expect((await signInHere(variant, 'Wrong-Password-1')).status).toBe(401);
    }
    expect((await signInHere(email.toUpperCase(), 'Wrong-Password-1')).status).toBe(429);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signInHere = fromOneClient();
    const { email } = await signedInUser();
    for (let i = 0; i < 4; i++) await signInHere(email, 'Wrong-Password-1');
    expect((await signInHere(email)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signInHere(email, 'Wrong-Password-1')).status).toBe(401);
    expect((await signInHere(email, 'Wrong-Password-1')).status).toBe(429);
  });

  it('limits unknown addresses the same way', async () => {
    const signInHere = fromOneClient();
    const email = freshEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await signInHere(email, PASSWORD)).status).toBe(401);
    expect((await signInHere(email, PASSWORD)).status).toBe(429);
  });

  it("does not lock the owner out for another client's wrong passwords", async () => {
    const { email } = await signedInUser();
    const attacker = fromOneClient();
    for (let i = 0; i < 8; i++) await attacker(email, 'Wrong-Password-1');
    expect((await attacker(email, 'Wrong-Password-1')).status).toBe(429);
    expect((await fromOneClient()(email)).status).toBe(200);
  });

  it(`stops every client at ${SIGNIN_ACCOUNT_LIMIT.max} failures on one account in the window`, async () => {
    const email = freshEmail('targeted');
    for (let i = 0; i < SIGNIN_ACCOUNT_LIMIT.max; i++) expect((await signIn(email, 'Wrong-Password-1')).status).toBe(401);
    const refused = await signIn(email, 'Wrong-Password-1');
    expect([refused.status, (await errorOf(refused)).code]).toEqual([429, 'signin_link_sent']);
  });
});

describe('sign-up limit: 3 attempts per 60 minutes per address', () => {
  it('refuses the 4th attempt with 429 and the seconds left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = freshEmail();
    const start = Date.now();
    expect((await signUp(email)).status).toBe(201);
    vi.setSystemTime(start + MINUTE);
    expect((await signUp(email)).status).toBe(409);
    expect((await signUp(email)).status).toBe(409);
    vi.setSystemTime(start + 20 * MINUTE);
    const fourth = await signUp(email);
    expect(fourth.status).toBe(429);
    expect(await errorOf(fourth)).toMatchObject({ code: 'rate_limited', retryAfter: 40 * 60 });
  });
});

describe('analytics of attempts', () => {
  it('records every sign-up and sign-in attempt with its outcome and no e-mail address', async () => {
    const email = freshEmail('tracked');
    const before = await query<{ id: number }>('select coalesce(max(id), 0) as id from analytics_events');
    await signUp(email);
    await signUp(email);
    await signIn(email);
    await signIn(email, 'Wrong-Password-1');
    await signIn(email, '');
    const events = await query<{ name: string; outcome: string; subject_hash: string | null }>(
      'select name, outcome, subject_hash from analytics_events where id > ? order by id',
      before[0].id,
    );
    expect(events.map((e) => [e.name, e.outcome])).toEqual([
      ['signup', 'success'],
      ['signup', 'user_exists'],
      ['signin', 'email_not_confirmed'],
      ['signin', 'invalid_credentials'],
      ['signin', 'password_required'],
    ]);
    for (const event of events) expect(JSON.stringify(event)).not.toContain(email.split('@')[0]);
  });

  it('stands for an address by a keyed hash: stable per address, useless without the key', async () => {
    const email = freshEmail();
    const hash = await subjectHash('key-one', email);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await subjectHash('key-one', ` ${email.toUpperCase()} `)).toBe(hash);
    expect(await subjectHash('key-two', email)).not.toBe(hash);
    const plain = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email)));
    expect(hash).not.toBe(Array.from(plain, (b) => b.toString(16).padStart(2, '0')).join(''));
  });
});
