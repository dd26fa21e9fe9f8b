import { type Language, localeOf } from '../../../core/language';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { EmailMessage } from '../senders';

/**
 * A member's notice that a product is theirs to buy before everyone else, until `until` (the date in the
 * member's language, UTC as the shop counts it), with a link to its page and the one-click unsubscribe of
 * RFC 8058 that stops these notices only (worker/early-access/unsubscribe-link.ts).
 */
export function earlyAccessEmail(
  language: Language,
  to: string,
  product: { name: string; url: string; until: Date },
  unsubscribe: { page: string; oneClick: string },
): EmailMessage {
  const words = mailTextsOf(language).earlyAccess;
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(product.until);
  return {
    kind: 'early_access',
    to,
    subject: fillText(words.subject, { product: product.name }),
    text: fillText(words.body, { product: product.name, date, productUrl: product.url, unsubscribeUrl: unsubscribe.page }),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
