import { Hono } from 'hono';
import { siteOrigin } from '../lib/env';
import { escapeHtml } from '../lib/html';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/language';
import { PAGES, PAGE_PATHS, languageVersions, localisedPath } from '../../core/pages';
import { productPagePaths } from '../../core/product-pages';
import type { AppEnv } from '../lib/app-env';

/** Crawlers may re-read these often; an hour of caching spares the worker without hiding changes for long. */
const CACHE = 'public, max-age=3600';

/** Paths with nothing to index: the API, the worker's own tools, and the pages core/pages.ts does not index, in every language. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/test-payment',
  '/test-subscription',
  '/dev/',
  ...LANGUAGES.flatMap((language) => PAGE_PATHS.filter((path) => !PAGES[path].indexed).map((path) => localisedPath(path, language))),
];

/**
 * One <url> per indexed page and language, each naming all the page's language versions and `x-default`
 * (the default language's address), as the hreflang links of the documents do.
 */
function sitemapEntries(origin: string): string[] {
  const indexed = [...PAGE_PATHS.filter((path) => PAGES[path].indexed), ...productPagePaths()];
  return indexed.flatMap((path) => {
    const versions = languageVersions(path).map((version) => ({ hreflang: version.language as string, url: origin + version.path }));
    const links = [...versions, { hreflang: 'x-default', url: origin + localisedPath(path, DEFAULT_LANGUAGE) }]
      .map((version) => `<xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${escapeHtml(version.url)}"/>`)
      .join('');
    return versions.map((version) => `  <url><loc>${escapeHtml(version.url)}</loc>${links}</url>`);
  });
}

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
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...sitemapEntries(origin),
      '</urlset>',
      '',
    ].join('\n');
    c.header('Cache-Control', CACHE);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
