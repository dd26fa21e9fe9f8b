import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewLinkAnswer, ReviewWriteAnswer } from '../../core/api/review-links';
import worker from '../../worker/index';
import { errorOf, query, signedInUser, withCookie } from './auth-helpers';
import { consolePost } from './console-helpers';
import { call, document, post, wellInsideLimitWindow } from './http';
import { type OutboxMessage, outboxTo } from './mail-helpers';
import { createPayment, payLocally } from './payments-helpers';

/*
 * Issue 39, collecting: when an order arrives (marked delivered, or 14 days after it shipped with nothing recorded)
 * its buyer gets one e-mail in the order's language with a review link per product bought. Each link writes one
 * review, then edits or withdraws it, for 90 days; bad, expired and used links are refused and store nothing.
 */

const DAY = 86_400_000;
const UPS = '1Z999AA10123456784';
const REVIEW = {
  rating: 4,
  title: 'Does what it says',
  body: 'Easy to swallow and I feel the difference.',
  displayName: 'Ada L.',
  language: 'en',
};

afterEach(() => vi.useRealTimers());

const newEmail = () => `buyer.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`;

/** A guest's order, paid on the local test page with `email` and shipped by the operator. */
async function shippedOrder(options: { email?: string; language?: string; items?: unknown[] } = {}) {
  const email = options.email ?? newEmail();
  const { reference = '', res } = await createPayment({
    items: options.items ?? [{ id: 'multivitamin', quantity: 1 }],
    shipping: { id: 'free-us' },
    language: options.language ?? 'en',
    ageConfirmed: true,
  });
  expect(reference, await res.clone().text()).not.toBe('');
  expect((await payLocally(reference, { email })).status).toBe(303);
  const shipped = await consolePost(`/orders/${reference}/ship`, { carrier: 'ups', trackingNumber: UPS });
  expect(shipped.status, await shipped.clone().text()).toBe(200);
  return { reference, email };
}

async function deliveredOrder(options: Parameters<typeof shippedOrder>[0] = {}) {
  const order = await shippedOrder(options);
  const delivered = await consolePost(`/orders/${order.reference}/deliver`);
  expect(delivered.status, await delivered.clone().text()).toBe(200);
  return order;
}

const invitationsTo = async (email: string): Promise<OutboxMessage[]> =>
  (await outboxTo(email)).filter((mail) => mail.links.some((link) => link.includes('/review#token=')));

const tokensOf = (mail: OutboxMessage) =>
  mail.links.filter((link) => link.includes('/review#token=')).map((link) => new URL(link).hash.slice('#token='.length));

/** The one invitation `email` received, and its review tokens. */
async function invitation(email: string): Promise<{ mail: OutboxMessage; tokens: string[] }> {
  const mails = await invitationsTo(email);
  expect(mails).toHaveLength(1);
  return { mail: mails[0]!, tokens: tokensOf(mails[0]!) };
}

const runCronAt = async (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  await worker.scheduled(createScheduledController({ cron: '0 * * * *' }), env);
  vi.useRealTimers();
};

const link = (token: string, init: RequestInit = {}) => call(`/api/reviews/${token}`, init);
const write = (token: string, method: 'POST' | 'PUT', body: unknown = REVIEW, headers: Record<string, string> = {}) =>
  link(token, { method, body: JSON.stringify(body), headers });
const withdraw = (token: string) => link(token, { method: 'DELETE', body: '{}' });
const reviewsOf = (tokenHash: string) =>
  query<{ status: string; title: string; language: string }>(
    'select r.status, r.title, r.language from reviews r join review_invitations i on i.id = r.invitation_id where i.order_id = (select order_id from review_invitations where token_hash = ?)',
    tokenHash,
  );
const reviewCount = async () => (await query<{ n: number }>('select count(*) as n from reviews'))[0]!.n;
const revision = async () => (await query<{ revision: number }>('select revision from review_revision where id = 1'))[0]!.revision;
const unknownToken = () => 'A'.repeat(42) + 'Q';

