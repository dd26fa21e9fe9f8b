import { RouterProvider } from '@tanstack/react-router';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadDeferredEnglish, loadDictionary } from './i18n';
import { canHydrate } from './lib/prerendered';
import { pageSaysWhenReady } from './lib/ready';
import { createAppRouter } from './router';
import { storedLanguage } from './state/language';

// The worker gives each document a style nonce (see worker/lib/security-headers.ts); the dialogs'
// scroll lock puts it on the one <style> element it injects.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const router = createAppRouter();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A page other than home needs the English texts home leaves out (web/routes/__root.tsx waits for them):
// their download starts now. Not awaited at the top: that module imports this bundle, still evaluating.
const deferredEnglish = location.pathname === '/' ? undefined : loadDeferredEnglish();

const hydrating = canHydrate(container);
// Its only use was to keep a French or Arabic shopper from seeing the English markup (web/styles.css).
delete container.dataset.prerendered;
if (hydrating) {
  // The page's markup came with the document (scripts/prerender.ts): React adopts it in slices (a
  // transition), without building or laying out the page again.
  pageSaysWhenReady();
  // Hydrating before the router has resolved the page would suspend on it, and the router resolves
  // only once rendered: so it resolves first, unrendered, then React adopts the markup.
  const unsubscribe = router.subscribe('onResolved', async () => {
    unsubscribe();
    await deferredEnglish;
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
  // The markup has no Suspense boundary around the matches: neither may the first render.
  router.ssr = { manifest: undefined };
  void router.load();
} else {
  // A French or Arabic shopper's dictionary arrives before the first render, so no English flashes.
  await loadDictionary(storedLanguage());
  container.replaceChildren();
  // A transition: React renders the page in small slices, so the main thread never stays blocked long.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
