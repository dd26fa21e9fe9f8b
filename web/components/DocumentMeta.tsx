import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { normalisePath, pageNameOf } from '../../core/pages';
import { entryAtPath, entryTextKeys } from '../../core/product-pages';
import { useT } from '../i18n';

/**
 * Keeps the document's <title> and meta description on the page shown, in the shopper's language, as the
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
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
