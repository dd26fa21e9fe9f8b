import { useAtom } from 'jotai';
import { LANGUAGES, nativeNameOf } from '../../../core/language';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

/**
 * The mobile menu's languages: one button per language, each named in its own language, the shown one pressed.
 * Choosing one applies it at once, whichever it is (WCAG 3.2.2: no language is on the way to another).
 */
export function LanguageList() {
  const t = useT();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <div role="group" aria-label={t('language.label')}>
      <ul className="flex flex-wrap gap-2">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-pressed={code === language}
              onClick={() => void setLanguage(code)}
              className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
            >
              {nativeNameOf(code)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
