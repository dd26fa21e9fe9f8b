import type { Language } from '../../core/language';

/** The id of the script element holding a prerendered page's texts (JSON, written by the worker from web/render.tsx). */
export const PAGE_TEXTS_ID = 'page-texts';

/**
 * Whether React can adopt the document's markup (rendered by the worker, web/render.tsx) rather than render the page in its
 * place: the markup is in the language the app shows. What the prerender cannot know (the saved cart
 * and wishlist, the query string) is shown just after (./useAfterHydration.ts).
 */
export function canHydrate(container: HTMLElement, language: Language): boolean {
  return container.dataset.prerendered === language;
}

/** The texts the prerendered page brought in its language. */
export function readPageTexts(): object {
  return JSON.parse(document.getElementById(PAGE_TEXTS_ID)?.textContent || '{}') as object;
}
