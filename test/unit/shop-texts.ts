import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { mailAr } from '../../i18n/mail/ar';
import { mailEn } from '../../i18n/mail/en';
import { mailFr } from '../../i18n/mail/fr';

/**
 * Every text of each dictionary: the whole dictionary the storefront loads (i18n/dictionaries.ts) and the
 * areas only the worker reads (the e-mails' words, i18n/mail/), which the storefront never downloads. The
 * key-parity, typography and glossary tests hold them all to the same rules.
 */
export const SHOP_TEXTS = {
  en: { ...en, mail: mailEn },
  fr: { ...fr, mail: mailFr },
  ar: { ...ar, mail: mailAr },
};
