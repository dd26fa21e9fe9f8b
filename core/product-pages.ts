import { type Product, products } from './catalogue.ts';
import { type Deal, deals } from './deals.ts';

/**
 * A page per product and per package deal, at /products/<slug>. The slugs come from the catalogue
 * of the published version (core/catalogue.ts, core/deals.ts): lowercase, stable, the same in every language.
 */
export type CatalogueEntry = { kind: 'product'; slug: string; product: Product } | { kind: 'deal'; slug: string; deal: Deal };

export const PRODUCT_PAGE_PREFIX = '/products/';

/** Every published product and package, in the catalogue's order. */
export function catalogueEntries(): readonly CatalogueEntry[] {
  return [
    ...products().map((product) => ({ kind: 'product' as const, slug: product.slug, product })),
    ...deals().map((deal) => ({ kind: 'deal' as const, slug: deal.slug, deal })),
  ];
}

export function entryBySlug(slug: string): CatalogueEntry | undefined {
  const product = products().find((candidate) => candidate.slug === slug);
  if (product) return { kind: 'product', slug, product };
  const deal = deals().find((candidate) => candidate.slug === slug);
  return deal && { kind: 'deal', slug, deal };
}

export function productPagePath(slug: string): string {
  return `${PRODUCT_PAGE_PREFIX}${slug}`;
}

/** Every product and package page, in the catalogue's order. */
export function productPagePaths(): readonly string[] {
  return catalogueEntries().map((entry) => productPagePath(entry.slug));
}

/** The entry a (normalised) path is the page of; undefined for any other path, an unknown slug included. */
export function entryAtPath(path: string): CatalogueEntry | undefined {
  return path.startsWith(PRODUCT_PAGE_PREFIX) ? entryBySlug(path.slice(PRODUCT_PAGE_PREFIX.length)) : undefined;
}

/** The keys of an entry's name and description (texts under `content.` in the dictionaries). */
export function entryTextKeys(entry: CatalogueEntry) {
  return entry.kind === 'product'
    ? { name: entry.product.nameKey, description: entry.product.descriptionKey }
    : { name: entry.deal.titleKey, description: entry.deal.descriptionKey };
}

/** Link previews' image (og:image, twitter:image): 1200×630, made by the build from the artwork (scripts/og-images.ts). */
export const OPEN_GRAPH_IMAGE = { width: 1200, height: 630 } as const;

export interface LinkPreview {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** Artwork shipped with the shop (web/public/products/<name>.svg): the build made its 1200×630 preview. */
const SHIPPED_ARTWORK = /^\/products\/([a-z0-9-]+)\.svg$/;

/**
 * A page's link preview (og:image): the build's 1200×630 picture of shipped artwork, or a photo the operator
 * uploaded as it is (JPEG, PNG, WebP or AVIF, which link previews show; an SVG they do not), so that a product
 * published from the console has its preview with no build. Without an entry, the shop's own.
 */
export function linkPreviewOf(entry?: CatalogueEntry): LinkPreview {
  if (entry?.kind === 'product') {
    const { image } = entry.product;
    const shipped = SHIPPED_ARTWORK.exec(image.src);
    if (!shipped) return { src: image.src, width: image.width, height: image.height };
    return { src: `/og/${shipped[1]}.png`, ...OPEN_GRAPH_IMAGE };
  }
  return { src: openGraphImagePath(entry), ...OPEN_GRAPH_IMAGE };
}

/** Where the build writes an entry's preview image; without an entry, the shop's own (the other pages'). */
export function openGraphImagePath(entry?: CatalogueEntry): string {
  return `/og/${entry ? entry.slug : 'vitaglow'}.png`;
}
