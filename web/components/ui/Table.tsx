import type { ReactNode } from 'react';

export interface TableColumn {
  label: ReactNode;
  /** Figures (prices, totals) line up at the end. */
  end?: boolean;
}

/** `boxed`: a reference table on a page of its own, framed, its head tinted; `bare`: a list inside a panel. */
type Look = 'boxed' | 'bare';

const LOOKS: Record<Look, { box: string; head: string; heading: (last: boolean) => string }> = {
  boxed: {
    box: 'overflow-x-auto rounded-2xl border border-slate-200',
    head: 'bg-slate-50 text-slate-700',
    heading: () => 'px-4 py-3 align-bottom font-semibold',
  },
  bare: {
    box: 'overflow-x-auto',
    head: 'text-slate-500',
    heading: (last) => `py-2 font-medium ${last ? '' : 'pe-4'}`,
  },
};

/**
 * A table of rows the caller draws (`children`), under a head of column labels, scrolling sideways inside its box
 * when the screen is narrower than it. The caption, when given, is for screen readers: a heading above says it.
 */
export function Table({
  columns,
  caption,
  look = 'boxed',
  className = '',
  bodyClassName = '',
  children,
}: {
  columns: readonly (TableColumn | false)[];
  caption?: string;
  look?: Look;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const { box, head, heading } = LOOKS[look];
  const shown = columns.filter((column): column is TableColumn => column !== false);
  return (
    <div className={`${box} ${className}`}>
      <table className="w-full text-start text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={head}>
          <tr>
            {shown.map((column, i) => (
              <th key={i} scope="col" className={`${heading(i === shown.length - 1)} ${column.end ? 'text-end' : 'text-start'}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${bodyClassName}`}>{children}</tbody>
      </table>
    </div>
  );
}
