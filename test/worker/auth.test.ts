import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../worker/auth/cookies';
import { PBKDF2_ITERATIONS } from '../../worker/auth/password';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../worker/auth/session-policy';
import { ORIGIN, call, post } from './http';
import {
  PASSWORD,
  errorOf,
  freshEmail,
  linkToken,
  query,
  sessionCookieOf,
  sessionOf,
  signIn,
  signUp,
  signedInUser,
  withCookie,
} from './auth-helpers';
import { outboxTo } from './mail-helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/auth/signup', () => {
  it('creates an unverified user, stores only a PBKDF2 hash, and e-mails a verification link', async () => {
    const email = freshEmail();
    const res = await signUp(`  ${email.toUpperCase()} `, { name: ' Nadia <b>Haddad</b> ' });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: string; email: string; name: string } };
    expect(user).toEqual({ id: expect.any(String), email, name: 'Nadia Haddad' });

    const [row] = await query<{ password_hash: string; email_verified_at: number | null; language: string }>(
      'select password_hash, email_verified_at, language from users where id = ?',
      user.id,
    );
    expect(row.email_verified_at).toBeNull();
    expect(row.language).toBe('en');
    expect(row.password_hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(await linkToken(email, 'verify')).toMatch(/^[\w-]{43}$/);
    // Signing up does not sign in.
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('writes the verification e-mail in the language sent with the form', async () => {
    const email = freshEmail();
    await signUp(email, { language: 'ar' });
    const messages = await outboxTo(email);
    expect(messages[0].subject).toBe('أكِّد حسابك في VitaGlow');
    // Its link opens the page at that language's address.
    expect(messages[0].text).toContain('https://vitaglow.test/ar/auth/verify#token=');
  });

  it('answers 409 user_exists for an address that already has an account, in any case', async () => {
    const email = freshEmail();
    await signUp(email);
    const res = await signUp(email.toUpperCase());
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'user_exists' });
    expect(await query('select id from users where email = ?', email)).toHaveLength(1);
  });

  it.each([
    [{ email: 'nobody@example.com' }, 'email_invalid'],
    [{ password: 'short1A' }, 'password_too_short'],
    [{ password: 'Password123!' }, 'password_too_common'],
    [{ password: 'alllowercase' }, 'password_weak'],
    [{ name: 'N' }, 'name_too_short'],
  ])('refuses %j with 400 %s', async (override, code) => {
    const res = await signUp(freshEmail(), override);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code });
  });

  it('refuses a body without the fields with 400 invalid_request', async () => {
    const res = await post('/api/auth/signup', { email: freshEmail() });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_request' });
  });
});

