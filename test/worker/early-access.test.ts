import { exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { errorOf, freshEmail, query, signedInMember, signedInUser, withCookie } from './auth-helpers';
import { consoleCall, publishDraft, saveEditedDraft } from './console-helpers';
import { ORIGIN, call, document, newClientAddress } from './http';
import { type OutboxMessage, outboxTo } from './mail-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * Issue 38, perk 2: a product published with "members first until <date>". Until then everyone sees it with a
 * note, only members can buy it (403 members_only for anyone else, nothing written, Stripe never asked), and
 * members are e-mailed once, in their language, with a link that stops these notices only. After the date it is
 * sold to all, with no new version, and the pages kept per isolate lose the note.
 */

/** Whole seconds, as the console writes it: two days from now. */
const UNTIL = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * 86_400_000);
const AFTER = UNTIL.getTime() + 60_000;

interface Account {
  email: string;
  cookie: string;
  userId: string;
}
let member: Account;
let memberFr: Account;
let quitter: Account;
let nonMember: Account;

async function makeMember(language = 'en'): Promise<Account> {
  const account = await signedInMember();
  await query('update users set language = ? where id = ?', language, account.userId);
  return account;
}

/** Notices go out in rounds the notice queue carries (worker/early-access/rounds.ts): waits for every round to end. */
async function roundsSettled(): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [open] = await query<{ n: number }>('select count(*) as n from early_access_rounds where done_at is null');
    if (open.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${open.n} early-access rounds still open after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const noticesTo = async (email: string) => {
  await roundsSettled();
  return (await outboxTo(email)).filter((m) => m.headers['List-Unsubscribe']?.includes('early-access'));
};
const oneClickUrl = (message: OutboxMessage) => /^<(.+)>$/.exec(message.headers['List-Unsubscribe'])![1];

/** A mail client's one-click unsubscribe (RFC 8058): a cross-site form POST. */
function oneClick(url: string): Promise<Response> {
  return exports.default.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': newClientAddress() },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
}

async function putInEarlyAccess(slug: string, until: Date | null): Promise<number> {
  await saveEditedDraft((draft) => {
    draft.products.find((product) => product.slug === slug)!.earlyAccessUntil = until?.toISOString() ?? null;
  });
  return publishDraft();
}

beforeAll(async () => {
  member = await makeMember();
  memberFr = await makeMember('fr');
  quitter = await makeMember();
  nonMember = await signedInUser(freshEmail('guest'));
  await putInEarlyAccess('multivitamin', UNTIL);
});

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => {
  vi.useRealTimers();
});

const sessionCalls = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
const orderCount = async () => (await query<{ n: number }>('select count(*) as n from orders'))[0].n;
const buy = (productId: string, cookie?: string) =>
  callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ items: [{ productId, quantity: 1 }], shipping: { id: 'free-us' }, language: 'en', ageConfirmed: true }),
    ...(cookie ? { headers: { Cookie: cookie } } : {}),
  });

