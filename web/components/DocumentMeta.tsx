import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { directionOf } from '../../core/language';
import { pageNameOf } from '../../core/pages';
import { useT } from '../i18n';
import { languageAtom } from '../state/language';

/**
 * Keeps <html lang dir> on the shopper's language, changed in the same commit as the page's texts. Keeps
 * the document's <title> and meta description on the page shown, in the shopper's language, as the
 * shopper moves between pages or switches language: the same texts the worker writes into the document
 * it serves (worker/documents/pages.ts).
 */
export function DocumentMeta() {
  const t = useT();
  const page = pageNameOf(useLocation().pathname);
  const title = t(`meta.${page}.title`);
  const description = t(`meta.${page}.description`);
  const language = useAtomValue(languageAtom);
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
