import { Hono } from 'hono';
import { catalogueSubsetQuery } from '../../core/api/catalogue';
import { activeCatalogue } from '../../core/catalogue-scope';
import { catalogueSubset } from '../../core/catalogue-subset';
import { dictionaryOf } from '../../core/language';
import { forDictionary } from '../../core/shop-catalogue';
import { catalogueOfVersion } from '../catalogue/versions';
import { notFound } from '../lib/errors';
import { IMMUTABLE_CACHE } from '../lib/security-headers';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

/**
 * GET /api/catalogue: part of a published version (core/api/catalogue.ts `catalogueSubsetQuery`), for a page of a
 * large catalogue whose cart or wishlist names products the page does not carry. A version never changes, so
 * neither does the answer: anyone may keep it for a year.
 */
export const catalogue = new Hono<AppEnv>().get('/', validate('query', catalogueSubsetQuery), async (c) => {
  const { version, language, products } = c.req.valid('query');
  const current = activeCatalogue();
  const asked = version === current.version ? current : await catalogueOfVersion({ db: c.get('db'), bucket: c.env.MEDIA }, version);
  if (!asked) throw notFound('No such catalogue version');
  c.header('Cache-Control', IMMUTABLE_CACHE);
  return c.json(forDictionary(catalogueSubset(asked, products), dictionaryOf(language)));
});
