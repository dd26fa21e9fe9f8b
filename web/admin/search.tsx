import type { FormEvent, ReactNode } from 'react';
import { navigate, useLocation } from './navigation';
import { primaryButton } from './ui';

/** A list page's filters live in its address, so a search can be bookmarked, shared and gone back to. */
export function useQueryParams(): { params: URLSearchParams; page: number; apiQuery: string; goTo: (page: number) => void } {
  const url = useLocation();
  const params = url.searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    navigate(`${url.pathname}?${copy}`);
  };
  return { params, page, apiQuery: params.toString(), goTo };
}

/** The filters' form: submitting it puts its fields into the address (back to page 1). */
export function SearchForm({ label, children, className = 'mb-6' }: { label: string; children: ReactNode; className?: string }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value.trim()) query.set(name, value.trim());
    navigate(`${location.pathname}${query.size ? `?${query}` : ''}`);
  };
  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className={`${className} flex flex-wrap items-end gap-4`}>
      {children}
      <button type="submit" className={primaryButton}>
        Search
      </button>
    </form>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      {children}
    </label>
  );
}
