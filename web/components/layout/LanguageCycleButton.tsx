import { useAtom } from 'jotai';
import { nativeNameOf, nextLanguage } from '../../../core/language';
import { useT } from '../../i18n';
import { languageAtom } from '../../state/language';
import { Icon } from '../ui/Icon';

/** The mobile menu's language button: each press moves on to the next language (en → fr → ar → en). */
export function LanguageCycleButton({ className = '' }: { className?: string }) {
  const t = useT();
  const [language, setLanguage] = useAtom(languageAtom);
  const next = nextLanguage(language);
  const current = nativeNameOf(language);
  return (
    <button
      type="button"
      onClick={() => void setLanguage(next)}
      aria-label={t('store.header.languageCycle', { current, next: nativeNameOf(next) })}
      className={className}
    >
      <Icon name="globe" className="size-5" />
      <span lang={language}>{current}</span>
    </button>
  );
}
