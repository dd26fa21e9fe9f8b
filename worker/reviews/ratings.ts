import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';
import type { ShopRatings } from '../../core/reviews';
import type { Db } from '../db/client';
import { currentReviewRevision } from '../db/review-revision';
import { type ShownReviews, shopRatings } from '../db/reviews-public';

/**
 * The ratings every page shows (core/reviews.ts ShopRatings), kept per isolate as the published catalogue is
 * (worker/catalogue/published.ts): for RATINGS_KEPT_MS, then D1 is asked for the review revision only, and the
 * ratings are read again only when it changed (every change pages show bumps it, worker/db/review-revision.ts).
 * Pages are kept per revision, so a publish shows on every page within RATINGS_KEPT_MS. A failed read is not
 * kept: the ratings last read answer until a read succeeds again.
 *
 * What is kept is the value, never the promise of a read: workerd resumes whatever awaits a promise in the
 * context of the request that settled it ("Cannot perform I/O on behalf of a different request").
 */
export const RATINGS_KEPT_MS = 20_000;

type Kept = { at: number; ratings: ShopRatings };
/** Per D1 binding, and apart with and without sample reviews (a test's production worker shares the isolate). */
const kept = new WeakMap<D1Database, { withSamples?: Kept; withoutSamples?: Kept }>();

async function read(db: Db, which: ShownReviews, known: ShopRatings | undefined): Promise<ShopRatings> {
  if (known && (await currentReviewRevision(db)) === known.revision) return known;
  return shopRatings(db, which);
}

/** `database` keys the isolate's copy; `db` reads it; `which` says whether sample reviews count (development only). */
export async function currentShopRatings(database: D1Database, db: Db, which: ShownReviews, now = Date.now()): Promise<ShopRatings> {
  const slot = which.samples ? 'withSamples' : 'withoutSamples';
  const entry = kept.get(database) ?? {};
  const known = entry[slot];
  if (known && now - known.at < RATINGS_KEPT_MS) return known.ratings;
  try {
    const ratings = await read(db, which, known?.ratings);
    kept.set(database, { ...(kept.get(database) ?? {}), [slot]: { at: now, ratings } });
    return ratings;
  } catch (error) {
    if (known) return known.ratings;
    throw error;
  }
}

/** A change made in this isolate (a publish, a reply…): it reads the ratings again at once (others within RATINGS_KEPT_MS). */
export function forgetShopRatings(database: D1Database): void {
  const entry = kept.get(database);
  if (!entry) return;
  const stale = (value?: Kept) => value && { at: -Infinity, ratings: value.ratings };
  kept.set(database, { withSamples: stale(entry.withSamples), withoutSamples: stale(entry.withoutSamples) });
}

/**
 * After a change to reviews answered in this isolate (the console's decisions, a buyer's edit or withdrawal),
 * its next page reads the ratings again rather than after RATINGS_KEPT_MS.
 */
export const forgetRatingsAfterChange: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.res.ok) forgetShopRatings(c.env.DB);
};
