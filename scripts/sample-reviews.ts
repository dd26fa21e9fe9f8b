import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Sample reviews for `npm start`, so that local pages show ratings, lists and testimonials: a few per product,
 * good and bad, in the shop's three languages, each row marked `sample = 1`. They go into the local D1 only,
 * never through a migration; a production worker never serves them (worker/db/reviews-public.ts). Run again,
 * it replaces the samples it wrote before and leaves real reviews alone.
 */

const root = join(import.meta.dirname, '..');

/** The products a fresh local shop sells: catalogue version 2, which the migrations publish (scripts/seed-catalogue.ts). */
function seedProductIds(): string[] {
  const document = JSON.parse(readFileSync(join(root, 'catalogue', 'v2.json'), 'utf8')) as { products: { slug: string }[] };
  return document.products.map((product) => product.slug);
}

const WRITTEN = [
  {
    rating: 5,
    language: 'en',
    name: 'Maria G.',
    title: 'Part of my mornings now',
    body: 'Easy to take and I have not missed a day in two months. I will order again.',
  },
  {
    rating: 4,
    language: 'fr',
    name: 'Lucie M.',
    title: 'Bon produit',
    body: 'Pratique au quotidien, le goût est correct. Livraison rapide, emballage soigné.',
  },
  {
    rating: 2,
    language: 'en',
    name: 'Tom R.',
    title: 'Not for me',
    body: 'The taste did not work for me and I stopped after two weeks. The delivery was quick though.',
  },
  {
    rating: 5,
    language: 'ar',
    name: 'سارة ك.',
    title: 'ممتاز',
    body: 'سهل الاستخدام يوميًا، ووصل الطلب بسرعة وفي تغليف جيد. سأطلبه مرة أخرى.',
  },
  {
    rating: 3,
    language: 'en',
    name: 'Priya S.',
    title: 'Fine, nothing special',
    body: 'Does what it says on the label. The jar is larger than it needs to be.',
  },
] as const;

const DAY_MS = 86_400_000;

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The SQL that replaces the sample reviews: three to five per product, three of them featured. */
export function sampleReviewsSql(now = Date.now()): string {
  const rows = seedProductIds().flatMap((productId, p) =>
    WRITTEN.slice(0, 3 + (p % 3)).map((review, r) => {
      const at = now - (p * 5 + r + 1) * DAY_MS;
      const featured = p === 0 && r !== 2 ? 1 : p === 1 && r === 2 ? 1 : 0;
      const reply = review.rating <= 2 ? quote('Thank you for telling us. Our support team will write to you about it.') : 'null';
      return `(${[
        quote(productId),
        review.rating,
        quote(review.title),
        quote(review.body),
        quote(review.name),
        quote(review.language),
        "'published'",
        featured,
        1,
        at,
        at,
        at,
        reply,
        reply === 'null' ? 'null' : at + DAY_MS,
      ].join(', ')})`;
    }),
  );
  return [
    'delete from reviews where sample = 1;',
    'insert into reviews (product_id, rating, title, body, display_name, language, status, featured, sample, created_at, updated_at, published_at, reply, replied_at) values',
    `${rows.join(',\n')};`,
    // Pages are kept per revision: the new samples show at once.
    'update review_revision set revision = revision + 1 where id = 1;',
  ].join('\n');
}

/** Writes the samples into the local D1 (`persistTo`: another state folder than wrangler's default). */
export function seedSampleReviews(persistTo?: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'vitaglow-samples-'));
  const file = join(dir, 'sample-reviews.sql');
  try {
    writeFileSync(file, sampleReviewsSql());
    const args = ['d1', 'execute', 'DB', '--local', '--file', file, ...(persistTo ? ['--persist-to', persistTo] : [])];
    const { status, stderr } = spawnSync(join(root, 'scripts', 'wrangler.sh'), args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (status !== 0) throw new Error(`sample reviews not written:\n${stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
