import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while React adopts a prerendered page (and in the worker's render), true from the render that
 * follows; always true when the app renders a page itself. Components that show what the build could not
 * know (the saved cart and wishlist, the query string) show the prerendered state first, so React can
 * adopt the markup as it is, and the shopper's own state a moment later.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
