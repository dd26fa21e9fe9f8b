import { Fragment, type ReactNode } from 'react';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * What to pass for a `{{name}}` placeholder that LinkedText then fills with an element:
 * `<LinkedText text={t(key, { link: slot('link') })} parts={{ link: <Link …/> }} />`. The marks are
 * private-use characters, which no translation contains.
 */
export function slot(name: string): string {
  return `${OPEN}${name}${CLOSE}`;
}

/** A translated text with elements (links) in its placeholders' places, so a link is a real link, not an address in prose. */
export function LinkedText({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  // split() with a capturing group: the text's pieces at even indexes, the slots' names at odd ones.
  return text.split(SLOT).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece));
}

/** How links inside the legal texts look. */
export const textLink = 'font-semibold text-brand-800 underline underline-offset-4 hover:no-underline';
