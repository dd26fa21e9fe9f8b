import { escapeHtml, jsonForScript } from './html';
import type { PageMeta } from './pages';

/** Where the build's index.html leaves room for the per-page <head> tags. */
export const HEAD_MARKER = '<!--app-head-->';

export function renderHead(page: PageMeta, canonicalUrl: string, indexable: boolean, styleNonce: string): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const url = escapeHtml(canonicalUrl);
  // JSON-LD is data, not code: the CSP does not apply to it, and jsonForScript keeps `</script>` out.
  const structuredData = indexable && page.structuredData ? page.structuredData(new URL(canonicalUrl).origin) : null;
  return [
    `<meta property="csp-nonce" nonce="${styleNonce}">`,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    indexable ? `<link rel="canonical" href="${url}">` : '<meta name="robots" content="noindex">',
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="VitaGlow">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    structuredData ? `<script type="application/ld+json">${jsonForScript(structuredData)}</script>` : '',
    page.leadImage ? `<link rel="preload" as="image" href="${escapeHtml(page.leadImage)}" fetchpriority="high">` : '',
  ].join('');
}

export function injectHead(shell: string, head: string): string {
  return shell.replace(HEAD_MARKER, head);
}
