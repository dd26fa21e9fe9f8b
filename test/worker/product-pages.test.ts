import { afterEach, describe, expect, it, vi } from 'vitest';
import { isClaim } from '../../core/claims';
import { products } from '../../core/catalogue';
import { activeCatalogue } from '../../core/catalogue-scope';
import { catalogueText } from '../../core/shop-catalogue';
import { deals } from '../../core/deals';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { env } from 'cloudflare:workers';
import { callWith } from './auth-helpers';
import { limitStock, unlimitStock } from './console-helpers';
import { realD1With } from './d1-fakes';
import { ORIGIN, call, document } from './http';

/*
 * A page per product and per package deal, /products/<slug> (/fr/products/<slug>, …): served prerendered in its address's language,
 * with what search engines and link previews read (JSON-LD, Open Graph, Twitter), and listed in the sitemap.
 */

const DICTIONARIES = { en, fr, ar };
const LANGUAGES = [
  ['en', 'ltr', 'en_US', ['fr_FR', 'ar_AR']],
  ['fr', 'ltr', 'fr_FR', ['en_US', 'ar_AR']],
  ['ar', 'rtl', 'ar_AR', ['en_US', 'fr_FR']],
] as const;

const unescape = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

interface Node {
  '@type': string;
  [key: string]: unknown;
}

/** A page at its address in a language (`/fr/products/…`). */
async function served(path: string, language: Language = 'en') {
  const res = await document(localisedPath(path, language));
  const html = await res.text();
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value === undefined ? undefined : unescape(value);
  };
  const meta = (key: string) => attribute(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
  return {
    status: res.status,
    html,
    lang: attribute(/<html lang="([^"]*)"/),
    dir: attribute(/<html lang="[^"]*" dir="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    hreflang: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]])),
    prerendered: attribute(/<div id="root" data-prerendered="([^"]*)">/),
    h1: attribute(/<h1[^>]*>([^<]*)<\/h1>/),
    meta,
    ogAlternates: [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]*)">/g)].map((m) => m[1]),
    jsonLd,
    nodes: jsonLd.flatMap((block) => (block['@graph'] as Node[] | undefined) ?? [block as Node]),
  };
}

const PAGES = [
  ...products().map((product) => ({ slug: product.slug, kind: 'product' as const, id: product.id, price: product.priceCents })),
  ...deals().map((deal) => ({ slug: deal.slug, kind: 'deal' as const, id: deal.id, price: deal.discountedCents })),
];

/** The page's name and description in the version the worker serves (version 1, core/shop-catalogue.ts). */
function textsOf(page: (typeof PAGES)[number], language: keyof typeof DICTIONARIES) {
  const words = (field: string) =>
    catalogueText(
      activeCatalogue(),
      language,
      page.kind === 'product' ? `content.catalogue.${page.id}.${field}` : `content.deals.${page.id}.${field}`,
    )!;
  return page.kind === 'product'
    ? { name: words('name'), description: words('description') }
    : { name: words('title'), description: words('description') };
}

afterEach(() => vi.restoreAllMocks());

