import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS, SIGNIN_ACCOUNT_LIMIT, SIGNIN_LINK_LIMIT } from '../../core/rate-limits';
import { PASSWORD, errorOf, freshEmail, sessionCookieOf, sessionOf, signIn, signedInUser } from './auth-helpers';
import { newClientAddress, post } from './http';
import { outboxTo, outboxToken } from './mail-helpers';

/**
 * Issue 27, item 10: the account-wide ceiling on sign-in failures, as an attacker meets it. IPv6 /64s are
 * cheap: the attacker brings ten of them, tries five wrong passwords from each, all at once, and rotates
 * the address inside each /64 on every request. The ceiling must hold against that, and must not keep the
 * owner out: only failures count, and once it trips the owner is let in by an e-mailed one-time link.
 */

afterEach(() => vi.useRealTimers());

const WRONG = 'Wrong-Password-1';
let networks = 0;

/** A /64 of the attacker's own: each call gives another address inside it. */
function attackerNetwork() {
  const prefix = `2001:db8:${(++networks).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  let host = 0;
  return () => `${prefix}:${(++host).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;
}

/** Sign-in attempts from the given networks, `perNetwork` each, all fired together. */
function burst(email: string, networkCount: number, perNetwork: number, password = WRONG): Promise<Response[]> {
  return Promise.all(
    Array.from({ length: networkCount }, attackerNetwork).flatMap((address) =>
      Array.from({ length: perNetwork }, () => signIn(email, password, { headers: { 'CF-Connecting-IP': address() } })),
    ),
  );
}

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.status]: (counts[res.status] ?? 0) + 1 }), {});

/** The owner, at their own device. */
const fromOwner = () => {
  const init = { headers: { 'CF-Connecting-IP': newClientAddress() } };
  return (email: string, password = PASSWORD) => signIn(email, password, init);
};

describe('the account-wide ceiling under a distributed attack', () => {
  it('ten /64s at five wrong passwords each, in one burst: 50 failures, then the ceiling; the owner gets in through the e-mailed link', async () => {
    const { email } = await signedInUser();
    const perNetwork = RATE_LIMITS.signin.max;
    const networksNeeded = SIGNIN_ACCOUNT_LIMIT.max / perNetwork;
    expect(statuses(await burst(email, networksNeeded, perNetwork))).toEqual({ 401: SIGNIN_ACCOUNT_LIMIT.max });

    // An eleventh /64 meets the ceiling, whatever password it sends.
    const more = await burst(email, 1, 1);
    expect(more[0].status).toBe(429);
    expect(await errorOf(more[0])).toMatchObject({ code: 'signin_link_sent', retryAfter: expect.any(Number) });

    // The owner, with the right password: no password is checked while the ceiling holds, the owner is mailed a link instead.
    const owner = fromOwner();
    const refused = await owner(email);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('signin_link_sent');
    expect(sessionCookieOf(refused)).toBeUndefined();

    const token = await outboxToken(email, '/auth/sign-in-link');
    const signedIn = await post('/api/auth/sign-in-link', { token });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    expect((await sessionOf(cookie)).user).toMatchObject({ email });

    // The link works once; the ceiling still holds for passwords.
    const again = await post('/api/auth/sign-in-link', { token });
    expect([again.status, (await errorOf(again)).code]).toEqual([400, 'invalid_token']);
    expect((await errorOf(await owner(email))).code).toBe('signin_link_sent');
  });

  it('mails the account’s one live link, sent again at most three times an hour however often the ceiling is met, and none for an unknown address', async () => {
    const { email } = await signedInUser();
    const nobody = freshEmail('nobody');
    for (const target of [email, nobody]) await burst(target, SIGNIN_ACCOUNT_LIMIT.max / RATE_LIMITS.signin.max, RATE_LIMITS.signin.max);
    const [known, unknown] = await Promise.all([burst(email, 10, 1), burst(nobody, 10, 1)]);
    // Whether the address has an account, the answers are the same.
    for (const responses of [known, unknown]) {
      expect(statuses(responses)).toEqual({ 429: 10 });
      expect(new Set(await Promise.all(responses.map(async (res) => (await errorOf(res)).code)))).toEqual(new Set(['signin_link_sent']));
    }
    // One link, mailed when it was made and again three times: every e-mail holds the same link.
    const links = (await outboxTo(email)).flatMap((m) => m.links.filter((l) => l.includes('/auth/sign-in-link#token=')));
    expect(links).toHaveLength(1 + SIGNIN_LINK_LIMIT.max);
    expect(new Set(links).size).toBe(1);
    expect(await outboxTo(nobody)).toEqual([]);
  });

  it('counts failures only: the owner’s own sign-ins never bring the ceiling nearer', async () => {
    const { email } = await signedInUser();
    await burst(email, SIGNIN_ACCOUNT_LIMIT.max / RATE_LIMITS.signin.max - 1, RATE_LIMITS.signin.max);
    const owner = fromOwner();
    for (let i = 0; i < 10; i++) expect((await owner(email)).status).toBe(200);
    // The attackers' last five failures still fit under the ceiling.
    expect(statuses(await burst(email, 1, RATE_LIMITS.signin.max))).toEqual({ 401: RATE_LIMITS.signin.max });
    expect((await errorOf(await owner(email))).code).toBe('signin_link_sent');
  });

  it('opens again when the window closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email } = await signedInUser();
    await burst(email, SIGNIN_ACCOUNT_LIMIT.max / RATE_LIMITS.signin.max, RATE_LIMITS.signin.max);
    const owner = fromOwner();
    expect((await owner(email)).status).toBe(429);
    vi.setSystemTime(Date.now() + SIGNIN_ACCOUNT_LIMIT.windowMs);
    expect((await owner(email)).status).toBe(200);
  });
});

