import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../core/catalogue';
import { RATINGS_SCRIPT_ID, type PageReviews } from '../../core/review-pages';
import type { ReviewPage } from '../../core/reviews';
import { RATINGS_KEPT_MS } from '../../worker/reviews/ratings';
import { callWith } from './auth-helpers';
import { ORIGIN, call } from './http';

/*
 * Issue 39, "Showing": every star and count the shop shows comes from published reviews, and from nothing else:
 * cards, a product's page (its list, 10 a page), the hero, the testimonials and the Product JSON-LD. Sample
 * reviews (`npm start`) are served by a development worker only, never by a production one.
 */

interface Written {
  rating: number;
  title: string;
  body?: string;
  name?: string;
  language?: string;
  status?: 'pending' | 'published' | 'rejected' | 'withdrawn';
  featured?: boolean;
  sample?: boolean;
  publishedAt?: number;
  reply?: string;
}

let clock = Date.now();

/** Reviews as the other parts of issue 39 leave them in D1, and the revision bumped in the same batch, as they do. */
async function writeReviews(productId: string, reviews: Written[]): Promise<void> {
  const insert = env.DB.prepare(
    `insert into reviews (product_id, rating, title, body, display_name, language, status, featured, sample, updated_at, published_at, reply, replied_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  await env.DB.batch([
    ...reviews.map((review, index) => {
      const status = review.status ?? 'published';
      const publishedAt = review.publishedAt ?? clock - (reviews.length - index) * 60_000;
      return insert.bind(
        productId,
        review.rating,
        review.title,
        review.body ?? `The text of ${review.title}, as its buyer wrote it.`,
        review.name ?? 'Maria G.',
        review.language ?? 'en',
        status,
        review.featured ? 1 : 0,
        review.sample ? 1 : 0,
        publishedAt,
        status === 'published' ? publishedAt : null,
        review.reply ?? null,
        review.reply ? publishedAt + 1_000 : null,
      );
    }),
    env.DB.prepare('update review_revision set revision = revision + 1 where id = 1'),
  ]);
}

/** Past the time an isolate keeps what it read (ratings, catalogue, stock): the next request reads D1 again. */
function later(): void {
  clock += RATINGS_KEPT_MS + 15_000;
  vi.setSystemTime(clock);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => vi.useRealTimers());

const NAVIGATE = { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none' } };

/** A document as a worker in `environment` serves it: its markup without scripts, its ratings script, its JSON-LD. */
async function served(path: string, environment: 'development' | 'production' = 'development') {
  const res = await callWith({ ENVIRONMENT: environment }, path, NAVIGATE);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
  const ratings = /<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g;
  const reviewsJson = [...html.matchAll(ratings)].find((m) => m[1] === RATINGS_SCRIPT_ID)?.[2];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const graph = jsonLd.flatMap((block) => (block['@graph'] ?? [block]) as Record<string, unknown>[]);
  return {
    status: res.status,
    html,
    /** What the page shows: its markup with every script taken out. */
    markup: scripts.reduce((text, [whole]) => text.replace(whole, ''), html),
    reviews: reviewsJson ? (JSON.parse(reviewsJson) as PageReviews) : undefined,
    product: graph.find((node) => node['@type'] === 'Product'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
  };
}

const page = (slug: string, query = '') => `/products/${slug}${query}`;
const [first, second, third, fourth, fifth, sixth, seventh] = products();

describe('with no published review', () => {
  it('shows "No reviews yet" and no stars on cards and product pages, no hero line, no testimonials, no rating in JSON-LD', async () => {
    // A pending, a rejected and a withdrawn review count for nothing.
    await writeReviews(first!.id, [
      { rating: 5, title: 'Pending one', status: 'pending' },
      { rating: 1, title: 'Rejected one', status: 'rejected' },
      { rating: 4, title: 'Withdrawn one', status: 'withdrawn' },
    ]);
    later();
    const home = await served('/');
    expect(home.status).toBe(200);
    expect(home.markup).toContain('No reviews yet');
    expect(home.markup).not.toContain('Rated ');
    expect(home.markup).not.toMatch(/verified buyers?’ review/);
    expect(home.markup).not.toContain('id="testimonials"');
    expect(home.reviews?.ratings).toMatchObject({ shop: { mean: 0, count: 0 }, products: {}, featured: [] });

    const product = await served(page(first!.slug));
    expect(product.markup).toContain('Customer reviews');
    expect(product.markup).toContain('No reviews yet');
    expect(product.markup).not.toContain('Rated ');
    for (const title of ['Pending one', 'Rejected one', 'Withdrawn one']) expect(product.html).not.toContain(title);
    expect(product.product).toBeDefined();
    expect(product.product).not.toHaveProperty('aggregateRating');
    expect(product.product).not.toHaveProperty('review');
  });
});

describe('published reviews', () => {
  it('give the mean to one decimal and the count on the card, the product page and the hero; featured ones are the testimonials', async () => {
    await writeReviews(second!.id, [
      { rating: 5, title: 'Great start', featured: true },
      { rating: 4, title: 'Quite good' },
      { rating: 4, title: 'Good enough', featured: true, reply: 'Thank you for telling us.' },
      { rating: 2, title: 'Not for me', status: 'pending' },
    ]);
    later();
    const home = await served('/');
    // 13 / 3 = 4.33…
    expect(home.reviews?.ratings.products[second!.id]).toEqual({ mean: 4.3, count: 3 });
    expect(home.reviews?.ratings.shop).toEqual({ mean: 4.3, count: 3 });
    expect(home.markup).toContain('4.3/5 from 3 verified buyers’ reviews');
    expect(home.markup).toContain('aria-label="Rated 4.3 out of 5"');
    expect(home.markup).toContain('(3 reviews)');
    // The testimonials: the featured published reviews, newest first, with their stars and "Verified buyer".
    const testimonials = home.markup.slice(home.markup.indexOf('id="testimonials"'));
    expect(testimonials.indexOf('Good enough')).toBeGreaterThan(0);
    expect(testimonials.indexOf('Good enough')).toBeLessThan(testimonials.indexOf('Great start'));
    expect(testimonials).not.toContain('Quite good');
    expect(testimonials).toContain('Verified buyer');
    expect(testimonials).toContain('aria-label="Rated 5 out of 5"');

    const product = await served(page(second!.slug));
    expect(product.markup).toContain('(3 reviews)');
    expect(product.markup).not.toContain('Not for me');
    // Newest first, the shop's reply under its review, marked as the shop's.
    expect(product.markup.indexOf('Good enough')).toBeLessThan(product.markup.indexOf('Quite good'));
    expect(product.markup.indexOf('Quite good')).toBeLessThan(product.markup.indexOf('Great start'));
    expect(product.markup).toMatch(/Good enough[\s\S]*Reply from VitaGlow[\s\S]*Thank you for telling us\.[\s\S]*Quite good/);
    // The distribution, 5 to 1 stars.
    expect(product.reviews?.reviewPage?.distribution).toEqual([0, 0, 0, 2, 1]);
    expect(product.markup).toMatch(/<th scope="row"[^>]*>5 stars<\/th>[\s\S]*?>1<\/td>/);
    expect(product.markup).toMatch(/<th scope="row"[^>]*>4 stars<\/th>[\s\S]*?>2<\/td>/);
  });

  it('show each review in the language it was written in, never translated, with its date in the page’s language', async () => {
    await writeReviews(third!.id, [
      {
        rating: 3,
        title: 'Correct sans plus',
        body: 'Le goût est correct, sans plus, mais je le reprendrai.',
        language: 'fr',
        publishedAt: Date.UTC(2026, 2, 14, 12),
      },
    ]);
    later();
    const english = await served(page(third!.slug));
    expect(english.markup).toMatch(/lang="fr" dir="auto"[^>]*>Le goût est correct, sans plus, mais je le reprendrai\./);
    expect(english.markup).toContain('March 14, 2026');
    expect(english.markup).toContain('Verified buyer');
    const arabic = await served(`/ar${page(third!.slug)}`);
    expect(arabic.markup).toContain('Le goût est correct, sans plus, mais je le reprendrai.');
    expect(arabic.markup).toContain('مشترٍ موثَّق');
  });
});

describe('Product JSON-LD', () => {
  it('carries the rating and the one review when there is one', async () => {
    await writeReviews(fourth!.id, [
      { rating: 4, title: 'Does the job', name: 'Ana P.', language: 'fr', publishedAt: Date.UTC(2026, 5, 2, 9) },
    ]);
    later();
    const { product } = await served(page(fourth!.slug));
    expect(product?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(product?.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ana P.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        datePublished: '2026-06-02',
        name: 'Does the job',
        reviewBody: 'The text of Does the job, as its buyer wrote it.',
        inLanguage: 'fr',
      },
    ]);
  });

  it('with many, carries the mean and count of all and the 10 reviews the page shows', async () => {
    await writeReviews(
      fifth!.id,
      Array.from({ length: 12 }, (_, i) => ({ rating: i < 4 ? 5 : 3, title: `Review number ${i + 1}` })),
    );
    later();
    const { product, markup } = await served(page(fifth!.slug));
    // (4 × 5 + 8 × 3) / 12 = 3.67
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 3.7, reviewCount: 12, bestRating: 5 });
    const items = product?.review as { name: string }[];
    expect(items).toHaveLength(10);
    // The newest ten, as the page lists them.
    expect(items.map((item) => item.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Review number ${12 - i}`));
    for (const item of items) expect(markup).toContain(`>${item.name}<`);
  });
});

