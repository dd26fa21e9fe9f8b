import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textKeys } from '../../i18n/pick';
import { isPluralForms } from '../../i18n/plural';
import { SHOP_TEXTS } from './shop-texts';

// docs/glossary.md gives each concept one word per language and lists the variants no text may use.
// Its table is read here, so the rule and the dictionaries cannot drift apart.

const LANGUAGES = ['en', 'fr', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

const DICTIONARIES: Record<Language, object> = SHOP_TEXTS;

/** Every text of a dictionary as [key, text]; a counted text gives one entry per plural form. */
function texts(dictionary: object): [string, string][] {
  return textKeys(dictionary).flatMap((key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
    if (isPluralForms(value)) return Object.entries(value).map(([form, text]): [string, string] => [`${key}.${form}`, text]);
    return [[key, value as string]];
  });
}

/** What a variant is matched against: case, no-break spaces, the apostrophe's shape and Arabic diacritics do not count. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2019\u02bc]/g, "'")
    .replace(/[\u064b-\u0652\u0670\u0640]/g, '')
    .toLowerCase();
}

/** A forbidden variant: text to find anywhere, or a regular expression (written /…/) tried on the whole text. */
type Variant = { readonly written: string; readonly matches: (text: string) => boolean };

function variant(written: string): Variant {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(written);
  if (regex) {
    const pattern = new RegExp(regex[1], `${regex[2].replace('u', '')}u`);
    return { written, matches: (text) => pattern.test(normalise(text)) };
  }
  const needle = normalise(written);
  return { written, matches: (text) => normalise(text).includes(needle) };
}

interface Row {
  readonly concept: string;
  readonly preferred: Partial<Record<Language, string>>;
  readonly forbidden: Record<Language, Variant[]>;
}

/** The cells of a Markdown table row; a pipe escaped as \| stays in its cell. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const codes = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

function parseGlossary(markdown: string): Row[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*Concept\s*\|/.test(line));
  if (header < 0) throw new Error('docs/glossary.md has no table headed "| Concept |"');
  const columns = cells(lines[header]).map((cell) => cell.toLowerCase());
  const column = (name: string) => {
    const index = columns.findIndex((cell) => cell.startsWith(name));
    if (index < 0) throw new Error(`docs/glossary.md: no "${name}" column`);
    return index;
  };
  const languageColumns: Record<Language, number> = { en: column('english'), fr: column('french'), ar: column('arabic') };
  const forbiddenColumn = column('forbidden');
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    const row = cells(line);
    const preferred: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const [term] = codes(row[languageColumns[language]] ?? '');
      if (term) preferred[language] = term;
    }
    const forbidden: Record<Language, Variant[]> = { en: [], fr: [], ar: [] };
    // "fr: `a`, `b`; ar: `c`": each language's label, then its variants up to the next label.
    const parts = (row[forbiddenColumn] ?? '').split(/\b(en|fr|ar):/).slice(1);
    for (let i = 0; i < parts.length; i += 2) forbidden[parts[i] as Language].push(...codes(parts[i + 1]).map(variant));
    rows.push({ concept: row[0], preferred, forbidden });
  }
  return rows;
}

/** Every text that uses a forbidden variant, as "key: `variant` (concept)". */
function findForbidden(rows: readonly Row[], language: Language, dictionaryTexts: readonly [string, string][]): string[] {
  return rows.flatMap((row) =>
    row.forbidden[language].flatMap((v) =>
      dictionaryTexts.filter(([, text]) => v.matches(text)).map(([key]) => `${key}: \`${v.written}\` (${row.concept})`),
    ),
  );
}

const GLOSSARY = parseGlossary(readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'glossary.md'), 'utf8'));
const TEXTS: Record<Language, [string, string][]> = { en: texts(SHOP_TEXTS.en), fr: texts(SHOP_TEXTS.fr), ar: texts(SHOP_TEXTS.ar) };

describe('the glossary (docs/glossary.md)', () => {
  it('has a row for each concept, each with its word in every language and its variants readable', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(20);
    expect(GLOSSARY.length).toBeLessThanOrEqual(45);
    expect(new Set(GLOSSARY.map((row) => row.concept)).size).toBe(GLOSSARY.length);
    const forbidden = GLOSSARY.flatMap((row) => LANGUAGES.flatMap((language) => row.forbidden[language]));
    expect(forbidden.length).toBeGreaterThan(20);
    for (const concept of ['membership', 'newsletter', 'shaker', 'percent sign', 'terms of sale (legal page)', 'support availability']) {
      const row = GLOSSARY.find((r) => r.concept === concept);
      expect(row, concept).toBeDefined();
    }
  });

  it('finds a variant however it is spelled: case, no-break spaces, apostrophes and Arabic diacritics aside', () => {
    const rows = GLOSSARY.filter((row) => ['terms of sale (legal page)', 'shaker', 'membership', 'digits'].includes(row.concept));
    const planted: Record<Language, [string, string][]> = {
      en: [],
      fr: [
        ['a', 'CONDITIONS D\u2019UTILISATION'],
        ['b', 'Votre abonnement\u00a0: actif'],
      ],
      ar: [
        ['c', 'بلا خلّاط'],
        ['d', 'إدارة الاشتراك'],
        ['e', 'اشترك في النشرة البريدية'],
        ['f', 'خصم ٢٠%'],
      ],
    };
    expect(findForbidden(rows, 'fr', planted.fr).map((found) => found.split(':')[0])).toEqual(['b', 'a']);
    expect(
      findForbidden(rows, 'ar', planted.ar)
        .map((found) => found.split(':')[0])
        .sort(),
    ).toEqual(['c', 'd', 'f']);
  });
});

describe.each(LANGUAGES)('the %s dictionary', (language) => {
  it('uses none of the glossary’s forbidden variants', () => {
    expect(findForbidden(GLOSSARY, language, TEXTS[language])).toEqual([]);
  });

  it('uses each of the glossary’s words somewhere (the glossary names words the shop really uses)', () => {
    const all = TEXTS[language].map(([, text]) => normalise(text)).join('\n');
    const missing = GLOSSARY.filter((row) => row.preferred[language] && !all.includes(normalise(row.preferred[language] as string)));
    expect(missing.map((row) => `${row.concept}: \`${row.preferred[language]}\``)).toEqual([]);
  });

  it('is the whole dictionary the shop loads', () => {
    expect(TEXTS[language].length).toBeGreaterThan(500);
    expect(DICTIONARIES[language]).toHaveProperty('content.catalogue');
  });
});
