import { Hono } from 'hono';
import { uploadMedia } from '../admin/media-upload';
import { operatorApi } from '../admin/middleware';
import { limitMediaBody } from '../middleware/body-limit';
import { sameOriginOnly } from '../middleware/same-origin';
import type { AppEnv } from '../lib/app-env';

/**
 * POST /api/admin/media: a product image's bytes as the body. The console's guards (its own pages only,
 * Cloudflare Access) as on every console route, but not the /api guard: the body is an image, not JSON,
 * and may be up to 5 MB. 201 with its path and size, or 200 when the same bytes were stored before.
 */
export const adminMedia = new Hono<AppEnv>().post('/', sameOriginOnly, operatorApi, limitMediaBody, async (c) => {
  const operator = c.get('operator');
  if (!operator) throw new Error('console route reached without an operator');
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  const { created, media } = await uploadMedia({ db: c.get('db'), bucket: c.env.MEDIA, now: new Date(Date.now()) }, bytes, operator);
  return c.json(media, created ? 201 : 200);
});
