import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageNameOf } from '../../core/pages';
import { useT } from '../i18n';

/**
 * Keeps the document's <title> and meta description on the page shown, in the shopper's language, as the
 * shopper moves between pages or switches language: the same texts the worker writes into the document
 * it serves (worker/documents/pages.ts).
 */
export function DocumentMeta() {
  const t = useT();
  const page = pageNameOf(useLocation().pathname);
  const title = t(`meta.${page}.title`);
  const description = t(`meta.${page}.description`);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
