import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { LANGUAGES, type Language, dictionaryOf } from '../core/language';
import { PAGES, PAGE_PATHS, localisedPath, prerenderedDocumentPath } from '../core/pages';
import { productPagePaths } from '../core/product-pages';
import { loadDictionary, recordKeysInto } from './i18n';
import { DICTIONARY_LOADERS } from '../i18n/dictionaries';
import { enInitial } from '../i18n/en-initial';
import { pickTexts, textKeys } from '../i18n/pick';
import { createAppRouter } from './router';
import { shownLanguageAtom } from './i18n/language';

/**
 * The pages the worker serves prerendered, in each language, with where the asset layer keeps each document:
 * the prerendered pages of core/pages.ts and every product and package page.
 */
export function prerenderedPages() {
  return [...PAGE_PATHS.filter((path) => PAGES[path].prerendered), ...productPagePaths()].flatMap((path) =>
    LANGUAGES.map((language) => ({ path, language, documentPath: prerenderedDocumentPath(path, language) })),
  );
}

/** This bundle's own copy of core/catalogue-scope.ts: whoever renders with it says which version it renders. */
export { provideCatalogue } from '../core/catalogue-scope';

/**
 * One page's markup in one language, as the build writes it into the document (scripts/prerender.ts),
 * with the texts the browser needs to adopt it: those the render read, and those of the home page, the
 * header and footer and their first answers (i18n/en-initial.ts), so no dictionary is downloaded first.
 */
export async function renderPage(path: string, language: Language): Promise<{ markup: string; texts: object }> {
  await loadDictionary(language);
  getDefaultStore().set(shownLanguageAtom, language);
  const router = createAppRouter(language, createMemoryHistory({ initialEntries: [localisedPath(path, language)] }));
  const read = new Set<string>(textKeys(enInitial));
  recordKeysInto(read);
  try {
    await router.load();
    // One chunk: no Suspense boundary is streamed in later, so the markup needs no inline script.
    const { prelude } = await prerender(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { markup: await new Response(prelude).text(), texts: pickTexts(await DICTIONARY_LOADERS[dictionaryOf(language)](), read) };
  } finally {
    recordKeysInto(undefined);
  }
}
