import { Hono } from 'hono';
import * as z from 'zod';
import { IMAGE_TYPES } from '../../core/image-size';
import { notFound } from '../lib/errors';
import { IMMUTABLE_CACHE } from '../lib/security-headers';
import type { AppEnv } from '../lib/app-env';

const EXTENSIONS = Object.values(IMAGE_TYPES).map((type) => type.extension);
/** `<sha-256 hex>.<ext>`, as uploads are named (worker/admin/media-upload.ts). */
const mediaName = z.object({ name: z.string().regex(new RegExp(`^[0-9a-f]{64}\\.(${EXTENSIONS.join('|')})$`)) });

/** If-None-Match names this entity tag (weakly or not), or any (`*`). */
function revalidates(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * GET (and HEAD) /media/<hash>.<ext>: the product images the operator uploaded, from R2, public. A name is
 * its content's hash, so the answer never changes: cached for a year, and its ETag is that hash.
 */
export const media = new Hono<AppEnv>().get('/:name', async (c) => {
  const parsed = mediaName.safeParse(c.req.param());
  if (!parsed.success) throw notFound('No such image');
  const { name } = parsed.data;
  const key = `media/${name}`;
  const etag = `"${name.slice(0, name.indexOf('.'))}"`;
  const unchanged = revalidates(c.req.header('If-None-Match'), etag);
  // Hono answers HEAD with this GET route and drops the body: the object's metadata is enough then.
  const object = unchanged || c.req.method === 'HEAD' ? await c.env.MEDIA.head(key) : await c.env.MEDIA.get(key);
  if (!object) throw notFound('No such image');
  const headers = new Headers({ ETag: etag, 'Cache-Control': IMMUTABLE_CACHE });
  if (unchanged) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', object.httpMetadata?.contentType ?? 'application/octet-stream');
  return new Response('body' in object ? (object as R2ObjectBody).body : null, { headers });
});
