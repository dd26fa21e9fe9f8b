import { type Language, localeOf } from '../core/language';
import { numberFormat } from '../core/number-format';

/**
 * A text whose wording depends on a number: one form per plural category the language has, as
 * Intl.PluralRules names them (CLDR): English one/other, French one/many/other, Arabic
 * zero/one/two/few/many/other (test/unit/i18n.test.ts holds each dictionary to its language's set).
 * The `count` parameter chooses the form and is written with the language's number format.
 */
export interface PluralForms {
  one: string;
  other: string;
  zero?: string;
  two?: string;
  few?: string;
  many?: string;
}

/** Marks an English text as counted, so the other dictionaries may give it their own plural forms. */
export function plural(forms: PluralForms): PluralForms {
  return forms;
}

const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

export function isPluralForms(value: unknown): value is PluralForms {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PluralForms).one === 'string' &&
    typeof (value as PluralForms).other === 'string' &&
    Object.keys(value).every((key) => CATEGORIES.has(key))
  );
}

const rules = new Map<Language, Intl.PluralRules>();

export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(localeOf(language))));
  return rule.select(count);
}

export type Params = Record<string, string | number>;

/** `{{name}}` placeholders filled from params (a missing one is left empty). */
export function fillText(text: string, params: Params = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (params[name] === undefined ? '' : String(params[name])));
}

/** The form for `params.count` (a number), with the count written the language's way. */
export function pluralText(forms: PluralForms, language: Language, params: Params = {}): string {
  const count = Number(params.count);
  const form = forms[pluralCategory(language, count)] ?? forms.other;
  return fillText(form, { ...params, count: numberFormat(language).format(count) });
}
