import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '../../core/catalogue-document';
import SEED_JSON from '../../catalogue/v3.json';
import { largeCatalogue } from '../../tools/large-catalogue';
import { publishDraft, saveEditedDraft } from './console-helpers';
import { ORIGIN, document, withoutCatalogue } from './http';

/*
 * Issue 37, "Scale": /products a page at a time. With 100 products, 24 a page: five pages, each its own address
 * (`?page=2`) with crawlable links to the others, its own canonical and hreflang links, and structured data for
 * what it shows. The filter and order in the address are rendered too, in one spelling.
 */

const LARGE = largeCatalogue(SEED_JSON as unknown as CatalogueDocument, 100);

beforeAll(async () => {
  await saveEditedDraft((draft) => {
    Object.assign(draft, { ...LARGE, version: draft.version });
  });
  await publishDraft();
});

const unescape = (text: string) => text.replaceAll('&amp;', '&');

async function productsPage(address: string) {
  const res = await document(address);
  expect(res.status).toBe(200);
  const html = await res.text();
  const page = withoutCatalogue(html);
  const list = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(
      (m) =>
        JSON.parse(m[1]) as { '@type': string; numberOfItems?: number; itemListElement?: { position: number; item: { sku: string } }[] },
    )
    .find((block) => block['@type'] === 'ItemList')!;
  return {
    canonical: unescape(/<link rel="canonical" href="([^"]*)">/.exec(html)![1]),
    hreflang: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], unescape(m[2])]),
    ),
    cards: [...page.matchAll(/<a [^>]*href="(?:\/fr|\/ar)?\/products\/([a-z0-9-]+)"/g)]
      .map((m) => m[1])
      .filter((slug, i, all) => all.indexOf(slug) === i),
    pageLinks: [...page.matchAll(/<a [^>]*href="([^"]*\?[^"]*)"[^>]*>/g)].map((m) => unescape(m[1])),
    next: /<a [^>]*rel="next"[^>]*href="([^"]*)"|<a [^>]*href="([^"]*)"[^>]*rel="next"/.exec(page)?.slice(1).find(Boolean),
    current: /aria-current="page"[^>]*>(\d+)</.exec(page)?.[1],
    list,
  };
}

const slugs = (from: number, to: number) => LARGE.products.slice(from, to).map((product) => product.slug);

describe('/products with 100 products', () => {
  it('shows the first 24, with links to the other pages a crawler follows', async () => {
    const first = await productsPage('/products');
    expect(first.cards).toEqual(slugs(0, 24));
    expect(first.canonical).toBe(`${ORIGIN}/products`);
    expect(first.pageLinks).toEqual(expect.arrayContaining(['/products?page=2', '/products?page=3', '/products?page=5']));
    expect(unescape(first.next!)).toBe('/products?page=2');
    expect(first.current).toBe('1');
    expect(first.list.numberOfItems).toBe(100);
    expect(first.list.itemListElement!.map((entry) => entry.item.sku)).toEqual(slugs(0, 24));
  });

  it('serves page 2 at its own address, canonical and hreflang links included, in each language', async () => {
    const second = await productsPage('/fr/products?page=2');
    expect(second.cards).toEqual(slugs(24, 48));
    expect(second.canonical).toBe(`${ORIGIN}/fr/products?page=2`);
    expect(second.hreflang).toMatchObject({ en: `${ORIGIN}/products?page=2`, ar: `${ORIGIN}/ar/products?page=2` });
    expect(second.current).toBe('2');
    expect(second.list.itemListElement!.map((entry) => entry.position)).toEqual(Array.from({ length: 24 }, (_, i) => 25 + i));
    expect((await productsPage('/ar/products?page=2')).cards).toEqual(slugs(24, 48));
  });

  it('shows the last page’s four, and a page past the last as the last, under the last one’s address', async () => {
    expect((await productsPage('/products?page=5')).cards).toEqual(slugs(96, 100));
    const past = await productsPage('/products?page=99');
    expect(past.cards).toEqual(slugs(96, 100));
    expect(past.canonical).toBe(`${ORIGIN}/products?page=5`);
    expect(past.next).toBeUndefined();
  });

  it('renders the filter and order in the address, in one spelling, and pages what they keep', async () => {
    const protein = LARGE.products.filter((product) => product.category === 'protein');
    const page = await productsPage('/products?utm_source=mail&page=2&sort=price-asc&category=protein');
    expect(page.canonical).toBe(`${ORIGIN}/products?category=protein&sort=price-asc&page=2`);
    const sorted = [...protein].sort((a, b) => a.priceCents - b.priceCents);
    expect(page.cards).toEqual(sorted.slice(24, 48).map((product) => product.slug));
    expect(page.list.numberOfItems).toBe(protein.length);
    expect(page.pageLinks).toContain('/products?category=protein&sort=price-asc');
    expect(page.next).toBeUndefined();
    expect((await productsPage('/products?page=1&sort=featured')).canonical).toBe(`${ORIGIN}/products`);
  });
});
