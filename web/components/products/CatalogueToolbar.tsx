import { CATEGORIES, type Category, categoryKey } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { SORTS, type Sort } from '../../../core/catalogue-search';

interface CatalogueToolbarProps {
  category: Category | undefined;
  sort: Sort;
  onCategoryChange(category: Category | undefined): void;
  onSortChange(sort: Sort): void;
}

const SORT_LABELS = {
  featured: 'store.catalogue.sort.featured',
  'price-asc': 'store.catalogue.sort.priceAsc',
  'price-desc': 'store.catalogue.sort.priceDesc',
  rating: 'store.catalogue.sort.rating',
} as const satisfies Record<Sort, string>;

const chip = 'rounded-full px-4 py-2 text-sm font-semibold transition-colors';

/** Category chips (toggle buttons, one pressed at a time) and the sort order. */
export function CatalogueToolbar({ category, sort, onCategoryChange, onSortChange }: CatalogueToolbarProps) {
  const t = useT();
  const options: (Category | undefined)[] = [undefined, ...CATEGORIES];
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <div role="group" aria-label={t('store.catalogue.filterLabel')} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option === category;
          return (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onCategoryChange(option)}
              className={`${chip} ${pressed ? 'bg-brand-700 text-white shadow-sm' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800'}`}
            >
              {option ? t(categoryKey(option)) : t('store.catalogue.all')}
            </button>
          );
        })}
      </div>
      <label className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-slate-700">
        {t('store.catalogue.sortLabel')}
        <select
          value={sort}
          onChange={(event) => onSortChange(event.target.value as Sort)}
          className="max-w-full rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm"
        >
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {t(SORT_LABELS[option])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
