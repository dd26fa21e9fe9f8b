import { describe, expect, it } from 'vitest';
import { localeOf } from '../../core/language';
import { DISPUTE_STATUSES } from '../../core/statuses';
import { textKeys } from '../../i18n/pick';
import { type PluralForms, isPluralForms } from '../../i18n/plural';
import { SHOP_TEXTS } from './shop-texts';

const DICTIONARIES = SHOP_TEXTS;
const { en, fr, ar } = SHOP_TEXTS;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

function textAt(dictionary: object, key: string): string | PluralForms {
  return key.split('.').reduce((o, k) => (o as Record<string, unknown>)[k], dictionary as unknown) as string | PluralForms;
}

const english = textKeys(en).sort();
const counted = english.filter((key) => isPluralForms(textAt(en, key)));

describe.each([
  ['fr', fr],
  ['ar', ar],
] as const)('the %s dictionary', (_name, dictionary) => {
  it('has exactly the English keys', () => {
    expect(textKeys(dictionary).sort()).toEqual(english);
  });

  it('has no empty text and keeps every placeholder', () => {
    for (const key of english) {
      const text = textAt(dictionary, key);
      const source = textAt(en, key);
      if (typeof source === 'string') {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect(placeholders(text as string), key).toEqual(placeholders(source));
      } else {
        // A counted text: each form may leave the number out ('one minute'), never add a placeholder.
        const allowed = new Set(placeholders(source.other));
        for (const form of Object.values(text as PluralForms)) {
          expect(form.trim(), key).not.toBe('');
          for (const name of placeholders(form)) expect(allowed, `${key}: {{${name}}}`).toContain(name);
        }
        expect(placeholders((text as PluralForms).other), key).toEqual(placeholders(source.other));
      }
    }
  });
});

describe('order states a shopper sees', () => {
  it.each(['en', 'fr', 'ar'] as const)('word every dispute status in %s (/account and the payment status page)', (language) => {
    for (const status of DISPUTE_STATUSES) {
      const text = textAt(DICTIONARIES[language], `auth.account.orders.disputes.${status}`);
      expect(typeof text === 'string' && text.trim() !== '', `${language} ${status}`).toBe(true);
    }
  });
});

describe('counted texts', () => {
  it('exist: reviews, products, minutes', () => {
    expect(counted).toEqual(
      expect.arrayContaining([
        'store.rating.shop',
        'store.rating.reviews',
        'store.catalogue.count',
        'cart.deal.description',
        'validation.rateLimit.newsletter',
        'validation.rateLimit.signin',
        'validation.rateLimit.signup',
      ]),
    );
  });

  it.each(['en', 'fr', 'ar'] as const)('have exactly the plural forms %s has (Intl.PluralRules)', (language) => {
    const categories = new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories;
    for (const key of counted) {
      const forms = textAt(DICTIONARIES[language], key);
      expect(isPluralForms(forms), `${language} ${key}`).toBe(true);
      expect(Object.keys(forms).sort(), `${language} ${key}`).toEqual([...categories].sort());
    }
  });

  it('are the only texts with a count that names something', () => {
    // {{count}} elsewhere only stands in a number's place: '({{count}})', '{{count}}x', '{{count}} × {{name}}'.
    for (const key of english.filter((k) => !counted.includes(k))) {
      const text = textAt(en, key) as string;
      if (placeholders(text).includes('count'))
        expect(text, key).toMatch(/^(?:.*\(\{\{count\}\}\)|\{\{count\}\}x|\{\{count\}\} × \{\{name\}\})$/);
    }
  });
});

const FRENCH_TEXTS = textKeys(fr).flatMap((key) => {
  const text = textAt(fr, key);
  return typeof text === 'string' ? [[key, text]] : Object.entries(text).map(([form, value]) => [`${key}.${form}`, value]);
});

describe('French typography', () => {
  it('uses the typographic apostrophe, never the straight one', () => {
    for (const [key, text] of FRENCH_TEXTS) expect(text, key).not.toContain("'");
  });

  it('puts a no-break space before a colon, a narrow one before ; ! ? and %, and no-break spaces inside « »', () => {
    for (const [key, text] of FRENCH_TEXTS) {
      // A colon between digits is a ratio (2:1:1), not punctuation.
      expect(text.replace(/(\d):(?=\d)/g, '$1'), key).not.toMatch(/[^\u00a0]:/);
      expect(text, key).not.toMatch(/[^\u202f][;!?%]/);
      expect(text, key).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
    }
  });

  it('writes an ellipsis as one character', () => {
    for (const [key, text] of FRENCH_TEXTS) expect(text, key).not.toContain('...');
  });
});

describe('Arabic wording', () => {
  const arabic = textKeys(SHOP_TEXTS.ar).flatMap((key) => {
    const text = textAt(SHOP_TEXTS.ar, key);
    return typeof text === 'string' ? [[key, text]] : Object.entries(text).map(([form, value]) => [`${key}.${form}`, value]);
  });

  it('calls gummy supplements جيلي, never chewing gum (علكة)', () => {
    for (const [key, text] of arabic) expect(text, key).not.toMatch(/علك/);
    expect(ar.content.categories.gummies).toBe('الجيلي');
    expect(textAt(SHOP_TEXTS.ar, 'content.catalogue.creatine-gummies.name')).toContain('جيلي');
  });

  it('writes the brand one way, as its wordmark VitaGlow', () => {
    for (const [key, text] of arabic) expect(text, key).not.toMatch(/فيتا\s?[جغ]لو/);
    expect(ar.brand.name).toBe('VitaGlow');
  });
});