describe('a product page’s list', () => {
  it('has its first 10 reviews in the document and crawlable links to the next page, which the worker renders at ?reviews=2', async () => {
    await writeReviews(
      sixth!.id,
      Array.from({ length: 23 }, (_, i) => ({ rating: (i % 5) + 1, title: `Entry ${String(i + 1).padStart(2, '0')} of the list` })),
    );
    later();
    const title = (n: number) => `>Entry ${String(n).padStart(2, '0')} of the list<`;
    const one = await served(page(sixth!.slug));
    expect(one.reviews?.reviewPage).toMatchObject({ page: 1, pageCount: 3, sort: 'newest' });
    expect(one.reviews?.reviewPage?.reviews).toHaveLength(10);
    for (let n = 23; n >= 14; n--) expect(one.markup).toContain(title(n));
    expect(one.markup).not.toContain(title(13));
    expect(one.markup).toContain(`href="/products/${sixth!.slug}?reviews=2#reviews"`);
    expect(one.markup).toMatch(/<a [^>]*aria-current="page"[^>]*>1<\/a>/);
    expect(one.canonical).toBe(`${ORIGIN}/products/${sixth!.slug}`);

    const two = await served(page(sixth!.slug, '?reviews=2'));
    expect(two.status).toBe(200);
    expect(two.canonical).toBe(`${ORIGIN}/products/${sixth!.slug}?reviews=2`);
    for (let n = 13; n >= 4; n--) expect(two.markup).toContain(title(n));
    expect(two.markup).not.toContain(title(14));
    expect(two.markup).toContain('rel="prev"');
    expect(two.markup).toMatch(/<a [^>]*aria-current="page"[^>]*>2<\/a>/);
    expect(two.markup).toContain(`href="/products/${sixth!.slug}?reviews=3#reviews"`);

    // Lowest first, in one spelling; a page past the last is the last.
    const lowest = await served(page(sixth!.slug, '?sort=lowest&reviews=1'));
    expect(lowest.canonical).toBe(`${ORIGIN}/products/${sixth!.slug}?sort=lowest`);
    expect(lowest.reviews?.reviewPage?.reviews.map((review) => review.rating)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    expect((await served(page(sixth!.slug, '?reviews=9'))).canonical).toBe(`${ORIGIN}/products/${sixth!.slug}?reviews=3`);
  });
});

describe('GET /api/products/:id/reviews', () => {
  it('answers a page of a product’s published reviews, 400 for a bad query, 404 for an unknown product', async () => {
    await writeReviews(seventh!.id, [
      ...Array.from({ length: 11 }, (_, i) => ({ rating: 4, title: `Api review ${i + 1}` })),
      { rating: 1, title: 'Api lowest' },
      { rating: 5, title: 'Api hidden', status: 'rejected' as const },
    ]);
    const res = await call(`/api/products/${seventh!.id}/reviews?page=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const pageTwo = (await res.json()) as ReviewPage;
    expect(pageTwo).toMatchObject({ productId: seventh!.id, page: 2, pageCount: 2, sort: 'newest', summary: { mean: 3.8, count: 12 } });
    expect(pageTwo.reviews.map((review) => review.title)).toEqual(['Api review 2', 'Api review 1']);
    const lowest = (await (await call(`/api/products/${seventh!.id}/reviews?sort=lowest`)).json()) as ReviewPage;
    expect(lowest.reviews[0]?.title).toBe('Api lowest');
    expect(lowest.reviews).toHaveLength(10);

    for (const query of ['?sort=best', '?page=0', '?page=two', '?extra=1']) {
      expect((await call(`/api/products/${seventh!.id}/reviews${query}`)).status).toBe(400);
    }
    const unknown = await call('/api/products/no-such-product/reviews');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('kept per isolate', () => {
  it('shows a publish on the next document once the keep time has passed, not before', async () => {
    const product = products()[8]!;
    expect((await served(page(product.slug))).markup).toContain('No reviews yet');
    await writeReviews(product.id, [{ rating: 2, title: 'Published just now' }]);
    // Within the keep time the page is the one kept for the revision read before.
    expect((await served(page(product.slug))).markup).not.toContain('Published just now');
    later();
    const after = await served(page(product.slug));
    expect(after.markup).toContain('Published just now');
    expect(after.markup).toContain('(1 review)');
  });
});

describe('sample reviews', () => {
  it('are served by a development worker and never by a production one: not in the document, the API or the JSON-LD', async () => {
    const product = products()[9]!;
    await writeReviews(product.id, [
      { rating: 1, title: 'Sample review one', sample: true, featured: true },
      { rating: 5, title: 'Sample review two', sample: true },
    ]);
    later();
    const development = await served(page(product.slug));
    expect(development.markup).toContain('Sample review one');
    expect(development.product?.aggregateRating).toMatchObject({ reviewCount: 2 });
    const developmentHome = await served('/');
    expect(developmentHome.markup).toContain('Sample review one');

    const production = await served(page(product.slug), 'production');
    expect(production.status).toBe(200);
    expect(production.html).not.toContain('Sample review');
    expect(production.markup).toContain('No reviews yet');
    expect(production.reviews?.ratings.products[product.id]).toBeUndefined();
    expect(production.product).not.toHaveProperty('aggregateRating');
    expect(production.product).not.toHaveProperty('review');
    const productionHome = await served('/', 'production');
    expect(productionHome.html).not.toContain('Sample review');
    expect(productionHome.reviews?.ratings.featured.some((review) => review.title.startsWith('Sample'))).toBe(false);

    const api = await callWith({ ENVIRONMENT: 'production' }, `/api/products/${product.id}/reviews`);
    expect(api.status).toBe(200);
    const answer = (await api.json()) as ReviewPage;
    expect(answer.summary.count).toBe(0);
    expect(answer.reviews).toEqual([]);
  });
});

describe('the budget', () => {
  // Measured: 127 KB (22.4 KB gzipped) without a review, 168 KB (25.3 KB gzipped) with 200 of ~500 characters.
  it('a product page with 200 reviews carries its first 10, and costs a few KB gzipped more than one without', async () => {
    const product = products()[10]!;
    const bare = await served(page(product.slug));
    const body = 'I have taken this every morning for three months now. '.repeat(9).trim();
    await writeReviews(
      product.id,
      Array.from({ length: 200 }, (_, i) => ({
        rating: (i % 5) + 1,
        title: `A considered title for review ${i + 1}, long enough`,
        body,
        reply: i % 4 ? undefined : 'Thank you for taking the time to tell us; our support team will write to you about it.',
      })),
    );
    later();
    const full = await served(page(product.slug));
    expect(full.reviews?.reviewPage?.reviews).toHaveLength(10);
    const gzip = async (text: string) =>
      (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;
    expect((await gzip(full.html)) - (await gzip(bare.html))).toBeLessThan(5_000);
    expect(new TextEncoder().encode(full.html).byteLength).toBeLessThan(200_000);
  });
});
