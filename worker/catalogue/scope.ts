import { AsyncLocalStorage } from 'node:async_hooks';
import { provideCatalogue } from '../../core/catalogue-scope';
import { type ShopCatalogue, shopCatalogueOf } from '../../core/shop-catalogue';
import type { Db } from '../db/client';
import { type PublishedCatalogue, currentCatalogue } from './published';

/**
 * The catalogue version each request, render and scheduled task reads (core/catalogue-scope.ts), kept per
 * async context: two requests served by one isolate at once, one before a publish and one after, each see
 * their own version to the end, including inside React's render of their page.
 */
export const catalogueStorage = new AsyncLocalStorage<ShopCatalogue>();

provideCatalogue(() => {
  const catalogue = catalogueStorage.getStore();
  if (!catalogue) throw new Error('No catalogue version in this context: run it inside withCatalogue (worker/catalogue/scope.ts)');
  return catalogue;
});

/** One ShopCatalogue per published document, built once per isolate. */
const built = new WeakMap<PublishedCatalogue['document'], ShopCatalogue>();

export function shopCatalogueOfPublished({ document }: PublishedCatalogue): ShopCatalogue {
  let catalogue = built.get(document);
  if (!catalogue) built.set(document, (catalogue = shopCatalogueOf(document)));
  return catalogue;
}

export function withCatalogue<T>(catalogue: ShopCatalogue, run: () => T): T {
  return catalogueStorage.run(catalogue, run);
}

/** Runs `run` with the current published version (a scheduled task, a queue batch). */
export async function withPublishedCatalogue<T>(env: Pick<Env, 'DB' | 'MEDIA'>, db: Db, run: () => Promise<T>): Promise<T> {
  return withCatalogue(shopCatalogueOfPublished(await currentCatalogue(env.DB, db, env.MEDIA)), run);
}
