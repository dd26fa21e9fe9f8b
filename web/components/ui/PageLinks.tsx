import { useAtomValue } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { pageLinks } from '../../../core/page-links';
import { numberFormat } from '../../../core/number-format';
import { languageAtom } from '../../i18n/language';

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 ring-slate-200 ' +
  'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const OTHER = `${LINK} bg-white text-slate-700`;
const CURRENT = `${LINK} bg-brand-700 text-white ring-brand-700 hover:bg-brand-800`;

/** What PageLinks gives each link: its look, its relation and its names. */
export interface PageLinkProps {
  className: string;
  rel?: 'prev' | 'next';
  'aria-label'?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

interface PageLinksProps {
  page: number;
  pageCount: number;
  texts: { label: string; previous: string; next: string; page: (number: string) => string };
  className?: string;
  /** The link to page `n` (a router link to the list's address with that page), with the props given. */
  link: (n: number, props: PageLinkProps) => ReactElement;
}

/**
 * Links to a list's other pages (/products' pages, a product's reviews), as plain links a crawler follows and that
 * work without JavaScript: previous and next, the first, the last and two either side of the current (marked
 * `aria-current`), a gap where pages are left out. Nothing when the list fits one page.
 */
export function PageLinks({ page, pageCount, texts, className = '', link }: PageLinksProps) {
  const format = numberFormat(useAtomValue(languageAtom));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={texts.label} className={`flex flex-wrap items-center justify-center gap-2 ${className}`}>
      {page > 1 && link(page - 1, { className: OTHER, rel: 'prev', children: texts.previous })}
      <ul className="flex flex-wrap items-center gap-2">
        {pageLinks(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              {link(n, {
                className: n === page ? CURRENT : OTHER,
                'aria-label': texts.page(format.format(n)),
                'aria-current': n === page ? 'page' : undefined,
                children: format.format(n),
              })}
            </li>
          ),
        )}
      </ul>
      {page < pageCount && link(page + 1, { className: OTHER, rel: 'next', children: texts.next })}
    </nav>
  );
}
