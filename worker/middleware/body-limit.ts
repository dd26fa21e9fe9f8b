import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/errors';

/** No API request needs more than this; larger bodies are refused before they are read. */
export const MAX_BODY_BYTES = 16 * 1024;
/** A warehouse's shipment file (the console's import, behind Cloudflare Access) may be larger. */
export const MAX_IMPORT_BYTES = 256 * 1024;
const IMPORT_PATH = '/api/admin/shipping/import';
/** A product image the operator uploads (POST /api/admin/media, behind Cloudflare Access). */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

const limited = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `Request bodies are limited to ${maxSize} bytes`);
    },
  });

const standard = limited(MAX_BODY_BYTES);
const importFile = limited(MAX_IMPORT_BYTES);

/**
 * A whole catalogue document (PUT /api/admin/catalogue, behind Cloudflare Access). Version 1 is 117 KB as
 * exported; 2,000 products in three languages are 16 MB exported with indentation, 10 MB minified as R2
 * keeps it (worker/catalogue/stored-documents.ts). The limit leaves room above that, and keeps what one
 * request parses well inside an isolate's 128 MB.
 */
export const MAX_CATALOGUE_BYTES = 24_000_000;

/** The catalogue's own limit: its routes are mounted before the /api guard, whose limit never sees them. */
export const limitCatalogueBody = limited(MAX_CATALOGUE_BYTES);

/** The media upload's own limit: that route is mounted before the /api guard, whose limit never sees it. */
export const limitMediaBody = limited(MAX_MEDIA_BYTES);

export const limitBody: MiddlewareHandler = (c, next) => (c.req.path === IMPORT_PATH ? importFile(c, next) : standard(c, next));