describe('buying a product in members’ early access', () => {
  it('is refused with 403 members_only to a guest and to a signed-in non-member: nothing written, Stripe never asked', async () => {
    const before = await orderCount();
    for (const cookie of [undefined, nonMember.cookie]) {
      const res = await buy('multivitamin', cookie);
      expect(res.status).toBe(403);
      const { error } = (await res.json()) as { error: { code: string; products: string[] } };
      expect(error).toMatchObject({ code: 'members_only', products: ['multivitamin'] });
    }
    expect(await orderCount()).toBe(before);
    expect(sessionCalls()).toEqual([]);
    // Other products sell to everyone as before.
    expect((await buy('omega-3-plus')).status).toBe(200);
  });

  it('opens a checkout for a member', async () => {
    const res = await buy('multivitamin', member.cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(sessionCalls()).toHaveLength(1);
  });

  it('is open to a guest once the date has passed, with no new version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTER);
    const res = await buy('multivitamin');
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe('the early-access note', () => {
  const note = (locale: string, words: string) =>
    `${words} ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(UNTIL)}`;
  const en = note('en-US', 'Members’ early access until');
  const fr = note('fr-FR', 'Accès anticipé réservé aux membres jusqu’au');

  it('shows on the product page and the home page’s card until the date, and is gone from the same pages after it', async () => {
    const pages = async () => ({
      product: await (await document('/products/multivitamin')).text(),
      productFr: await (await document('/fr/products/multivitamin')).text(),
      home: await (await document('/')).text(),
    });
    const before = await pages();
    expect(before.product).toContain(en);
    expect(before.productFr).toContain(fr);
    expect(before.home).toContain(en);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTER);
    const after = await pages();
    expect(after.product).not.toContain(en);
    expect(after.productFr).not.toContain(fr);
    expect(after.home).not.toContain(en);
  });
});

describe('the members’ e-mail', () => {
  it('goes to each member once, in their language, with a link that stops these notices; not to a non-member', async () => {
    const [notice] = await noticesTo(member.email);
    expect(notice.subject).toContain('Daily Multivitamin');
    expect(notice.text).toContain(`${ORIGIN}/products/multivitamin`);
    expect(notice.text).toContain(`${ORIGIN}/unsubscribe?notices=early-access#token=`);
    expect(oneClickUrl(notice)).toMatch(new RegExp(`^${ORIGIN}/api/early-access/unsubscribe\\?token=[0-9a-f-]{36}\\.[0-9a-f]{32}$`));
    const [noticeFr] = await noticesTo(memberFr.email);
    expect(noticeFr.subject).toContain('Multivitamines du quotidien');
    expect(noticeFr.text).toContain(`${ORIGIN}/fr/products/multivitamin`);
    expect(await noticesTo(nonMember.email)).toEqual([]);
  });

  it('is not sent again by a later publish, nor by rollbacks that put the product in early access again', async () => {
    await saveEditedDraft((draft) => {
      draft.products.find((product) => product.slug === 'beauty-complex')!.priceCents += 100;
    });
    await publishDraft();
    const rollback = async (version: number) => {
      const res = await consoleCall('/catalogue/rollback', { method: 'POST', body: JSON.stringify({ version }) });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await rollback(1);
    await rollback(3);
    for (const account of [member, memberFr, quitter]) expect(await noticesTo(account.email)).toHaveLength(1);
  });

  it('stops for a member who used its link, and only these notices: the next product’s goes to the others', async () => {
    const [notice] = await noticesTo(quitter.email);
    const res = await oneClick(oneClickUrl(notice));
    expect(res.status, await res.clone().text()).toBe(200);
    // Again is no error.
    expect((await oneClick(oneClickUrl(notice))).status).toBe(200);

    await putInEarlyAccess('omega-3-plus', UNTIL);
    expect((await noticesTo(quitter.email)).map((m) => m.subject)).not.toContainEqual(expect.stringContaining('Omega-3 Plus'));
    expect((await noticesTo(member.email)).map((m) => m.subject)).toContainEqual(expect.stringContaining('Omega-3 Plus'));
    // The membership and its other e-mails are not touched.
    const [membership] = await query<{ status: string }>('select status from memberships where user_id = ?', quitter.userId);
    expect(membership.status).toBe('active');
    // "Download my data" tells both: the product announced, and since when these notices are off.
    const data = (await (await call('/api/account/export', withCookie(quitter.cookie))).json()) as {
      earlyAccess: { noticesTurnedOffAt: string | null; notices: { productId: string }[] };
    };
    expect(data.earlyAccess.noticesTurnedOffAt).not.toBeNull();
    expect(data.earlyAccess.notices.map((notice) => notice.productId)).toEqual(['multivitamin']);
  });

  it('has an unsubscribe link that refuses a bad signature, another member’s id or a malformed token with a clear error', async () => {
    const [notice] = await noticesTo(member.email);
    const token = new URL(oneClickUrl(notice)).searchParams.get('token')!;
    const [userId, signature] = token.split('.');
    const flipped = (signature[0] === '0' ? '1' : '0') + signature.slice(1);
    for (const bad of [`${userId}.${flipped}`, `${memberFr.userId}.${signature}`, 'not-a-token', userId]) {
      const res = await oneClick(`${ORIGIN}/api/early-access/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
      expect((await errorOf(res)).code).toBe('early_access_link_invalid');
    }
    const missing = await oneClick(`${ORIGIN}/api/early-access/unsubscribe`);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe('invalid_request');
    // Nobody was opted out by those: the next notice still reaches both.
    expect(await query('select user_id from early_access_opt_outs where user_id in (?, ?)', member.userId, memberFr.userId)).toEqual([]);
  });
});