describe('a page per product and per package deal', () => {
  it('exists for the 15 products and the 4 package deals', () => {
    expect(PAGES.map((page) => page.slug)).toHaveLength(19);
  });

  for (const [language, dir, locale, alternates] of LANGUAGES) {
    it.each(PAGES)(`${language}: /products/$slug is prerendered with its title, canonical URL, JSON-LD and link previews`, async (page) => {
      const path = `/products/${page.slug}`;
      const url = ORIGIN + localisedPath(path, language);
      const texts = textsOf(page, language);
      const doc = await served(path, language);
      expect(doc).toMatchObject({ status: 200, lang: language, dir, prerendered: language, canonical: url });
      const english = ORIGIN + path;
      expect(doc.hreflang).toEqual({ en: english, fr: `${ORIGIN}/fr${path}`, ar: `${ORIGIN}/ar${path}`, 'x-default': english });
      expect(doc.title).toBe(`${texts.name} | VitaGlow`);
      // Not the product's description, which may be a claim: a search result shows no dagger and no notice.
      const description = DICTIONARIES[language].meta.product.description.replace('{{name}}', texts.name);
      expect(doc.description).toBe(description);
      expect(doc.description).not.toContain(texts.description);
      expect(doc.h1).toBe(texts.name);

      // Open Graph and Twitter: this page, its language and the others, its own 1200×630 preview.
      const image = `${ORIGIN}/og/${page.slug}.png`;
      expect(doc.meta('og:title')).toBe(doc.title);
      expect(doc.meta('og:description')).toBe(description);
      expect(doc.meta('og:url')).toBe(url);
      expect(doc.meta('og:image')).toBe(image);
      expect([doc.meta('og:image:width'), doc.meta('og:image:height')]).toEqual(['1200', '630']);
      expect(doc.meta('og:locale')).toBe(locale);
      expect(doc.ogAlternates).toEqual(alternates);
      expect(doc.meta('twitter:card')).toBe('summary_large_image');
      expect(doc.meta('twitter:image')).toBe(image);

      // JSON-LD: the Product with its offer, and the trail Home › Products › name.
      expect(doc.html).not.toMatch(/aggregateRating|"review"|"Review"/);
      const product = doc.nodes.find((node) => node['@type'] === 'Product')!;
      // A description that is a structure/function claim is left out: a search result would show it with no dagger.
      const claimed = isClaim(
        page.kind === 'product' ? `content.catalogue.${page.id}.description` : `content.deals.${page.id}.description`,
      );
      expect(product.description).toBe(claimed ? undefined : texts.description);
      expect(product).toMatchObject({
        name: texts.name,
        sku: page.kind === 'product' ? page.id : `deal-${page.id}`,
        url,
        brand: { '@type': 'Brand', name: 'VitaGlow' },
        offers: {
          '@type': 'Offer',
          price: (page.price / 100).toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
        },
      });
      expect((product.image as string[])[0]).toBe(image);
      const breadcrumbs = doc.nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
      const nav = DICTIONARIES[language].nav;
      expect(breadcrumbs.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: nav.home, item: ORIGIN + localisedPath('/', language) },
        { '@type': 'ListItem', position: 2, name: nav.products, item: ORIGIN + localisedPath('/products', language) },
        { '@type': 'ListItem', position: 3, name: texts.name, item: url },
      ]);
    });
  }

  it('serves the preview images the pages name, as 1200×630 PNGs', async () => {
    for (const slug of ['multivitamin', 'essentials-package', 'vitaglow']) {
      const res = await call(`/og/${slug}.png`);
      expect(res.status, slug).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const view = new DataView(bytes.buffer);
      // The IHDR chunk: width and height, big-endian, after the 8-byte signature and the chunk's length and type.
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    }
  });

  it('says in its offer when stock is low or gone, for a product and for a package holding it', async () => {
    await limitStock('pre-workout', 0);
    await limitStock('creatine-gummies', 3);
    // Past the half minute an isolate keeps what it read of stock.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    const offer = async (path: string) =>
      (await served(path)).nodes.find((node) => node['@type'] === 'Product')!.offers as { availability: string };
    expect((await offer('/products/pre-workout')).availability).toBe('https://schema.org/OutOfStock');
    expect((await offer('/products/starter-package')).availability).toBe('https://schema.org/OutOfStock');
    expect((await offer('/products/creatine-gummies')).availability).toBe('https://schema.org/LimitedAvailability');
    expect((await offer('/products/multivitamin')).availability).toBe('https://schema.org/InStock');
    await unlimitStock('pre-workout');
    await unlimitStock('creatine-gummies');
  });

  it('still answers 200 when a read of the stock fails, with the stock it last read', async () => {
    await limitStock('pre-workout', 0);
    let down = false;
    const lost = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
    const failing: Record<string, unknown> = { bind: () => failing, run: lost, all: lost, first: lost, raw: lost };
    const DB = realD1With({
      prepare: (sql) => (down && sql.includes('"inventory"') ? (failing as unknown as D1PreparedStatement) : env.DB.prepare(sql)),
    });
    const availability = async () => {
      const res = await callWith({ DB }, '/fr/products/pre-workout', { headers: { 'Accept-Encoding': 'identity' } });
      const html = await res.text();
      return [res.status, /"availability":"[^"]*?(\w+)"/.exec(html)?.[1]];
    };
    expect(await availability(), 'stock read').toEqual([200, 'OutOfStock']);
    // Past the half minute the isolate keeps it, the next read fails.
    down = true;
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    expect(await availability(), 'stock read failed').toEqual([200, 'OutOfStock']);
    await unlimitStock('pre-workout');
  });

  it.each([['/products/nope'], ['/products/Multivitamin'], ['/products/starter'], ['/products/multivitamin/more']])(
    '%s is the not-found page with status 404, without structured data or a canonical URL',
    async (path) => {
      const doc = await served(path, 'fr');
      expect(doc.status).toBe(404);
      expect(doc.title).toBe(fr.meta.notFound.title);
      expect(doc.canonical).toBeUndefined();
      expect(doc.html).toContain('<meta name="robots" content="noindex">');
      expect(doc.jsonLd).toEqual([]);
    },
  );

  it('has a trailing-slash address that is the same page', async () => {
    const doc = await served('/products/whey-banana/');
    expect(doc.status).toBe(200);
    expect(doc.canonical).toBe(`${ORIGIN}/products/whey-banana`);
  });
});

describe('no rating or review markup anywhere', () => {
  it.each([['/'], ['/products'], ['/products/multivitamin'], ['/privacy']])('%s marks up no aggregateRating or review', async (path) => {
    const doc = await served(path);
    expect(doc.status).toBe(200);
    expect(JSON.stringify(doc.jsonLd)).not.toMatch(/aggregateRating|AggregateRating|"review"|"Review"/);
  });

  it('the home page describes the organisation, and every page has its link previews', async () => {
    const home = await served('/');
    expect(home.nodes.map((node) => node['@type'])).toEqual(['Organization']);
    expect(home.meta('og:image')).toBe(`${ORIGIN}/og/vitaglow.png`);
    expect(home.meta('twitter:card')).toBe('summary_large_image');
  });
});

describe('sitemap.xml', () => {
  it('lists every product and package page in every language', async () => {
    const body = await (await call('/sitemap.xml')).text();
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of PAGES) {
      for (const prefix of ['', '/fr', '/ar']) expect(locs).toContain(`${ORIGIN}${prefix}/products/${page.slug}`);
    }
    expect(locs.filter((loc) => /^[^/]+\/\/[^/]+(\/fr|\/ar)?\/products\//.test(loc))).toHaveLength(19 * 3);
  });
});
