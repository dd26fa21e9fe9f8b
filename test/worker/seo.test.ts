import { describe, expect, it } from 'vitest';
import { products } from '../../core/catalogue';
import { ORIGIN, call, document } from './http';

/** The JSON-LD blocks of a document, parsed. */
async function structuredData(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await document(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and checkout flows, and names the sitemap', async () => {
    const res = await call('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(body).toContain('Disallow: /api/\n');
    expect(body).toContain('Disallow: /payment-success\n');
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages, and only them, with absolute URLs', async () => {
    const res = await call('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const body = await res.text();
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = ['/', '/products', '/privacy', '/terms', '/cookies', ...products().map((product) => `/products/${product.slug}`)].concat(
      ['starter', 'essentials', 'complete', 'friends'].map((deal) => `/products/${deal}-package`),
    );
    expect(locs).toEqual(
      paths.flatMap((path) => [path, `/fr${path === '/' ? '/' : path}`, `/ar${path === '/' ? '/' : path}`]).map((path) => ORIGIN + path),
    );
  });
});

describe('structured data', () => {
  it('describes the organisation on the home page', async () => {
    const [org, ...rest] = await structuredData('/');
    expect(rest).toEqual([]);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'VitaGlow',
      url: `${ORIGIN}/`,
      email: 'support@vitaglow.com',
      address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78701', addressCountry: 'US' },
    });
  });

  it('lists every product on /products with a USD offer and its page, and no rating (marketing figures, not reviews on the page)', async () => {
    const [list] = await structuredData('/products');
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: products().length });
    const items = list.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items.map((entry) => entry.position)).toEqual(products().map((_, i) => i + 1));
    expect(items[0].item).toEqual({
      '@type': 'Product',
      sku: 'multivitamin',
      name: 'Daily Multivitamin',
      // Its description is a structure/function claim: a search result would show it with no dagger (docs/compliance.md).
      image: `${ORIGIN}/products/multivitamin.svg`,
      category: 'Vitamins',
      brand: { '@type': 'Brand', name: 'VitaGlow' },
      url: `${ORIGIN}/products/multivitamin`,
      offers: {
        '@type': 'Offer',
        price: '29.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/multivitamin`,
      },
    });
    const mango = items.find((entry) => entry.item.sku === 'protein-gummies-mango')!.item;
    expect(mango.description).toEqual(expect.stringContaining('mango'));
    const omega = items.find((entry) => entry.item.sku === 'omega-3-plus')!.item;
    expect(omega.offers).toMatchObject({ price: '27.99', priceCurrency: 'USD' });
  });

  it('is left off pages without it and off the 404 page', async () => {
    expect(await structuredData('/privacy')).toEqual([]);
    expect(await structuredData('/nope')).toEqual([]);
  });
});
