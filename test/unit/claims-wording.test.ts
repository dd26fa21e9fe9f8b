import { describe, expect, it } from 'vitest';
import { activeCatalogue } from '../../core/catalogue-scope';
import { textKeys } from '../../i18n/pick';
import { isPluralForms } from '../../i18n/plural';
import { SHOP_TEXTS } from './shop-texts';

// The dictionaries with the catalogue's own texts (version 1).
const { en, fr, ar } = SHOP_TEXTS;

// The FDA approves no dietary supplement and certifies no factory: a label may say the product is made in
// an FDA-registered facility, never that the FDA approved, certified or endorsed anything. No text in any
// language (product data, Supplement Facts, legal pages, e-mails' shared words…) may say otherwise.

/** Every text of a dictionary as [key, text]; a counted text gives one entry per plural form. */
function texts(dictionary: object): [string, string][] {
  return textKeys(dictionary).flatMap((key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
    if (isPluralForms(value)) return Object.entries(value).map(([form, text]): [string, string] => [`${key}.${form}`, text]);
    return [[key, value as string]];
  });
}

/** Spaces of any kind count as one, and Arabic diacritics not at all. */
const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[\u064b-\u0652\u0670\u0640]/g, '');

const FDA = String.raw`(?:FDA|F\.D\.A\.|Food and Drug Administration)`;
const FDA_AR = String.raw`(?:FDA|إدارة الغذاء والدواء|هيئة الغذاء والدواء)`;
/** Within one sentence: no full stop, question or exclamation mark between the two words. */
const NEAR = String.raw`[^.!?؟]{0,60}?`;

const APPROVAL_WORDINGS: readonly RegExp[] = [
  // English
  new RegExp(String.raw`${FDA}[\s-]*(?:approved|approval|certified|certification|cleared|endorsed|authori[sz]ed)`, 'i'),
  new RegExp(String.raw`(?:approved|certified|cleared|endorsed|authori[sz]ed|sanctioned)\s+by\s+(?:the\s+)?(?:U\.?S\.?\s+)?${FDA}`, 'i'),
  // French
  new RegExp(String.raw`(?:approuv|certifi|homologu|agré|valid|autoris|reconnu)\S*\s+par\s+(?:la\s+|l[’']\s*)?${FDA}`, 'i'),
  new RegExp(String.raw`(?:approbation|certification|homologation|agrément|autorisation)\s+(?:de\s+la\s+|par\s+la\s+)?${FDA}`, 'i'),
  /homologu/i,
  // Arabic: approved / accredited / certified / licensed near the FDA, in either order
  new RegExp(String.raw`(?:معتمد|اعتمد|اعتماد|موافق|وافق|مصادق|صادق|مرخص|ترخيص|مجاز|إجازة)${NEAR}${FDA_AR}`, 'u'),
  new RegExp(String.raw`${FDA_AR}${NEAR}(?:معتمد|اعتمد|اعتماد|موافق|وافق|مصادق|صادق|مرخص|ترخيص|مجاز|أجاز)`, 'u'),
];

function approvalClaims(dictionaryTexts: readonly [string, string][]): string[] {
  return dictionaryTexts.flatMap(([key, text]) =>
    APPROVAL_WORDINGS.filter((wording) => wording.test(normalise(text))).map((wording) => `${key}: ${text} (${wording.source})`),
  );
}

describe('what the shop says about the FDA', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ] as const)('the %s dictionary never says the FDA approved or certified anything', (_language, dictionary) => {
    const all = texts(dictionary);
    expect(all.length).toBeGreaterThan(500);
    expect(all.some(([key]) => key.startsWith('facts.'))).toBe(true);
    expect(approvalClaims(all)).toEqual([]);
  });

  it('says, in every language, that the products are made in an FDA-registered facility', () => {
    // A certification badge of version 1's home page (the catalogue's words, core/shop-catalogue.ts).
    const badge = (language: 'en' | 'fr' | 'ar') => activeCatalogue().texts[language]?.['content.home.certifications.fdaRegistered'];
    expect(badge('en')).toBe('Made in an FDA-registered facility');
    expect(badge('fr')).toMatch(/enregistré auprès de la FDA/);
    expect(badge('ar')).toMatch(/مسجّلة لدى FDA/);
  });

  it('recognises approval wordings in all three languages, and not the truthful ones', () => {
    const approvals = [
      'FDA Approved',
      'FDA-approved formula',
      'Approved by the FDA',
      'Certified by the U.S. Food and Drug Administration',
      'FDA certified facility',
      'Approuvé par la FDA',
      'Formule approuvée par la\u00a0FDA',
      'Produits homologués',
      'Certifié par la Food and Drug Administration',
      'معتمد من FDA',
      'معتمد من إدارة الغذاء والدواء الأمريكية',
      'مُعتمَد من إدارة الغذاء والدواء',
      'حاصل على موافقة إدارة الغذاء والدواء',
      'وافقت عليه FDA',
    ];
    for (const text of approvals) expect(approvalClaims([['planted', text]]).length, text).toBeGreaterThan(0);
    const truthful = [
      'Made in an FDA-registered facility',
      'These statements have not been evaluated by the Food and Drug Administration.',
      'Fabriqué dans un site enregistré auprès de la FDA',
      'Ces allégations n’ont pas été évaluées par la Food and Drug Administration (FDA) des États-Unis.',
      'مصنوع في منشأة مسجّلة لدى FDA',
      'لم تُقيِّم إدارة الغذاء والدواء الأمريكية (FDA) هذا الادعاء.',
    ];
    for (const text of truthful) expect(approvalClaims([['truthful', text]]), text).toEqual([]);
  });
});
