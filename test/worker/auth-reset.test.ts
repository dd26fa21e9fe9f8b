import { afterEach, describe, expect, it, vi } from 'vitest';
import { post } from './http';
import { outboxTo } from './mail-helpers';
import { PASSWORD, errorOf, freshEmail, linkToken, sessionCookieOf, sessionOf, signIn, signUp, signedInUser } from './auth-helpers';

afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'Quiet-Harbor-77';

describe('POST /api/auth/forgot', () => {
  it('answers the same 200 for an unknown address and a known one, and mails only the known one', async () => {
    const { email } = await signedInUser();
    const unknown = freshEmail('nobody');
    const known = await post('/api/auth/forgot', { email });
    const missing = await post('/api/auth/forgot', { email: unknown });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(await missing.text()).toBe(await known.text());
    expect(await outboxTo(unknown)).toEqual([]);
    expect((await outboxTo(email)).some((m) => m.text.includes('/auth/reset#token='))).toBe(true);
  });

  it('writes the reset e-mail in the language sent with the request', async () => {
    const { email } = await signedInUser();
    await post('/api/auth/forgot', { email, language: 'fr' });
    const [newest] = await outboxTo(email);
    expect(newest.subject).toBe('Réinitialisez votre mot de passe VitaGlow');
  });

  it('refuses a malformed address with its validation code', async () => {
    const res = await post('/api/auth/forgot', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'email_invalid' });
  });

  it('sends at most three reset e-mails per account and hour, still answering 200', async () => {
    const { email } = await signedInUser();
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/forgot', { email })).status).toBe(200);
    expect((await outboxTo(email)).filter((m) => m.text.includes('/auth/reset#token='))).toHaveLength(3);
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the new password, revokes every other session and signs this browser in', async () => {
    const { email, cookie } = await signedInUser();
    await post('/api/auth/forgot', { email });
    const token = await linkToken(email, 'reset');

    const res = await post('/api/auth/reset', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(email);
    const fresh = sessionCookieOf(res)!;
    expect((await sessionOf(fresh)).user?.email).toBe(email);
    expect((await sessionOf(cookie)).user).toBeNull();

    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('verifies the e-mail of an account that had not confirmed it yet', async () => {
    const email = freshEmail();
    await signUp(email);
    await post('/api/auth/forgot', { email });
    const res = await post('/api/auth/reset', { token: await linkToken(email, 'reset'), password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a used token', async () => {
    const { email } = await signedInUser();
    await post('/api/auth/forgot', { email });
    const token = await linkToken(email, 'reset');
    expect((await post('/api/auth/reset', { token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await post('/api/auth/reset', { token, password: 'Another-Secret-88' });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: 'invalid_token' });
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a token older than one hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email } = await signedInUser();
    await post('/api/auth/forgot', { email });
    const token = await linkToken(email, 'reset');
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1000);
    const res = await post('/api/auth/reset', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a forged token and a verification token', async () => {
    const email = freshEmail();
    await signUp(email);
    for (const token of ['A'.repeat(43), await linkToken(email, 'verify')]) {
      const res = await post('/api/auth/reset', { token, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'invalid_token' });
    }
  });

  it('refuses a weak new password with its validation code, leaving the link usable', async () => {
    const { email } = await signedInUser();
    await post('/api/auth/forgot', { email });
    const token = await linkToken(email, 'reset');
    const weak = await post('/api/auth/reset', { token, password: 'weakpassword' });
    expect(weak.status).toBe(400);
    expect(await errorOf(weak)).toMatchObject({ code: 'password_weak' });
    expect((await post('/api/auth/reset', { token, password: NEW_PASSWORD })).status).toBe(200);
  });
});
