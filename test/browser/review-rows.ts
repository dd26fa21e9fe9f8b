import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Pending reviews written straight into a test server's D1 (wrangler's local database at `statePath`), each with a delivered
 * order, its line and that line's invitation, as if its buyer had written it through their link: for tests of
 * the console's queue, not of how reviews are collected. Answers each review's order reference.
 */
export function insertPendingReviews(
  statePath: string,
  reviews: { productId: string; rating: number; title: string; body: string }[],
): string[] {
  const now = Date.now();
  const references: string[] = [];
  const statements = reviews.flatMap((review) => {
    const orderId = crypto.randomUUID();
    const reference = `VG-${orderId.slice(0, 8).toUpperCase()}`;
    references.push(reference);
    const order = text(orderId);
    return [
      `insert into orders (id, reference, kind, status, subtotal_cents, shipping_cents, total_cents, shipping_id, provider, paid_at,
         fulfilment_status, shipped_at, delivered_at)
       values (${order}, ${text(reference)}, 'cart', 'paid', 2999, 0, 2999, 'free-us', 'local', ${now}, 'delivered', ${now}, ${now})`,
      `insert into order_lines (order_id, product_id, name, unit_cents, quantity, total_cents)
       values (${order}, ${text(review.productId)}, ${text(review.productId)}, 2999, 1, 2999)`,
      `insert into review_invitations (order_id, order_line_id, product_id, token_hash, language, expires_at)
       select ${order}, id, product_id, ${text(crypto.randomUUID())}, 'en', ${now + 90 * 86_400_000} from order_lines where order_id = ${order}`,
      `insert into reviews (invitation_id, product_id, rating, title, body, display_name, language, updated_at)
       select id, product_id, ${review.rating}, ${text(review.title)}, ${text(review.body)}, 'Maria G.', 'en', ${now}
       from review_invitations where order_id = ${order}`,
    ];
  });
  const result = spawnSync(
    join(root, 'scripts', 'wrangler.sh'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', statePath, '--command', statements.join(';\n')],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`inserting reviews failed:\n${result.stdout}\n${result.stderr}`);
  return references;
}
