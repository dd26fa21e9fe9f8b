import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { PAGES, prerenderedDocumentPath } from '../worker/lib/pages';
import { loadDeferredEnglish } from './i18n';
import { createAppRouter } from './router';

/** The pages the worker serves prerendered, each with where the asset layer keeps its document. */
export const PRERENDERED_PAGES = Object.entries(PAGES)
  .filter(([, page]) => page.prerendered)
  .map(([path]) => ({ path, documentPath: prerenderedDocumentPath(path) }));

/** One page's markup in English as the build writes it into the document (scripts/prerender.ts). */
export async function renderPage(path: string): Promise<string> {
  await loadDeferredEnglish();
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // One chunk: no Suspense boundary is streamed in later, so the markup needs no inline script.
  const { prelude } = await prerender(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
