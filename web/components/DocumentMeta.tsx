import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { directionOf } from '../../core/language';
import { normalisePath, pageNameOf } from '../../core/pages';
import { entryAtPath, entryTextKeys } from '../../core/product-pages';
import { useT } from '../i18n';
import { languageAtom } from '../i18n/language';

/**
 * Keeps <html lang dir> on the shopper's language, changed in the same commit as the page's texts. Keeps
 * the document's <title> and meta description on the page shown, in the shopper's language, as the
 * shopper moves between pages or switches language: the same texts the worker writes into the document
 * it serves (worker/documents/pages.ts). A product page's are its product's name and description.
 */
export function DocumentMeta() {
  const t = useT();
  const { pathname } = useLocation();
  const page = pageNameOf(pathname);
  const entry = page === 'product' ? entryAtPath(normalisePath(pathname)) : undefined;
  const keys = entry && entryTextKeys(entry);
  const params = keys && { name: t(keys.name), description: t(keys.description) };
  const title = t(`meta.${page}.title`, params);
  const description = t(`meta.${page}.description`, params);
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
