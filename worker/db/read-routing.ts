/**
 * Where a request's D1 queries go (D1 read replication, Sessions API). A session keeps one request's
 * queries sequentially consistent; its bookmark, carried by the shopper's browser in a cookie
 * (worker/middleware/d1-session.ts), makes their next request see at least what this one wrote.
 *
 * Only the reads listed here may start at the nearest replica: they are the shopper's own data, which only
 * their own requests change, so their bookmark covers every write they could expect to see. Their session
 * is still confirmed at the primary (worker/auth/current-session.ts): ending one is someone else's write
 * (the operator, a reset from another browser) that no bookmark of the cookie's holder covers. The session
 * check itself (`/api/auth/session`), which is nothing but that, reads the primary. Everything else starts
 * at the primary too: writes (which go there anyway), Stripe's webhooks, and reads of what someone else
 * wrote: an order's payment status and a membership (written by the webhook while the shopper was at
 * Stripe), and the operator's console.
 */
const NEAREST_READS = new Set(['/api/health', '/api/account/orders', '/api/account/export']);

/** D1 bookmarks as D1 issues them: commit position in hex, sortable oldest to newest. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export function isBookmark(value: string | undefined): value is string {
  return value !== undefined && BOOKMARK.test(value);
}

/** The constraint or bookmark a request's session starts from. */
export function sessionStart(method: string, path: string, bookmark: string | undefined): D1SessionConstraint | D1SessionBookmark {
  const nearest = (method === 'GET' || method === 'HEAD') && NEAREST_READS.has(path);
  if (!nearest) return 'first-primary';
  return isBookmark(bookmark) ? bookmark : 'first-unconstrained';
}

/** The bookmark to hand back: the session's, when it is newer than the one the browser already holds. */
export function newerBookmark(session: string | null, held: string | undefined): string | undefined {
  if (!isBookmark(session ?? undefined)) return undefined;
  return isBookmark(held) && held >= session! ? undefined : session!;
}
