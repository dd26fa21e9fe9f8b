import { RouterProvider, createRouter } from '@tanstack/react-router';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './components/NotFound';
import { loadDeferredEnglish, loadDictionary } from './i18n';
import { storedLanguage } from './state/language';
import { routeTree } from './routeTree.gen';
// sonner's stylesheet is bundled here: it injects it inline otherwise, which the CSP refuses (vite.config.ts).
import 'sonner/dist/styles.css';
import './styles.css';

// The worker gives each document a style nonce (see worker/lib/security-headers.ts); the dialogs'
// scroll lock puts it on the one <style> element it injects.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFound,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// A page other than home needs the English texts home leaves out (web/routes/__root.tsx waits for them):
// their download starts now. Not awaited here: that module imports this bundle, still evaluating.
if (location.pathname !== '/') void loadDeferredEnglish();

// A French or Arabic shopper's dictionary arrives before the first render, so no English flashes.
await loadDictionary(storedLanguage());

// A transition: React renders the page in small slices, so the main thread never stays blocked long.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
