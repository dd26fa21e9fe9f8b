import { getDefaultStore } from 'jotai';
import { cartLinesAtom } from '../state/cart';
import { storedLanguage } from '../state/language';
import { wishlistAtom } from '../state/wishlist';

/**
 * Whether the browser's first render produces exactly the prerendered markup the document holds
 * (scripts/prerender.ts): English, the page's default view (no query), and nothing saved that shows
 * (cart lines, wishlist hearts). Otherwise the app renders afresh in its place.
 */
export function canHydrate(container: HTMLElement): boolean {
  const store = getDefaultStore();
  return (
    container.dataset.prerendered !== undefined &&
    location.search === '' &&
    storedLanguage() === 'en' &&
    store.get(cartLinesAtom).length === 0 &&
    store.get(wishlistAtom).length === 0
  );
}
