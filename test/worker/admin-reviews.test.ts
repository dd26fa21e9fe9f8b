import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../core/api/admin';
import type { AdminReview, AdminReviewRates } from '../../core/api/admin-reviews';
import { errorOf, query } from './auth-helpers';
import { OPERATOR, auditOf, consoleCall, consoleCallWith, consoleGet, consolePost, consolePut } from './console-helpers';
import { realD1With } from './d1-fakes';
import { call, document, post, withoutCatalogue } from './http';
import { insertReview } from './review-fixtures';

/*
 * The console's review queue: the operator publishes a review or rejects it for one of the fixed reasons
 * (never for being negative), replies once, features published ones; each change is audited and tells the
 * pages their reviews changed.
 */

const revision = async () => (await query<{ revision: number }>('select revision from review_revision where id = 1'))[0].revision;
const queue = (status = '') => consoleGet<Paged<AdminReview>>(`/reviews${status ? `?status=${status}` : ''}`);
const rates = () => consoleGet<AdminReviewRates>('/reviews/rates');
const decide = (id: number, body: unknown) => consolePost(`/reviews/${id}/decision`, body);
const rateOf = (all: AdminReviewRates, rating: number) => all.stars.find((row) => row.rating === rating)!;

describe('the review queue in the console', () => {
  it('answers 401 without Cloudflare Access, reads and changes alike', async () => {
    const { id } = await insertReview(env, { productId: 'multivitamin', rating: 4 });
    expect((await call('/api/admin/reviews')).status).toBe(401);
    expect((await call('/api/admin/reviews/rates')).status).toBe(401);
    expect((await post(`/api/admin/reviews/${id}/decision`, { decision: 'publish' })).status).toBe(401);
    expect((await call(`/api/admin/reviews/${id}/reply`, { method: 'PUT', body: JSON.stringify({ text: 'Thanks' }) })).status).toBe(401);
    expect((await call(`/api/admin/reviews/${id}/featured`, { method: 'PUT', body: JSON.stringify({ featured: true }) })).status).toBe(401);
    expect((await queue('pending')).items.find((r) => r.id === id)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for a review that does not exist', async () => {
    const { id } = await insertReview(env, { productId: 'multivitamin', rating: 4 });
    expect((await decide(id, { decision: 'publish' })).status).toBe(200);
    const missing = await decide(999_999, { decision: 'publish' });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'not_found' });
    expect((await consolePut('/reviews/999999/reply', { text: 'Thank you' })).status).toBe(404);
    expect((await consolePut('/reviews/999999/featured', { featured: true })).status).toBe(404);
  });

  it('lists pending reviews by default, newest first, with their order, product, stars, text and language; sample ones marked', async () => {
    const older = await insertReview(env, { productId: 'multivitamin', rating: 2, language: 'fr', createdAt: Date.now() - 60_000 });
    const newer = await insertReview(env, {
      productId: 'whey-vanilla',
      rating: 5,
      title: '<b>Great</b>',
      body: 'Mixes well and tastes of vanilla, <a href="https://x.test">really</a>.',
      displayName: 'Sam K.',
    });
    const gone = await insertReview(env, { productId: 'discontinued-tonic', rating: 3 });
    const sample = await insertReview(env, { productId: 'multivitamin', rating: 4, sample: true });

    const pending = await queue();
    const ids = pending.items.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(pending.items.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.items.find((r) => r.id === newer.id)).toMatchObject({
      orderReference: newer.reference,
      productId: 'whey-vanilla',
      productName: expect.stringMatching(/whey/i),
      rating: 5,
      title: '<b>Great</b>',
      body: 'Mixes well and tastes of vanilla, <a href="https://x.test">really</a>.',
      displayName: 'Sam K.',
      language: 'en',
      sample: false,
      reply: null,
      publishedAt: null,
    });
    expect(pending.items.find((r) => r.id === older.id)).toMatchObject({ language: 'fr', rating: 2, orderReference: older.reference });
    expect(pending.items.find((r) => r.id === gone.id)).toMatchObject({ productId: 'discontinued-tonic', productName: null });
    expect(pending.items.find((r) => r.id === sample.id)).toMatchObject({ sample: true, orderReference: null });
    expect(pending).toMatchObject({ page: 1, pageSize: 25 });
    expect((await queue('published')).items.some((r) => r.id === newer.id)).toBe(false);
    expect((await consoleCall('/reviews?status=hidden')).status).toBe(400);
  });

  it('rejects only for one of the fixed reasons: 400 for any other, "negative" included, and nothing changes', async () => {
    const { id } = await insertReview(env, { productId: 'multivitamin', rating: 1 });
    for (const body of [
      { decision: 'reject', reason: 'negative' },
      { decision: 'reject', reason: 'low_rating' },
      { decision: 'reject' },
      { decision: 'hide' },
      { decision: 'publish', reason: 'spam' },
    ]) {
      const refused = await decide(id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await queue()).items.find((r) => r.id === id)).toMatchObject({ status: 'pending', rejectReason: null });
    expect(await auditOf('review', String(id))).toEqual([]);
  });

  it('publishes and rejects: each moves the review between lists, shows in the rates per star, is audited and bumps the revision when pages change', async () => {
    const before = await rates();
    const low = await insertReview(env, { productId: 'multivitamin', rating: 1 });
    const high = await insertReview(env, { productId: 'multivitamin', rating: 5 });
    const spam = await insertReview(env, { productId: 'multivitamin', rating: 1 });

    let shown = await revision();
    const published = await decide(low.id, { decision: 'publish' });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ id: low.id, status: 'published', rejectReason: null, publishedAt: expect.any(String) });
    expect(await revision()).toBe(shown + 1);

    shown = await revision();
    expect((await decide(spam.id, { decision: 'reject', reason: 'spam' })).status).toBe(200);
    expect((await decide(high.id, { decision: 'reject', reason: 'personal_data' })).status).toBe(200);
    // Rejecting a review nobody saw changes no page.
    expect(await revision()).toBe(shown);

    expect((await queue()).items.map((r) => r.id)).not.toEqual(expect.arrayContaining([low.id]));
    expect((await queue('published')).items.find((r) => r.id === low.id)).toMatchObject({ status: 'published' });
    expect((await queue('rejected')).items.find((r) => r.id === spam.id)).toMatchObject({ status: 'rejected', rejectReason: 'spam' });

    const after = await rates();
    expect(rateOf(after, 1)).toMatchObject({ decided: rateOf(before, 1).decided + 2, rejected: rateOf(before, 1).rejected + 1 });
    expect(rateOf(after, 5)).toMatchObject({ decided: rateOf(before, 5).decided + 1, rejected: rateOf(before, 5).rejected + 1 });
    expect(rateOf(after, 1).rate).toBeCloseTo(rateOf(after, 1).rejected / rateOf(after, 1).decided);
    expect(after.stars.map((row) => row.rating)).toEqual([1, 2, 3, 4, 5]);
    expect(after.counts.published).toBe(before.counts.published + 1);
    expect(after.counts.rejected).toBe(before.counts.rejected + 2);

    expect(await auditOf('review', String(low.id))).toEqual([
      { operator_email: OPERATOR, action: 'review.publish', details: JSON.stringify({ rating: 1, from: 'pending' }) },
    ]);
    expect(await auditOf('review', String(spam.id))).toEqual([
      { operator_email: OPERATOR, action: 'review.reject', details: JSON.stringify({ rating: 1, from: 'pending', reason: 'spam' }) },
    ]);
  });

  it('changes a decision: a rejected review is published, a published one rejected (and leaves the testimonials); the same decision again records nothing', async () => {
    const { id } = await insertReview(env, { productId: 'whey-vanilla', rating: 3, status: 'rejected', rejectReason: 'unrelated' });
    let shown = await revision();
    expect(await (await decide(id, { decision: 'publish' })).json()).toMatchObject({ status: 'published', rejectReason: null });
    expect(await revision()).toBe(shown + 1);
    expect((await consolePut(`/reviews/${id}/featured`, { featured: true })).status).toBe(200);

    // Publishing it again (a second click) changes nothing and is not a second decision.
    expect((await decide(id, { decision: 'publish' })).status).toBe(200);

    shown = await revision();
    expect(await (await decide(id, { decision: 'reject', reason: 'offensive' })).json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'offensive',
      featured: false,
      publishedAt: null,
    });
    expect(await revision()).toBe(shown + 1);
    expect((await decide(id, { decision: 'reject', reason: 'offensive' })).status).toBe(200);

    expect((await auditOf('review', String(id))).map((row) => [row.action, JSON.parse(row.details!)])).toEqual([
      ['review.publish', { rating: 3, from: 'rejected' }],
      ['review.feature', { rating: 3 }],
      ['review.reject', { rating: 3, from: 'published', reason: 'offensive' }],
    ]);
  });

  it('refuses to decide on a review its buyer withdrew (409), and records nothing', async () => {
    const { id } = await insertReview(env, { productId: 'multivitamin', rating: 2, status: 'withdrawn' });
    for (const body of [{ decision: 'publish' }, { decision: 'reject', reason: 'spam' }]) {
      const refused = await decide(id, body);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({ code: 'review_withdrawn' });
    }
    expect((await queue('withdrawn')).items.find((r) => r.id === id)).toMatchObject({ status: 'withdrawn' });
    expect(await auditOf('review', String(id))).toEqual([]);
  });

  it('records nothing when the buyer withdraws the review while the operator decides (409)', async () => {
    const { id } = await insertReview(env, { productId: 'multivitamin', rating: 1 });
    // The buyer's withdrawal lands between the console's read of the review and its write.
    const racing = realD1With({
      batch: async (statements) => {
        await env.DB.prepare(`update reviews set status = 'withdrawn' where id = ?`).bind(id).run();
        return env.DB.batch(statements);
      },
    });
    const refused = await consoleCallWith({ DB: racing }, `/reviews/${id}/decision`, {
      method: 'POST',
      body: JSON.stringify({ decision: 'publish' }),
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'review_withdrawn' });
    expect((await queue('withdrawn')).items.find((r) => r.id === id)).toMatchObject({ status: 'withdrawn', publishedAt: null });
    expect(await auditOf('review', String(id))).toEqual([]);
  });

  it('replies once, on a published review only: 409 on a pending one and the second time', async () => {
    const { id } = await insertReview(env, { productId: 'multivitamin', rating: 2 });
    const early = await consolePut(`/reviews/${id}/reply`, { text: 'Sorry to hear that.' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: 'review_not_published' });

    expect((await decide(id, { decision: 'publish' })).status).toBe(200);
    const shown = await revision();
    const replied = await consolePut(`/reviews/${id}/reply`, { text: '  Sorry to hear that: please write to support.  ' });
    expect(replied.status).toBe(200);
    expect(await replied.json()).toMatchObject({ reply: { text: 'Sorry to hear that: please write to support.', at: expect.any(String) } });
    expect(await revision()).toBe(shown + 1);

    const again = await consolePut(`/reviews/${id}/reply`, { text: 'Another reply' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'review_already_replied' });
    expect((await consolePut(`/reviews/${id}/reply`, { text: '   ' })).status).toBe(400);
    expect((await queue('published')).items.find((r) => r.id === id)?.reply?.text).toBe('Sorry to hear that: please write to support.');

    expect((await auditOf('review', String(id))).map((row) => [row.action, JSON.parse(row.details!)])).toEqual([
      ['review.publish', { rating: 2, from: 'pending' }],
      ['review.reply', { text: 'Sorry to hear that: please write to support.' }],
    ]);
  });

  it('features only published reviews (409 otherwise) and unfeatures them, each audited with the revision bumped', async () => {
    const pending = await insertReview(env, { productId: 'multivitamin', rating: 5 });
    const refused = await consolePut(`/reviews/${pending.id}/featured`, { featured: true });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'review_not_published' });
    const rejected = await insertReview(env, { productId: 'multivitamin', rating: 5, status: 'rejected' });
    expect((await consolePut(`/reviews/${rejected.id}/featured`, { featured: true })).status).toBe(409);
    expect((await consolePut(`/reviews/${pending.id}/featured`, { featured: 'yes' })).status).toBe(400);

    const { id } = await insertReview(env, { productId: 'multivitamin', rating: 4, status: 'published' });
    let shown = await revision();
    expect(await (await consolePut(`/reviews/${id}/featured`, { featured: true })).json()).toMatchObject({ featured: true });
    expect(await revision()).toBe(shown + 1);
    shown = await revision();
    expect(await (await consolePut(`/reviews/${id}/featured`, { featured: false })).json()).toMatchObject({ featured: false });
    expect(await revision()).toBe(shown + 1);

    expect(await auditOf('review', String(id))).toEqual([
      { operator_email: OPERATOR, action: 'review.feature', details: JSON.stringify({ rating: 4 }) },
      { operator_email: OPERATOR, action: 'review.unfeature', details: JSON.stringify({ rating: 4 }) },
    ]);
    expect(await auditOf('review', String(pending.id))).toEqual([]);
  });
});

describe('a decision and the pages of the isolate that took it', () => {
  it('shows a publish on the next page at once, not after the ratings are next read', async () => {
    const { id } = await insertReview(env, { productId: 'beauty-complex', rating: 3, title: 'Seen at once' });
    const page = async () => withoutCatalogue(await (await document('/products/beauty-complex')).text());
    expect(await page()).not.toContain('Seen at once');
    expect((await decide(id, { decision: 'publish' })).status).toBe(200);
    expect(await page()).toContain('Seen at once');
    expect((await decide(id, { decision: 'reject', reason: 'spam' })).status).toBe(200);
    expect(await page()).not.toContain('Seen at once');
  });
});
