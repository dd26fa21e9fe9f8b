import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/errors';

/** No API request needs more than this; larger bodies are refused before they are read. */
export const MAX_BODY_BYTES = 16 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
  },
});
