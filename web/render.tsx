import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { Provider, createStore } from 'jotai';
import { type ReactElement, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { type Language, dictionaryOf } from '../core/language';
import { isPagePath, localisedPath } from '../core/pages';
import { TextKeysRead, loadDictionary } from './i18n';
import { DICTIONARY_LOADERS } from '../i18n/dictionaries';
import { enInitial } from '../i18n/en-initial';
import { pickTexts, textKeys } from '../i18n/pick';
import { createAppRouter } from './router';
import { shownLanguageAtom } from './i18n/language';
import type { PageReviews } from '../core/review-pages';
import { NO_RATINGS } from '../core/reviews';
import { provideReviews } from './state/reviews';
import { APP_DRAWN_PAGE_AREAS } from './i18n/app-drawn-texts';

/** The worker writes the page's texts into this script element (web/lib/prerendered.ts reads them). */
export { PAGE_TEXTS_ID } from './lib/prerendered';

/**
 * This bundle's own copy of core/catalogue-scope.ts: the worker says once where its catalogue functions read
 * the version to render (the version of the request being served, worker/documents/rendered-pages.ts).
 */
export { provideCatalogue } from '../core/catalogue-scope';

export interface RenderOptions {
  /** Puts the app inside what the caller provides (a context of its own); the app as it is by default. */
  wrap?: (app: ReactElement) => ReactElement;
  /** The address's query string (`?page=2`), for a page that renders one; none by default. */
  query?: string;
  /** The shop's ratings and a product page's review list, as the document carries them; none by default. */
  reviews?: PageReviews;
}

/**
 * One page's markup in one language, rendered by the worker on a miss (worker/documents/rendered-pages.ts),
 * with the texts the browser needs to adopt it: those the render read, those of the home page, the header and
 * footer and their first answers (i18n/en-initial.ts), and for a page drawn in the browser those its content
 * starts with, so no dictionary is downloaded first.
 * Everything a render changes is its own: a jotai store holding its language and reviews and a set noting the keys it
 * reads. Two renders running at once in one isolate share only the loaded dictionaries, which never change.
 */
export async function renderPage(
  path: string,
  language: Language,
  { wrap = (app) => app, query = '', reviews = { ratings: NO_RATINGS, reviewPage: null } }: RenderOptions = {},
): Promise<{ markup: string; texts: object }> {
  await loadDictionary(language);
  const dictionary = await DICTIONARY_LOADERS[dictionaryOf(language)]();
  const store = createStore();
  store.set(shownLanguageAtom, language);
  provideReviews(store, reviews);
  const router = createAppRouter(language, createMemoryHistory({ initialEntries: [localisedPath(path, language) + query] }));
  const read = new Set<string>([...textKeys(enInitial), ...appDrawnKeys(path, dictionary)]);
  await router.load();
  // One chunk: no Suspense boundary is streamed in later, so the markup needs no inline script.
  const { prelude } = await prerender(
    <StrictMode>
      {wrap(
        <Provider store={store}>
          <TextKeysRead value={read}>
            <RouterProvider router={router} />
          </TextKeysRead>
        </Provider>,
      )}
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = withoutImagePreloads(await new Response(prelude).text());
  return { markup, texts: pickTexts(dictionary, read) };
}

/**
 * React puts a preload <link> before the markup for each image it renders; inside the app's mount point
 * they would compete with the stylesheet and the script. The worker asks for the page's lead image itself.
 */
function withoutImagePreloads(markup: string): string {
  return markup.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
}

/**
 * The keys of the areas a page drawn in the browser (./i18n/app-drawn-texts.ts) starts with, beside those the
 * render reads: its content is drawn after React adopts the layout, from texts the document brings.
 */
function appDrawnKeys(path: string, dictionary: object): string[] {
  const areas = isPagePath(path) ? APP_DRAWN_PAGE_AREAS[path] : undefined;
  // An area is picked whole (pickTexts refuses one the dictionary lacks), then listed key by key.
  return (areas ?? []).flatMap((area) => textKeys(pickTexts(dictionary, [area])));
}
