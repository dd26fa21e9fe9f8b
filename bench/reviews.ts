import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');

/**
 * Issue 39's budget: a product page with 200 published reviews (each about 500 characters, a few with replies),
 * written straight into the server's local D1 as the console would leave them, the review revision bumped so
 * that pages are rendered again.
 */
export function publishReviews(statePath: string, productId: string, count: number): void {
  const sql = `
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO reviews (product_id, rating, title, body, display_name, language, status, reply, replied_at, created_at,
      updated_at, published_at)
    SELECT '${productId}', 1 + (i * 7) % 5, 'Review number ' || i,
      substr(replace(hex(zeroblob(40)), '00', 'Easy to swallow, no fishy aftertaste, and I take it every morning. '), 1, 500),
      'Buyer ' || i || '.', CASE i % 3 WHEN 0 THEN 'fr' WHEN 1 THEN 'en' ELSE 'ar' END, 'published',
      CASE WHEN i % 10 = 0 THEN 'Thank you for taking the time to tell other shoppers.' END,
      CASE WHEN i % 10 = 0 THEN unixepoch() * 1000 END,
      unixepoch() * 1000 - i * 3600000, unixepoch() * 1000 - i * 3600000, unixepoch() * 1000 - i * 3600000
    FROM n;
    UPDATE review_revision SET revision = revision + 1 WHERE id = 1;`;
  execFileSync(join(root, 'scripts', 'wrangler.sh'), ['d1', 'execute', 'DB', '--local', '--persist-to', statePath, '--command', sql], {
    cwd: root,
    stdio: 'ignore',
  });
}

/** A document's size as sent compressed, in KB. */
export async function documentGzipKb(url: string): Promise<number> {
  const body = await (await fetch(url)).arrayBuffer();
  return gzipSync(new Uint8Array(body)).length / 1024;
}
