import { useAtom } from 'jotai';
import type { KeyboardEvent } from 'react';
import { LANGUAGES, isLanguage, nativeNameOf } from '../../core/language';
import { useT } from '../i18n';
import { languageAtom } from '../i18n/language';
import { Icon } from './ui/Icon';

/** Keys that, on a closed select, change its value (and so the page's language) at once. */
const CHANGES_AT_ONCE = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End']);

/**
 * A language is applied when chosen from the open list, never while the shopper moves through it (WCAG
 * 3.2.2): an arrow or a letter on the closed select opens its list instead of stepping to the next language,
 * as the select does on macOS. Where showPicker is missing the select keeps its own behaviour.
 */
function openListInstead(event: KeyboardEvent<HTMLSelectElement>) {
  const select = event.currentTarget;
  const steps = CHANGES_AT_ONCE.has(event.key) || (event.key.length === 1 && event.key !== ' ');
  if (!steps || event.altKey || event.ctrlKey || event.metaKey || !('showPicker' in select)) return;
  try {
    select.showPicker();
    event.preventDefault();
  } catch {
    // Not allowed here (no user activation, already open): the key does what it always did.
  }
}

/** The header's language choice on wide screens: a native select, labelled 'Language'. */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const t = useT();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <label className={`relative items-center text-sm ${className}`}>
      <span className="sr-only">{t('language.label')}</span>
      <Icon
        name="globe"
        className="pointer-events-none absolute start-1/2 top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 text-slate-700 xl:start-3 xl:size-4 xl:translate-x-0 xl:text-slate-500 rtl:translate-x-1/2 xl:rtl:translate-x-0"
      />
      {/* Below 1280 px the header is tight: the select shows only the globe until it is opened. */}
      <select
        value={language}
        onChange={(e) => isLanguage(e.target.value) && void setLanguage(e.target.value)}
        onKeyDown={openListInstead}
        className="h-10 w-10 cursor-pointer appearance-none rounded-full border border-slate-200 bg-white font-medium text-transparent hover:border-brand-600 xl:w-auto xl:appearance-auto xl:ps-9 xl:pe-3 xl:text-slate-700"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} className="text-slate-900">
            {nativeNameOf(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