describe('POST /api/auth/verify', () => {
  it('verifies once: the same link is refused the second time', async () => {
    const email = freshEmail();
    await signUp(email);
    const token = await linkToken(email, 'verify');
    expect((await signIn(email)).status).toBe(403);

    const first = await post('/api/auth/verify', { token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    expect((await signIn(email)).status).toBe(200);

    const again = await post('/api/auth/verify', { token });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a forged token', async () => {
    const res = await post('/api/auth/verify', { token: 'x'.repeat(43) });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a link older than 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = freshEmail();
    await signUp(email);
    const token = await linkToken(email, 'verify');
    vi.setSystemTime(Date.now() + DAY + 1000);
    const res = await post('/api/auth/verify', { token });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_token' });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in a verified user with a __Host- cookie: HttpOnly, Secure, SameSite=Lax, Path=/', async () => {
    const { email, userId } = await signedInUser();
    const res = await signIn(email.toUpperCase());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: unknown; expiresAt: string };
    expect(body.user).toEqual({ id: userId, email, name: 'Nadia Haddad', newsletterSubscriber: false, member: false });

    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const attributes = header.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    const maxAge = Number(attributes.find((a) => a.startsWith('max-age='))!.split('=')[1]);
    expect(maxAge).toBe(SESSION_ABSOLUTE_MS / 1000);
    const token = header.split(';')[0].split('=')[1];
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored.
    expect(await query('select token_hash from sessions where token_hash = ?', token)).toHaveLength(0);
  });

  it('answers an unknown e-mail exactly like a wrong password, after the same password work', async () => {
    const { email } = await signedInUser();
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');

    const wrong = await signIn(email, 'Wrong-Password-1');
    const wrongRuns = deriveBits.mock.calls.length;
    const unknown = await signIn(freshEmail('nobody'), 'Wrong-Password-1');
    const unknownRuns = deriveBits.mock.calls.length - wrongRuns;

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
    expect(wrongRuns).toBe(1);
    expect(unknownRuns).toBe(1);
    const iterations = deriveBits.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
    expect(iterations).toEqual([PBKDF2_ITERATIONS, PBKDF2_ITERATIONS]);
  });

  it('answers 403 email_not_confirmed to the right password of an unverified account', async () => {
    const email = freshEmail();
    await signUp(email);
    const res = await signIn(email);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'email_not_confirmed' });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('rotates: signing in again revokes the session this browser held', async () => {
    const { email, cookie } = await signedInUser();
    const res = await signIn(email, PASSWORD, withCookie(cookie));
    const next = sessionCookieOf(res)!;
    expect(next).not.toBe(cookie);
    expect((await sessionOf(cookie)).user).toBeNull();
    expect((await sessionOf(next)).user?.email).toBe(email);
  });

  it.each([
    [{ email: '', password: PASSWORD }, 'email_required'],
    [{ email: 'not-an-email', password: PASSWORD }, 'email_invalid'],
    [{ email: 'someone@vitaglow-mail.com', password: '' }, 'password_required'],
  ])('refuses %j with 400 %s', async (body, code) => {
    const res = await post('/api/auth/signin', body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code });
  });

  it('refuses a cross-site POST before looking at the credentials', async () => {
    const { email } = await signedInUser();
    const res = await exports.default.fetch(
      new Request(new URL('/api/auth/signin', ORIGIN), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'cross_site_request' });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe('GET /api/auth/session', () => {
  it('answers null without a cookie, and for a forged one (clearing it)', async () => {
    expect(await sessionOf(undefined)).toEqual({ user: null, expiresAt: null });
    const res = await call('/api/auth/session', withCookie(`${SESSION_COOKIE}=forged`));
    expect(await res.json()).toEqual({ user: null, expiresAt: null });
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /max-age=0/i.test(c))).toBe(true);
  });

  it('answers the user and when the session ends unless used: 7 days idle', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { email, cookie, userId } = await signedInUser();
    const session = await sessionOf(cookie);
    expect(session.user).toEqual({ id: userId, email, name: 'Nadia Haddad', newsletterSubscriber: false, member: false });
    expect(Date.parse(session.expiresAt!) - start).toBeGreaterThanOrEqual(SESSION_IDLE_MS);
    expect(Date.parse(session.expiresAt!) - Date.now()).toBeLessThanOrEqual(SESSION_IDLE_MS);
  });

  it('ends a session unused for 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cookie } = await signedInUser();
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1000);
    expect(await sessionOf(cookie)).toEqual({ user: null, expiresAt: null });
  });

  it('keeps a session in use, but never past 30 days after sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedInAt = Date.now();
    const { cookie } = await signedInUser();
    for (let day = 6; day < 30; day += 6) {
      vi.setSystemTime(signedInAt + day * DAY);
      expect((await sessionOf(cookie)).user).not.toBeNull();
    }
    vi.setSystemTime(signedInAt + 29 * DAY);
    const late = await sessionOf(cookie);
    expect(Date.parse(late.expiresAt!)).toBeLessThanOrEqual(signedInAt + SESSION_ABSOLUTE_MS + 1000);
    vi.setSystemTime(signedInAt + SESSION_ABSOLUTE_MS + 1000);
    expect((await sessionOf(cookie)).user).toBeNull();
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the token and keeps the absolute deadline', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedInAt = Date.now();
    const { cookie } = await signedInUser();
    // Used every few days, so only the absolute deadline remains ahead.
    for (const day of [6, 12, 18, 24, 29]) {
      vi.setSystemTime(signedInAt + day * DAY);
      await sessionOf(cookie);
    }

    const res = await post('/api/auth/refresh', {}, withCookie(cookie));
    expect(res.status).toBe(200);
    const next = sessionCookieOf(res)!;
    expect(next).not.toBe(cookie);
    const body = (await res.json()) as { expiresAt: string };
    expect(Math.abs(Date.parse(body.expiresAt) - (signedInAt + SESSION_ABSOLUTE_MS))).toBeLessThan(5000);

    expect((await sessionOf(cookie)).user).toBeNull();
    expect((await sessionOf(next)).user).not.toBeNull();
  });

  it('answers 401 unauthenticated without a live session, and for an already rotated token', async () => {
    const none = await post('/api/auth/refresh', {});
    expect(none.status).toBe(401);
    expect(await errorOf(none)).toMatchObject({ code: 'unauthenticated' });

    const { cookie } = await signedInUser();
    await post('/api/auth/refresh', {}, withCookie(cookie));
    const stale = await post('/api/auth/refresh', {}, withCookie(cookie));
    expect(stale.status).toBe(401);
  });
});

describe('POST /api/auth/signout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { cookie } = await signedInUser();
    const res = await post('/api/auth/signout', {}, withCookie(cookie));
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=;`))!;
    expect(cleared).toMatch(/max-age=0/i);
    expect(cleared).toMatch(/secure/i);
    // The old cookie, replayed, no longer works.
    expect(await sessionOf(cookie)).toEqual({ user: null, expiresAt: null });
  });

  it('answers 200 without a session too', async () => {
    expect((await post('/api/auth/signout', {})).status).toBe(200);
  });
});
