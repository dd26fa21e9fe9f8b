import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { localeOf } from '../../../core/language';
import { useT } from '../../i18n';
import { useReadyMark } from '../../lib/ready';
import { languageAtom } from '../../state/language';
import { Icon } from '../ui/Icon';

/** When the privacy, terms and cookie texts last changed. */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 1));

interface LegalPageProps {
  title: string;
  intro: string;
  sections: readonly { heading: string; body: string }[];
}

/** The layout shared by /privacy, /terms and /cookies: a title, a date and short headed sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  useReadyMark('page');
  const t = useT();
  const language = useAtomValue(languageAtom);
  const updated = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(LAST_UPDATED);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6">
      <Link to="/" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800">
        <Icon name="arrow-start" className="size-4" />
        {t('common.backHome')}
      </Link>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">{t('store.legal.updated', { date: updated })}</p>
      <p className="mt-8 text-lg leading-relaxed text-slate-700">{intro}</p>
      {sections.map(({ heading, body }) => (
        <section key={heading} className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
          <p className="mt-3 leading-relaxed text-slate-700">{body}</p>
        </section>
      ))}
    </article>
  );
}
