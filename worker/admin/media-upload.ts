import type { AdminMediaUpload } from '../../core/api/admin';
import { IMAGE_TYPES, imageSize, sniffImageType } from '../../core/image-size';
import { auditStatement } from '../db/audit';
import type { Db } from '../db/client';
import { findMedia, recordMediaStatement } from '../db/media';
import { toHex } from '../lib/encoding';
import { ApiError, badRequest } from '../lib/errors';
import type { Operator } from '../lib/app-env';

interface UploadDeps {
  db: Db;
  bucket: R2Bucket;
  now: Date;
}

/** The public path of a stored file: its key, which names it by content, so it never changes under that path. */
const mediaPath = (key: string) => `/${key}`;

/**
 * Stores a product image the operator uploaded, under the SHA-256 of its bytes: the bytes alone say what it
 * is (the request's Content-Type is not asked), and only JPEG, PNG, WebP and AVIF files whose header gives
 * a size are kept. The same bytes again are the file already stored: `created` is false, and nothing is
 * written or audited again.
 */
export async function uploadMedia(
  deps: UploadDeps,
  bytes: Uint8Array,
  operator: Operator,
): Promise<{ created: boolean; media: AdminMediaUpload }> {
  if (bytes.length === 0) throw badRequest('empty_body', 'Send the image file as the request body');
  const type = sniffImageType(bytes);
  if (!type) throw new ApiError(415, 'unsupported_media_type', 'Upload a JPEG, PNG, WebP or AVIF image');
  const size = imageSize(bytes, type);
  if (!size) throw badRequest('invalid_image', `The ${type.toUpperCase()} file's header gives no size: it is cut short or damaged`);

  const hash = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  const { contentType, extension } = IMAGE_TYPES[type];
  const key = `media/${hash}.${extension}`;
  const media = { url: mediaPath(key), ...size };
  if (await findMedia(deps.db, key)) return { created: false, media };

  // The object first: a row never names a file the bucket lacks, and a retry after a failed batch finds the same key.
  await deps.bucket.put(key, bytes, { sha256: hash, httpMetadata: { contentType } });
  await deps.db.batch([
    recordMediaStatement(deps.db, { key, contentType, ...size, bytes: bytes.length, uploadedBy: operator.email, createdAt: deps.now }),
    auditStatement(deps.db, {
      operatorEmail: operator.email,
      action: 'media.upload',
      targetType: 'media',
      targetId: key,
      details: { contentType, ...size, bytes: bytes.length },
      now: deps.now,
    }),
  ]);
  return { created: true, media };
}
