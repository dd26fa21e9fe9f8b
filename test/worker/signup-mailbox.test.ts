import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS, VERIFY_EMAIL_LIMIT } from '../../core/rate-limits';
import { PASSWORD, errorOf, query, signedInUser } from './auth-helpers';
import { post } from './http';
import { emailsSettled } from './mail-helpers';

/**
 * Issue 27, item 15: mail-bombing a victim through sign-up. Every alias of one mailbox (`victim+1@`,
 * `v.ictim@gmail.com`…) is another address, but the same inbox: the sign-up limit and the cap on
 * verification e-mails count the mailbox, however the attacker spells it, in parallel as in turn.
 */

afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60_000;
let victims = 0;

/** A Gmail mailbox of its own and a way to spell it differently each time (a +tag, or dots Gmail ignores). */
function victim() {
  const local = `victimbox${++victims}x${Date.now().toString(36)}`;
  let alias = 0;
  return {
    mailbox: `${local}@gmail.com`,
    alias: () => {
      const n = ++alias;
      return n % 2 ? `${local}+${n}@gmail.com` : `${local.slice(0, 3)}.${local.slice(3)}+${n}@googlemail.com`;
    },
  };
}

const signUpAs = (email: string) => post('/api/auth/signup', { email, password: PASSWORD, name: 'Nadia Haddad' });

/** Verification e-mails that went to any spelling of the mailbox. */
async function verificationsTo(local: string): Promise<number> {
  await emailsSettled();
  const rows = await query<{ to: string }>(`select "to" from email_deliveries where kind = 'verify'`);
  return rows.filter((r) => r.to.split('@')[0].split('+')[0].replaceAll('.', '') === local).length;
}

describe('sign-up aliases of one mailbox', () => {
  it('twenty aliases at once: three sign-ups go through, three verification e-mails, the rest 429', async () => {
    const { mailbox, alias } = victim();
    const responses = await Promise.all(Array.from({ length: 20 }, () => signUpAs(alias())));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(RATE_LIMITS.signup.max).fill(201), ...Array(20 - RATE_LIMITS.signup.max).fill(429)]);
    for (const res of responses.filter((r) => r.status === 429)) expect((await errorOf(res)).code).toBe('rate_limited');
    expect(await verificationsTo(mailbox.split('@')[0])).toBe(RATE_LIMITS.signup.max);
  });

  it(`sends a mailbox at most ${VERIFY_EMAIL_LIMIT.max} verification e-mails a day, however the sign-ups are spread`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { mailbox, alias } = victim();
    const local = mailbox.split('@')[0];
    const answered: number[] = [];
    for (let hour = 0; hour < 6; hour++) {
      vi.setSystemTime(start + hour * HOUR);
      for (let i = 0; i < RATE_LIMITS.signup.max; i++) answered.push((await signUpAs(alias())).status);
    }
    expect(answered.filter((s) => s === 201)).toHaveLength(VERIFY_EMAIL_LIMIT.max);
    expect(await verificationsTo(local)).toBe(VERIFY_EMAIL_LIMIT.max);

    vi.setSystemTime(start + VERIFY_EMAIL_LIMIT.windowMs);
    expect((await signUpAs(alias())).status).toBe(201);
  });

  it('another mailbox at the same provider is not held back', async () => {
    const first = victim();
    const second = victim();
    for (let i = 0; i < RATE_LIMITS.signup.max; i++) await signUpAs(first.alias());
    expect((await signUpAs(first.alias())).status).toBe(429);
    expect((await signUpAs(second.alias())).status).toBe(201);
  });
});

describe('password-reset requests for one account', () => {
  it('twenty at once from twenty clients: three reset e-mails', async () => {
    const { email } = await signedInUser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/api/auth/forgot', { email })));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    await emailsSettled();
    expect(await query(`select id from email_deliveries where kind = 'reset' and "to" = ?`, email)).toHaveLength(3);
  });
});
