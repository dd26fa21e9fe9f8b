import { Hono } from 'hono';
import { NOT_FOUND_PAGE, PAGES, PRERENDERED_DIR, normalisePath, prerenderedDocumentPath } from '../lib/pages';
import { isViteDevServer } from '../lib/env';
import { newStyleNonce } from '../lib/nonce';
import { injectHead, renderHead } from '../lib/shell';
import type { AppEnv } from '../types';

/**
 * Everything that is not /api and not a fingerprinted asset: known pages get their document with 200
 * (prerendered by the build, or the SPA shell), other static files (favicon, robots.txt…) come from
 * the asset layer, anything else is the shell with 404, which the SPA renders as 'Oops! Page not found'.
 * The prerendered documents are only ever served under their page's address.
 */
export const documents = new Hono<AppEnv>().get('*', async (c) => {
  const path = normalisePath(c.req.path);
  const page = PAGES[path];
  if (!page && !`${path}/`.startsWith(`${PRERENDERED_DIR}/`)) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status !== 404) return asset;
  }
  // Vite's dev server prerenders nothing: every page starts from its shell there.
  const shellPath = page?.prerendered && !isViteDevServer(c.env) ? prerenderedDocumentPath(path) : '/';
  const shellResponse = await c.env.ASSETS.fetch(new URL(shellPath, c.req.url));
  if (!shellResponse.ok) throw new Error(`SPA shell unavailable: ${shellResponse.status}`);
  const canonical = new URL(path, c.req.url).href;
  const styleNonce = newStyleNonce();
  c.set('styleNonce', styleNonce);
  const head = renderHead(page ?? NOT_FOUND_PAGE, canonical, !!page, styleNonce);
  const html = injectHead(await shellResponse.text(), head);
  return c.html(html, page ? 200 : 404);
});
