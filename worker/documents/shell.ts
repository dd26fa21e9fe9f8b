import { DEFAULT_LANGUAGE, LANGUAGES, type Language, openGraphLocaleOf } from '../../core/language.ts';
import type { StockLevels } from '../../core/stock.ts';
import type { ReviewPage } from '../../core/reviews.ts';
import { linkPreviewOf } from '../../core/product-pages.ts';
import { escapeHtml, jsonForScript } from '../lib/html.ts';
import type { DocumentExtras } from './pages';

/** Where the build's index.html leaves room for the per-page <head> tags. */
export const HEAD_MARKER = '<!--app-head-->';

export interface HeadOptions {
  page: DocumentExtras;
  /** The page's title and description in the document's language (worker/documents/pages.ts). */
  texts: { title: string; description: string };
  language: Language;
  canonicalUrl: string;
  /** The page's address in every language (core/pages.ts), for the reciprocal hreflang links; none on a 404. */
  alternates?: { language: Language; url: string }[];
  indexable: boolean;
  /** What the storefront is told of stock, for the page's structured data (none: everything available). */
  levels?: StockLevels;
  /** A product page's list of published reviews as the page shows it, for its structured data. */
  reviews?: ReviewPage | null;
}

/**
 * The element carrying this response's style nonce, the one per-request part of a document. It goes at
 * the body's end so that all before it is the same for every request (worker/documents/document-cache.ts);
 * the app reads it once the document is parsed.
 */
export function nonceTag(styleNonce: string): string {
  return `<template data-csp-nonce nonce="${styleNonce}"></template>`;
}

/** A page's head tags: the same for every request to one address in one language. */
export function renderHead({
  page,
  texts,
  language,
  canonicalUrl,
  alternates = [],
  indexable,
  levels = {},
  reviews = null,
}: HeadOptions): string {
  const title = escapeHtml(texts.title);
  const description = escapeHtml(texts.description);
  const url = escapeHtml(canonicalUrl);
  // JSON-LD is data, not code: the CSP does not apply to it, and jsonForScript keeps `</script>` out.
  const origin = new URL(canonicalUrl).origin;
  const structuredData = indexable && page.structuredData ? page.structuredData(origin, levels, language, reviews) : null;
  const preview = page.previewImage ?? linkPreviewOf();
  const image = escapeHtml(origin + preview.src);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    indexable ? `<link rel="canonical" href="${url}">` : '<meta name="robots" content="noindex">',
    hreflangLinks(alternates),
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="VitaGlow">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:locale" content="${openGraphLocaleOf(language)}">`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${openGraphLocaleOf(other)}">`,
    ),
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${preview.width}">`,
    `<meta property="og:image:height" content="${preview.height}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
    structuredData ? `<script type="application/ld+json">${jsonForScript(structuredData)}</script>` : '',
    page.leadImage ? `<link rel="preload" as="image" href="${escapeHtml(page.leadImage)}" fetchpriority="high">` : '',
  ].join('');
}

/**
 * Every language version of the page, itself included, and `x-default` (the default language's address, which
 * a shopper without a language of ours is given): the same set on each version, so the links are reciprocal.
 */
function hreflangLinks(alternates: { language: Language; url: string }[]): string {
  const link = (hreflang: string, url: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url)}">`;
  const fallback = alternates.find((version) => version.language === DEFAULT_LANGUAGE);
  return [...alternates.map((version) => link(version.language, version.url)), fallback ? link('x-default', fallback.url) : ''].join('');
}