describe('the invitation', () => {
  it('is e-mailed once when the order is marked delivered: a link per product, nothing offered for a review, an opt-out', async () => {
    const { email, reference } = await deliveredOrder({
      items: [
        { id: 'multivitamin', quantity: 2 },
        { id: 'collagen-gummies', quantity: 1 },
      ],
    });
    const { mail, tokens } = await invitation(email);
    expect(mail.subject).toBe(`How are you finding your VitaGlow order ${reference}?`);
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('We never offer anything in exchange for a review, nor for a rating of any value');
    expect(mail.links).toContainEqual(expect.stringMatching(/^https:\/\/vitaglow\.test\/unsubscribe\?notices=reviews#token=/));
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<https:\/\/vitaglow\.test\/api\/review-invitations\/unsubscribe\?token=/);
    const names = await Promise.all(tokens.map(async (token) => ((await (await link(token)).json()) as ReviewLinkAnswer).product.name));
    expect(names.sort()).toEqual(['Daily Multivitamin', 'Marine Collagen Gummies'].sort());
    // Only the tokens' SHA-256 is stored, never the tokens; each link is good for 90 days.
    const byToken = 'select count(*) as n from review_invitations where token_hash in (?, ?)';
    expect(await query(byToken, ...tokens)).toEqual([{ n: 0 }]);
    const stored = await query<{ expires_at: number; created_at: number }>(
      'select expires_at, created_at from review_invitations where token_hash in (?, ?)',
      ...(await Promise.all(tokens.map(hashOf))),
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(Math.abs(row.expires_at - row.created_at - 90 * DAY)).toBeLessThan(60_000);

    // The hourly run afterwards sends nothing more.
    await runCronAt(Date.now() + 15 * DAY);
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('holds a link per product of a package deal, from the version the order was priced in', async () => {
    const { email } = await deliveredOrder({ items: [{ id: 'starter', quantity: 1 }] });
    const { tokens } = await invitation(email);
    const products = await Promise.all(tokens.map(async (token) => ((await (await link(token)).json()) as ReviewLinkAnswer).productId));
    expect(products.sort()).toEqual(['bcaa-gummies', 'multivitamin', 'pre-workout']);
  });

  it('is in French for an order placed in French, with links to the French form', async () => {
    const { email, reference } = await deliveredOrder({ language: 'fr' });
    const { mail, tokens } = await invitation(email);
    expect(mail.subject).toBe(`Que pensez-vous de votre commande VitaGlow ${reference}\u202f?`);
    expect(mail.text).toContain('Nous n’offrons jamais rien en échange d’un avis');
    expect(mail.links).toContain(`https://vitaglow.test/fr/review#token=${tokens[0]}`);
    const answer = (await (await link(tokens[0]!)).json()) as ReviewLinkAnswer;
    expect(answer.product.name).toBe('Multivitamines du quotidien');
  });

  it('goes out by the hourly run 14 days after shipping when no delivery is recorded, not before, and once', async () => {
    const shippedAt = Date.now();
    const { email } = await shippedOrder();
    await runCronAt(shippedAt + 13 * DAY);
    expect(await invitationsTo(email)).toHaveLength(0);
    await runCronAt(shippedAt + 14 * DAY + 60_000);
    expect(await invitationsTo(email)).toHaveLength(1);
    await runCronAt(shippedAt + 14 * DAY + 3_600_000);
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('is sent once when the delivery and the hourly run come at the same moment', async () => {
    const { email, reference } = await shippedOrder();
    const [delivered] = await Promise.all([
      consolePost(`/orders/${reference}/deliver`),
      worker.scheduled(createScheduledController({ cron: '0 * * * *' }), env),
      worker.scheduled(createScheduledController({ cron: '0 * * * *' }), env),
    ]);
    expect(delivered.status).toBe(200);
    await runCronAt(Date.now() + 60_000);
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('is not sent for an order refunded in full or disputed', async () => {
    const refunded = await shippedOrder();
    await query("update orders set status = 'refunded' where reference = ?", refunded.reference);
    const disputed = await shippedOrder();
    await query("update orders set dispute_status = 'open' where reference = ?", disputed.reference);
    for (const { reference } of [refunded, disputed]) expect((await consolePost(`/orders/${reference}/deliver`)).status).toBe(200);
    await runCronAt(Date.now() + 15 * DAY);
    expect(await invitationsTo(refunded.email)).toHaveLength(0);
    expect(await invitationsTo(disputed.email)).toHaveLength(0);
  });

  it('is not sent to a buyer who opted out through an earlier invitation’s link', async () => {
    const email = newEmail();
    const { tokens } = await invitation((await deliveredOrder({ email })).email);
    const stopped = await post(`/api/review-invitations/unsubscribe?token=${tokens[0]}`, {});
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ unsubscribed: true });
    await deliveredOrder({ email: email.toUpperCase() });
    await runCronAt(Date.now() + 15 * DAY);
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('failed, is sent again from the console with new links; the old ones stop working', async () => {
    const { email } = await deliveredOrder();
    const { tokens: old } = await invitation(email);
    const [delivery] = await query<{ id: string }>(
      'select id from email_deliveries where kind = \'review_invitation\' and "to" = ?',
      email,
    );
    await query("update email_deliveries set status = 'failed' where id = ?", delivery!.id);
    const retried = await consolePost(`/emails/${delivery!.id}/retry`);
    expect(retried.status, await retried.clone().text()).toBe(202);
    const mails = await invitationsTo(email);
    expect(mails).toHaveLength(2);
    const renewed = tokensOf(mails[0]!);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).not.toBe(old[0]);
    expect((await link(renewed[0]!)).status).toBe(200);
    expect((await link(old[0]!)).status).toBe(404);
  });

  it('opt-out link: a malformed token is 400, an unknown one 404', async () => {
    expect((await post('/api/review-invitations/unsubscribe?token=short', {})).status).toBe(400);
    const unknown = await post(`/api/review-invitations/unsubscribe?token=${unknownToken()}`, {});
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'review_link_invalid' });
  });
});

describe('the /account switch', () => {
  it('answers 401 signed out', async () => {
    expect((await call('/api/account/review-invitations')).status).toBe(401);
    expect((await call('/api/account/review-invitations', { method: 'PUT', body: JSON.stringify({ on: false }) })).status).toBe(401);
  });

  it('turns the account address’s invitations off and on again', async () => {
    const { email, cookie } = await signedInUser();
    const read = async () => (await (await call('/api/account/review-invitations', withCookie(cookie))).json()) as { on: boolean };
    expect(await read()).toEqual({ on: true });
    const off = await call('/api/account/review-invitations', {
      method: 'PUT',
      body: JSON.stringify({ on: false }),
      ...withCookie(cookie),
    });
    expect(off.status).toBe(200);
    expect(await read()).toEqual({ on: false });

    await deliveredOrder({ email });
    expect(await invitationsTo(email)).toHaveLength(0);

    await call('/api/account/review-invitations', { method: 'PUT', body: JSON.stringify({ on: true }), ...withCookie(cookie) });
    expect(await read()).toEqual({ on: true });
    await deliveredOrder({ email });
    expect(await invitationsTo(email)).toHaveLength(1);
  });
});

describe('download my data', () => {
  it('holds the reviews written through the account’s orders’ links, and when invitations were turned off', async () => {
    const { email, cookie } = await signedInUser();
    const { reference } = await deliveredOrder({ email });
    const { tokens } = await invitation(email);
    expect((await write(tokens[0]!, 'POST')).status).toBe(201);
    await call('/api/account/review-invitations', { method: 'PUT', body: JSON.stringify({ on: false }), ...withCookie(cookie) });
    const data = (await (await call('/api/account/export', withCookie(cookie))).json()) as {
      reviews: { invitationsTurnedOffAt: string | null; reviews: unknown[] };
    };
    expect(data.reviews.invitationsTurnedOffAt).toEqual(expect.any(String));
    expect(data.reviews.reviews).toEqual([
      expect.objectContaining({ orderReference: reference, productId: 'multivitamin', title: REVIEW.title, status: 'pending' }),
    ]);
  });
});

describe('a review link', () => {
  it('opens the form with the product and the buyer’s first name and last initial, then writes one pending review', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    const opened = await link(tokens[0]!);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      productId: 'multivitamin',
      product: { name: 'Daily Multivitamin', image: { src: expect.any(String), alt: expect.any(String) } },
      defaultDisplayName: 'Ada L.',
      review: null,
    });

    const markup = { ...REVIEW, body: '<b>Great</b> — see https://example.com for more', language: 'fr' };
    const written = await write(tokens[0]!, 'POST', markup);
    expect(written.status, await written.clone().text()).toBe(201);
    expect(((await written.json()) as ReviewWriteAnswer).review).toMatchObject({ status: 'pending', body: markup.body, language: 'fr' });
    expect(((await (await link(tokens[0]!)).json()) as ReviewLinkAnswer).review).toMatchObject({ rating: 4, title: REVIEW.title });
    expect(await reviewsOf(await hashOf(tokens[0]!))).toEqual([{ status: 'pending', title: REVIEW.title, language: 'fr' }]);
  });

  it('used again to write: 409, and nothing more stored', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    expect((await write(tokens[0]!, 'POST')).status).toBe(201);
    const before = await reviewCount();
    const again = await write(tokens[0]!, 'POST', { ...REVIEW, rating: 1 });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'review_link_used' });
    expect(await reviewCount()).toBe(before);
  });

  it('past its 90 days: 410 for the form and a write, nothing stored', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    await query('update review_invitations set expires_at = ? where token_hash = ?', Date.now() - 1000, await hashOf(tokens[0]!));
    const before = await reviewCount();
    const opened = await link(tokens[0]!);
    expect(opened.status).toBe(410);
    expect(await errorOf(opened)).toMatchObject({ code: 'review_link_expired' });
    expect((await write(tokens[0]!, 'POST')).status).toBe(410);
    expect(await reviewCount()).toBe(before);
  });

  it('past its 90 days after writing: the review is shown and can be withdrawn, not edited', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    expect((await write(tokens[0]!, 'POST')).status).toBe(201);
    await query('update review_invitations set expires_at = ? where token_hash = ?', Date.now() - 1000, await hashOf(tokens[0]!));
    const opened = await link(tokens[0]!);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as ReviewLinkAnswer).review).toMatchObject({ title: REVIEW.title, status: 'pending' });
    expect((await write(tokens[0]!, 'PUT', { ...REVIEW, title: 'Too late' })).status).toBe(410);
    const withdrawn = await withdraw(tokens[0]!);
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as ReviewWriteAnswer).review).toMatchObject({ status: 'withdrawn', title: REVIEW.title });
    expect((await link(tokens[0]!)).status).toBe(410);
  });

  it('unknown (or altered from another order’s link): 404; malformed: 400; nothing stored', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    const altered = tokens[0]!.slice(0, -1) + (tokens[0]!.endsWith('A') ? 'B' : 'A');
    const before = await reviewCount();
    for (const token of [unknownToken(), altered]) {
      const refused = await write(token, 'POST');
      expect(refused.status).toBe(404);
      expect(await errorOf(refused)).toMatchObject({ code: 'review_link_invalid' });
      expect((await link(token)).status).toBe(404);
    }
    for (const token of ['short', `${tokens[0]}x`, '%3Cscript%3E']) {
      const malformed = await write(token, 'POST');
      expect(malformed.status).toBe(400);
      expect(await errorOf(malformed)).toMatchObject({ code: 'invalid_request' });
    }
    expect(await reviewCount()).toBe(before);
  });

  it('refuses a text under 20 or over 2,000 characters, and a rating outside 1–5 (400), storing nothing', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    const before = await reviewCount();
    for (const wrong of [
      { body: 'Too short.' },
      { body: 'x'.repeat(2001) },
      { rating: 0 },
      { rating: 6 },
      { title: '' },
      { language: 'de' },
    ])
      expect((await write(tokens[0]!, 'POST', { ...REVIEW, ...wrong })).status).toBe(400);
    expect(await reviewCount()).toBe(before);
  });

  it('refuses control and invisible characters (400 invalid_characters), keeps line breaks', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    const before = await reviewCount();
    for (const wrong of [{ title: 'Great \u202eoffer' }, { displayName: 'Ada\u200b L.' }, { body: `${REVIEW.body}\u0007` }]) {
      const refused = await write(tokens[0]!, 'POST', { ...REVIEW, ...wrong });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({ code: 'invalid_characters' });
    }
    expect(await reviewCount()).toBe(before);
    const lines = await write(tokens[0]!, 'POST', { ...REVIEW, body: `First line.\r\nSecond line,\tand more.` });
    expect(((await lines.json()) as ReviewWriteAnswer).review.body).toBe('First line.\nSecond line, and more.');
  });

  it('edits the review (pending again; a published one leaves the pages) and withdraws it', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    const token = tokens[0]!;
    const notYet = await write(token, 'PUT');
    expect(notYet.status).toBe(404);
    expect(await errorOf(notYet)).toMatchObject({ code: 'review_not_written' });
    expect((await write(token, 'POST')).status).toBe(201);

    const hash = await hashOf(token);
    await query(
      "update reviews set status = 'published', featured = 1, published_at = ? where invitation_id = (select id from review_invitations where token_hash = ?)",
      Date.now(),
      hash,
    );
    const published = await revision();
    const edited = await write(token, 'PUT', { ...REVIEW, rating: 2, title: 'Changed my mind' });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as ReviewWriteAnswer).review).toMatchObject({ status: 'pending', rating: 2, title: 'Changed my mind' });
    expect(await revision()).toBeGreaterThan(published);

    // Editing a pending one changes nothing the pages show.
    const pending = await revision();
    expect((await write(token, 'PUT', { ...REVIEW, title: 'Changed it again' })).status).toBe(200);
    expect(await revision()).toBe(pending);

    await query(
      "update reviews set status = 'published' where invitation_id = (select id from review_invitations where token_hash = ?)",
      hash,
    );
    const withdrawn = await withdraw(token);
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as ReviewWriteAnswer).review).toMatchObject({ status: 'withdrawn' });
    expect(await revision()).toBeGreaterThan(pending);
    expect(await reviewsOf(hash)).toEqual([{ status: 'withdrawn', title: 'Changed it again', language: 'en' }]);

    const afterwards = await write(token, 'PUT');
    expect(afterwards.status).toBe(409);
    expect(await errorOf(afterwards)).toMatchObject({ code: 'review_withdrawn' });
    expect((await write(token, 'POST')).status).toBe(409);
  });
});

