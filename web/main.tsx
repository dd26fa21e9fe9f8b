import { RouterProvider } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLanguagePath } from '../core/pages';
import { addPageTexts, loadDictionary } from './i18n';
import { canHydrate, readPageTexts } from './lib/prerendered';
import { pageSaysWhenReady } from './lib/ready';
import { createAppRouter } from './router';
import { carriesWholeCatalogue } from '../core/catalogue-subset';
import { adoptPageCatalogue, markFirstPageShown } from './state/catalogue';
import { languageAtom, rememberLanguage } from './i18n/language';
import { adoptPageReviews } from './state/reviews';

// Before anything reads a product: the page's catalogue version (modules read it when used, never as they load).
adoptPageCatalogue();
// And the ratings it was rendered with, so that the first render draws the same stars (web/state/reviews.ts).
adoptPageReviews();

// The language the worker served the page in: saved again, so the cookie lasts a year from this visit.
const language = getDefaultStore().get(languageAtom);
rememberLanguage(language);

// A page of a large catalogue first asks for the products its saved cart and wishlist name (web/state/catalogue.ts).
if (carriesWholeCatalogue()) start();
else void import('./state/catalogue-parts').then(({ fillPageCatalogue }) => fillPageCatalogue(language)).then(start, start);

function start() {
  const router = createAppRouter(language);
  const resolved = router.subscribe('onResolved', () => {
    resolved();
    markFirstPageShown();
  });
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  const hydrating = canHydrate(container, language);
  // Its other use was to hide markup in another language than the page's (web/styles.css).
  delete container.dataset.prerendered;
  if (hydrating) {
    // The page's markup and texts came with the document (web/render.tsx, by the worker): React adopts the markup
    // in slices (a transition), without building or laying out the page again.
    addPageTexts(language, readPageTexts(), splitLanguagePath(location.pathname).path);
    pageSaysWhenReady();
    // Hydrating before the router has resolved the page would suspend on it, and the router resolves
    // only once rendered: so it resolves first, unrendered, then React adopts the markup.
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe();
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
    // The markup has no Suspense boundary around the matches: neither may the first render.
    router.ssr = { manifest: undefined };
    void router.load();
  } else {
    // No markup to adopt (an unknown address's shell, Vite's dev server): the page is drawn in the shopper's
    // language once its dictionary has come. Not a top-level await: the bundler puts this module in the chunk
    // the dictionaries import, which would wait on it forever.
    void loadDictionary(language).then(() => {
      container.replaceChildren();
      // A transition: React renders the page in small slices, so the main thread never stays blocked long.
      const root = createRoot(container);
      startTransition(() => root.render(app));
    });
  }
}
