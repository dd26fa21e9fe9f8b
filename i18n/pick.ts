import { isPluralForms } from './plural';

type Texts = { [key: string]: string | object };

/** Every text's key in a dictionary or part of one, e.g. 'nav.home' (a counted text is one key). */
export function textKeys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' || isPluralForms(value) ? [path] : textKeys(value as object, path);
  });
}

/** The part of a dictionary holding the given keys, in the dictionary's own nesting. */
export function pickTexts(dictionary: object, keys: Iterable<string>): object {
  const picked: Texts = {};
  for (const key of keys) {
    const parts = key.split('.');
    const value = parts.reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], dictionary);
    if (value === undefined) throw new Error(`No text at ${key}`);
    let into = picked;
    for (const part of parts.slice(0, -1)) into = (into[part] ??= {}) as Texts;
    into[parts[parts.length - 1]] = value as string | object;
  }
  return picked;
}
