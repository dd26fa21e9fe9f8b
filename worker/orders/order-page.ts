import { languageOf } from '../../core/language';
import { localisedPath } from '../../core/pages';

/**
 * The page showing an order (its confirmation and status), at its language's address: what e-mails link to.
 * The stored language is read as the registry reads a cookie: one it no longer holds is English.
 */
export function orderPageUrl(origin: string, order: { reference: string; language: string }): string {
  return `${origin}${localisedPath('/payment-success', languageOf(order.language))}?session_id=${encodeURIComponent(order.reference)}`;
}