describe('the owner during a sustained attack (issue 36, item 14)', () => {
  /*
   * Another client's requests used to spend the account's three links an hour: an attacker who kept the
   * ceiling tripped and asked for three links at the top of the hour left the owner told "a link is on its
   * way" with none coming, for 45 minutes of every hour. Now every request mails the one live link again
   * (or a new one once it is used or nearly over), so whatever the attacker asks for is the owner's link.
   */
  it('gets a working link whenever they ask, through two hours of wrong passwords and link requests from rotating /64s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email } = await signedInUser();
    const start = Date.now();
    const owner = fromOwner();
    const ownerAsksAt = new Set([7, 22, 38, 47, 63, 71, 98, 119]);
    const signedIn: number[] = [];
    for (let minute = 0; minute < 120; minute++) {
      vi.setSystemTime(start + minute * 60_000);
      // Each window of the ceiling is tripped again as it opens, and links are asked for every five minutes.
      if (minute % 15 === 0) await burst(email, SIGNIN_ACCOUNT_LIMIT.max / RATE_LIMITS.signin.max, RATE_LIMITS.signin.max);
      if (minute % 5 === 0) expect(statuses(await burst(email, 4, 1))).toEqual({ 429: 4 });
      if (!ownerAsksAt.has(minute)) continue;
      const asked = await owner(email);
      expect((await errorOf(asked)).code).toBe('signin_link_sent');
      const res = await post('/api/auth/sign-in-link', { token: await outboxToken(email, '/auth/sign-in-link') });
      expect(res.status, `the owner's link at minute ${minute}`).toBe(200);
      expect((await sessionOf(sessionCookieOf(res))).user).toMatchObject({ email });
      signedIn.push(minute);
    }
    expect(signedIn).toEqual([...ownerAsksAt]);
  }, 180_000);
});

describe('counting that holds under parallel bursts', () => {
  it('one client firing 20 wrong passwords at once gets 5 answers and 15 refusals', async () => {
    const { email } = await signedInUser();
    const address = newClientAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => signIn(email, WRONG, { headers: { 'CF-Connecting-IP': address } })),
    );
    expect(statuses(responses)).toEqual({ 401: RATE_LIMITS.signin.max, 429: 20 - RATE_LIMITS.signin.max });
    for (const res of responses.filter((r) => r.status === 429)) expect((await errorOf(res)).code).toBe('rate_limited');
  });

  it('twelve /64s firing five each at once: no more than 50 passwords are checked', async () => {
    const { email } = await signedInUser();
    const responses = await burst(email, 12, RATE_LIMITS.signin.max);
    expect(statuses(responses)).toEqual({ 401: SIGNIN_ACCOUNT_LIMIT.max, 429: 12 * RATE_LIMITS.signin.max - SIGNIN_ACCOUNT_LIMIT.max });
  });

  it('a borrowed session firing 20 passwords at account deletion at once: 5 are checked', async () => {
    const { cookie } = await signedInUser();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/account/delete', { password: WRONG }, { headers: { Cookie: cookie } })),
    );
    expect(statuses(responses)).toEqual({ 403: 5, 429: 15 });
  });
});
