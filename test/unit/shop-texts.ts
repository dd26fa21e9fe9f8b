import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { mailAr } from '../../i18n/mail/ar';
import { mailEn } from '../../i18n/mail/en';
import { mailFr } from '../../i18n/mail/fr';
import { mergeTexts } from '../../i18n/merge';
import type { DictionaryId } from '../../core/language';
import { seedCatalogue } from '../../scripts/seed-catalogue';

const CURRENT = seedCatalogue();

/**
 * Every text of each dictionary: the whole dictionary the storefront loads (i18n/dictionaries.ts) and the
 * areas only the worker reads (the e-mails' words, i18n/mail/), which the storefront never downloads, and the
 * catalogue's own texts (the version the migrations publish last, which the console edits from then on). The
 * key-parity, typography and glossary tests hold them all to the same rules.
 */
export const SHOP_TEXTS = {
  en: mergeTexts({ ...en, mail: mailEn }, catalogueTexts('en')),
  fr: mergeTexts({ ...fr, mail: mailFr }, catalogueTexts('fr')),
  ar: mergeTexts({ ...ar, mail: mailAr }, catalogueTexts('ar')),
};

/** The current catalogue's texts (core/shop-catalogue.ts), under their keys ('content.catalogue.<slug>.name'). */
function catalogueTexts(dictionary: DictionaryId): object {
  const tree: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(CURRENT.texts[dictionary] ?? {})) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = text;
  }
  return tree;
}
