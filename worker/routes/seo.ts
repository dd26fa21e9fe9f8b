import { Hono } from 'hono';
import { siteOrigin } from '../lib/env';
import { escapeHtml } from '../lib/html';
import { PAGES, PAGE_PATHS } from '../../core/pages';
import { PRODUCT_PAGE_PATHS } from '../../core/product-pages';
import type { AppEnv } from '../lib/app-env';

/** Crawlers may re-read these often; an hour of caching spares the worker without hiding changes for long. */
const CACHE = 'public, max-age=3600';

/** Paths with nothing to index: the API, the worker's own tools, and the pages core/pages.ts does not index. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/test-payment',
  '/test-subscription',
  '/dev/',
  ...PAGE_PATHS.filter((path) => !PAGES[path].indexed),
];

/** robots.txt and sitemap.xml, both pointing at the shop's public origin. */
export const seo = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    c.header('Cache-Control', CACHE);
    return c.text(lines.join('\n'));
  })
  .get('/sitemap.xml', (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const indexed = [...PAGE_PATHS.filter((path) => PAGES[path].indexed), ...PRODUCT_PAGE_PATHS];
    const urls = indexed.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    c.header('Cache-Control', CACHE);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
