import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { localeOf } from '../../../core/language';
import { useT } from '../../i18n';
import { useReadyMark } from '../../lib/ready';
import { languageAtom } from '../../i18n/language';
import { Icon } from '../ui/Icon';

/** When the legal texts last changed, unless a page says otherwise (the terms). */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 1));
/** When the privacy and cookie texts last changed: each processor, retention and cookie as the code has them. */
export const PRIVACY_UPDATED = new Date(Date.UTC(2026, 10, 26));

export interface LegalSection {
  heading: string;
  /** The section's paragraph: a text, or a text with links in it (LinkedText). */
  body: ReactNode;
  /** What follows the paragraph: a list (LegalList) or a table. */
  details?: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** When this page's text last changed. */
  updated?: Date;
}

/** The layout shared by /privacy, /terms and /cookies: a title, a date and short headed sections. */
export function LegalPage({ title, intro, sections, updated: changed = LAST_UPDATED }: LegalPageProps) {
  useReadyMark('page');
  const t = useT();
  const language = useAtomValue(languageAtom);
  const updated = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(changed);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6">
      <Link to="/" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800">
        <Icon name="arrow-start" className="size-4" />
        {t('common.backHome')}
      </Link>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">{t('store.legal.updated', { date: updated })}</p>
      <p className="mt-8 text-lg leading-relaxed text-slate-700">{intro}</p>
      {sections.map(({ heading, body, details }) => (
        <section key={heading} className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
          <p className="mt-3 leading-relaxed text-slate-700">{body}</p>
          {details}
        </section>
      ))}
    </article>
  );
}

/** A section's list of points, each a text or a text with links. */
export function LegalList({ items }: { items: readonly { key: string; text: ReactNode }[] }) {
  return (
    <ul className="mt-3 list-disc space-y-3 ps-6 leading-relaxed text-slate-700 marker:text-brand-600">
      {items.map(({ key, text }) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}
