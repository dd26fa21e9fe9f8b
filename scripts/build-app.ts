import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rolldown, ViteBuilder } from 'vite';
import { PAGE_PATHS, PRODUCT_ROUTE } from '../core/pages.ts';
import { provideCatalogue } from '../core/catalogue-scope.ts';
import { outlineArtwork } from './artwork-outlines.ts';
import { writeOpenGraphImages } from './og-images.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/** The build's output: dist/, or another folder for a build the tests make for themselves (docs/testing.md). */
export const DIST_DIR = resolve(import.meta.dirname, '..', process.env.VITAGLOW_DIST ?? 'dist');
const dist = DIST_DIR;
/**
 * The app built for workerd (web/render.tsx), which the worker bundles to render pages on a miss, and the
 * modulepreload list of each rendered route: wrangler.toml's [alias] names both for the worker.
 */
export const RENDER_OUT_DIR = resolve(dist, 'render');

/**
 * `vite build`: the browser bundle, the console, web/render.tsx for workerd, then the chunks each rendered
 * route loads (for its document's modulepreload links), the artwork's outlines and the link previews' images. No page is rendered
 * here: the worker renders each one on its first request (worker/documents/rendered-pages.ts).
 */
export async function buildApp(builder: ViteBuilder): Promise<void> {
  const client = await builder.build(builder.environments.client);
  await builder.build(builder.environments.admin);
  await builder.build(builder.environments.ssr);
  const chunks = (Array.isArray(client) ? client : [client])
    .flatMap((o) => (o as Rolldown.RolldownOutput).output)
    .filter((c) => c.type === 'chunk');
  // Every page: a page the app draws itself asks for its route's chunks with the entry, like a rendered one.
  const routes = [...PAGE_PATHS, PRODUCT_ROUTE];
  const preloads = Object.fromEntries(routes.map((route) => [route, routeChunks(chunks, route)]));
  writeFileSync(resolve(RENDER_OUT_DIR, 'page-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
  // The shop's own artwork with its text outlined, then the link previews of version 1's products and packages,
  // which migration 0020 publishes.
  outlineArtwork(resolve(dist, 'client', 'products'));
  const seed = seedCatalogue();
  provideCatalogue(() => seed);
  await writeOpenGraphImages(resolve(dist, 'client'));
}

/**
 * The chunks the app loads before it can take over a page other than home (its route's component), with
 * what they import beyond the entry's own: the document names them so they download alongside the entry
 * instead of after it has run.
 */
function routeChunks(chunks: Rolldown.OutputChunk[], route: string): string[] {
  if (route === '/') return [];
  // Every product and package page is one route, web/routes/products_.$slug.tsx.
  const routeFile = route === PRODUCT_ROUTE ? '/products_.$slug' : route;
  const pattern = new RegExp(`web/routes${routeFile.replace(/[.$]/g, '\\$&')}\\.tsx\\?tsr-split=component$`);
  const holding = (test: (id: string) => boolean) => chunks.filter((c) => [c.facadeModuleId ?? '', ...c.moduleIds].some(test));
  const needed = holding((id) => pattern.test(id));
  if (needed.length === 0) throw new Error(`no route chunk for ${route}`);
  const entry = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('web/main.tsx')));
  if (!entry) throw new Error('no chunk holds web/main.tsx');
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const files = new Set<string>();
  const add = (file: string) => {
    if (loaded.has(file) || files.has(file)) return;
    files.add(file);
    chunks.find((c) => c.fileName === file)?.imports.forEach(add);
  };
  needed.forEach((c) => add(c.fileName));
  return [...files];
}
