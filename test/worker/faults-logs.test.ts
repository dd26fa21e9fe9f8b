import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, callWith, freshEmail, signedInUser } from './auth-helpers';
import { captureLogLines } from './logs';
import { holderOf, seedSubscriber } from './payments-helpers';
import { fakeD1, realD1With } from './d1-fakes';

/**
 * D1 failing in the middle of a request that carries personal data: the log lines say what failed and
 * where, and never the e-mail address, name, password, password hash or code the request carried
 * (Drizzle's "Failed query: … params: …" message holds them all).
 */

afterEach(() => vi.restoreAllMocks());

const isWrite = (sql: string) => /^\s*(insert|update|delete)\b/i.test(sql);

/** The real D1, except that every write (alone or in a batch) fails as a lost connection does. */
function d1FailingWrites(): D1Database {
  const lost = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
  return realD1With({
    batch: lost,
    prepare: (sql) => {
      if (!isWrite(sql)) return env.DB.prepare(sql);
      const failing: Record<string, unknown> = { bind: () => failing, run: lost, all: lost, first: lost, raw: lost };
      return failing as unknown as D1PreparedStatement;
    },
  });
}

/** The real D1, down for every query. */
function d1Down(): D1Database {
  const lost = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
  const statement: Record<string, unknown> = { bind: () => statement, first: lost, all: lost, raw: lost, run: lost };
  return fakeD1({ prepare: () => statement as unknown as D1PreparedStatement, batch: lost });
}

const NAME = 'Yasmine Belkacem';
const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

describe.each([
  ['its writes fail', d1FailingWrites],
  ['it is down', d1Down],
])('D1 failing (%s): no personal data in any log line', (_label, failingDb) => {
  async function logsOf(path: string, init: RequestInit, secrets: string[]) {
    const lines = captureLogLines();
    const res = await callWith({ DB: failingDb() }, path, init);
    expect(res.status).toBe(503);
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    for (const secret of [...secrets, 'pbkdf2-sha256$']) expect(all, `${path} logged ${secret}`).not.toContain(secret);
    expect(all).toContain('database unavailable');
  }

  it('sign-up', async () => {
    const email = freshEmail('signup');
    await logsOf('/api/auth/signup', json({ email, password: PASSWORD, name: NAME }), [email, NAME, PASSWORD]);
  });

  it('sign-in', async () => {
    const { email } = await signedInUser();
    await logsOf('/api/auth/signin', json({ email, password: PASSWORD }), [email, PASSWORD]);
  });

  it('newsletter', async () => {
    const email = freshEmail('newsletter');
    await logsOf('/api/newsletter', json({ email }), [email]);
  });

  it('checkout with a coupon', async () => {
    const code = await seedSubscriber();
    const [{ email }] = (
      await env.DB.prepare('select email from email_subscribers where coupon_code = ?').bind(code).all<{ email: string }>()
    ).results;
    await logsOf(
      '/api/create-payment',
      json({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' }, couponCode: code, couponEmail: holderOf(code) }),
      [code, email],
    );
  });
});
