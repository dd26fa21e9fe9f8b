import { LANGUAGES, type Language } from '../../../core/language';
import { localisedPath } from '../../../core/pages';

/** Where the saved draft is shown as shoppers would see it (worker/routes/admin-pages.ts): behind Access, never indexed. */
export function previewAddress(path: string, language: Language): string {
  return `/admin/preview${localisedPath(path, language)}`;
}

/** The console is in English: the languages are named in English ("French"). */
const ENGLISH_NAMES = new Intl.DisplayNames('en', { type: 'language' });

/**
 * Links to a page of the saved draft in each language, each in a new tab. Unsaved changes are not in it:
 * the preview renders what "Save draft" stored.
 */
export function PreviewLinks({ path, label }: { path: string; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-semibold text-slate-800">{label} (saved draft):</span>
      {LANGUAGES.map((language) => (
        <a key={language} href={previewAddress(path, language)} target="_blank" rel="noopener" className="text-brand-800 underline">
          {ENGLISH_NAMES.of(language)}
        </a>
      ))}
    </nav>
  );
}
