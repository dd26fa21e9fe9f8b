import { createMiddleware } from 'hono/factory';
import { currentCatalogue } from '../catalogue/published';
import { shopCatalogueOfPublished, withCatalogue } from '../catalogue/scope';
import type { AppEnv } from '../lib/app-env';

/**
 * Serves the request from the published catalogue version current when it arrived (worker/catalogue/scope.ts):
 * its pages, prices and names all come from that one version, even if a publish lands meanwhile.
 */
export const catalogueVersion = createMiddleware<AppEnv>(async (c, next) => {
  const catalogue = shopCatalogueOfPublished(await currentCatalogue(c.env.DB, c.get('db'), c.env.MEDIA));
  await withCatalogue(catalogue, next);
});