describe('the form’s page', () => {
  it('is served in each language, kept out of search engines', async () => {
    for (const [path, lang] of [
      ['/review', 'en'],
      ['/fr/review', 'fr'],
      ['/ar/review', 'ar'],
    ]) {
      const res = await document(path!);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain(`<html lang="${lang}"`);
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    }
    const robots = await (await call('/robots.txt')).text();
    expect(robots).toContain('Disallow: /review');
  });
});

describe('limits', () => {
  it('per link: the sixth write in an hour is 429, and stores nothing', async () => {
    const { tokens } = await invitation((await deliveredOrder()).email);
    const token = tokens[0]!;
    expect((await write(token, 'POST')).status).toBe(201);
    for (let i = 1; i <= 4; i++) expect((await write(token, 'PUT', { ...REVIEW, title: `Edit ${i}` })).status).toBe(200);
    const refused = await write(token, 'PUT', { ...REVIEW, title: 'One too many' });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
    expect((await reviewsOf(await hashOf(token)))[0]).toMatchObject({ title: 'Edit 4' });
  });

  it('per client: the 11th write in a minute from one /64 is 429 (scope client), another /64 is counted apart', async () => {
    await wellInsideLimitWindow();
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const from = (subnet: string, host: number) => ({ 'CF-Connecting-IP': `${network}:${subnet}::${host.toString(16)}` });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await write(unknownToken(), 'POST', REVIEW, from('1', i + 1))).status);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    const refused = await write(unknownToken(), 'POST', REVIEW, from('1', 0xbeef));
    expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited', scope: 'client' });
    expect((await write(unknownToken(), 'POST', REVIEW, from('2', 1))).status).toBe(404);
  });
});

async function hashOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
