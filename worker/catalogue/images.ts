import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';

/** D1 binds at most 100 parameters a statement. */
const KEYS_PER_QUERY = 90;
/** Any origin: the assets binding serves by path alone. */
const ASSETS_ORIGIN = 'https://assets.invalid';

export interface ImageSources {
  db: Db;
  /** The build's static files (web/public among them): the images shipped with the shop. */
  assets: Fetcher;
}

/** An uploaded image's row key, for a path under /media/. */
const mediaKey = (url: string) => (url.startsWith('/media/') ? url.slice(1) : null);

async function uploaded(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const rows = await db
      .select({ key: media.key })
      .from(media)
      .where(inArray(media.key, keys.slice(start, start + KEYS_PER_QUERY)));
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** A path the build's static files answer with an image (not a page: `/` is the home page's HTML). */
async function shipped(assets: Fetcher, url: string): Promise<boolean> {
  const address = new URL(url, ASSETS_ORIGIN);
  if (address.origin !== ASSETS_ORIGIN) return false;
  const res = await assets.fetch(address, { method: 'HEAD' });
  return res.ok && (res.headers.get('Content-Type') ?? '').startsWith('image/');
}

/**
 * Which of these image addresses the shop serves: an upload (`/media/<hash>.<ext>`, whose row is written
 * only once R2 holds the file) or an image shipped with the build (web/public). An https:// address on
 * another site never counts: the shop's Content Security Policy loads images from its own origin only.
 */
export async function servedImages(sources: ImageSources, urls: Iterable<string>): Promise<Set<string>> {
  const distinct = [...new Set(urls)].filter((url) => url.startsWith('/'));
  const keys = distinct.flatMap((url) => mediaKey(url) ?? []);
  const [stored, files] = await Promise.all([
    uploaded(sources.db, keys),
    Promise.all(distinct.filter((url) => mediaKey(url) === null).map(async (url) => ((await shipped(sources.assets, url)) ? [url] : []))),
  ]);
  return new Set([...distinct.filter((url) => stored.has(mediaKey(url) ?? '')), ...files.flat()]);
}
