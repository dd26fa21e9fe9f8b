import type { ShopCatalogue } from './shop-catalogue';

/**
 * Which published catalogue version the code running now reads. Core's catalogue functions (getProduct,
 * deals(), isClaim…) answer from it, so the code that shows, prices and describes products is the same
 * whichever version it serves. Whoever runs the code says where it comes from, once, at start:
 * - the browser: the version its document was rendered with (web/state/catalogue.ts);
 * - the worker: the version read for the request, render or task it is running, kept per async context
 *   (worker/catalogue/scope.ts), so two renders of two versions in one isolate never see each other's;
 * - the unit tests: version 1 (test/unit/setup.ts).
 */
let source: (() => ShopCatalogue) | undefined;

export function provideCatalogue(current: () => ShopCatalogue): void {
  source = current;
}

export function activeCatalogue(): ShopCatalogue {
  if (!source) throw new Error('No catalogue provided: call provideCatalogue at start (core/catalogue-scope.ts)');
  return source();
}
