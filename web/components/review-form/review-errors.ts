import type { MessageKey } from '../../i18n';
import { ApiRequestError } from '../../lib/api';

/** What the review link's API refused, in the page's words. */
export function reviewErrorKey(error: unknown): MessageKey {
  const code = error instanceof ApiRequestError ? error.code : null;
  if (code === 'review_link_invalid' || code === 'invalid_request') return 'auth.reviewForm.errors.invalid';
  if (code === 'review_link_expired') return 'auth.reviewForm.errors.expired';
  if (code === 'review_link_used') return 'auth.reviewForm.errors.used';
  if (code === 'review_withdrawn') return 'auth.reviewForm.errors.withdrawnAlready';
  if (code === 'rate_limited') return 'auth.reviewForm.errors.tooMany';
  if (code === 'invalid_characters') return 'auth.reviewForm.errors.characters';
  return 'auth.reviewForm.errors.failed';
}
