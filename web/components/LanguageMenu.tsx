import { useAtom } from 'jotai';
import { LANGUAGES, isLanguage } from '../../core/language';
import { useT } from '../i18n';
import { languageAtom } from '../state/language';

export function LanguageMenu() {
  const t = useT();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={language}
        onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
