import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rolldown, ViteBuilder } from 'vite';
import { type Language, withLanguage } from '../core/language.ts';
import { PAGE_TEXTS_ID } from '../web/lib/prerendered.ts';
import { jsonForScript } from '../worker/lib/html.ts';
import { entryAtPath } from '../core/product-pages.ts';
import { writeOpenGraphImages } from './og-images.ts';
import { provideCatalogue as provideBuildCatalogue } from '../core/catalogue-scope.ts';
import type { ShopCatalogue } from '../core/shop-catalogue.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/** The build's output: dist/, or another folder for a build the tests make for themselves (docs/testing.md). */
export const DIST_DIR = resolve(import.meta.dirname, '..', process.env.VITAGLOW_DIST ?? 'dist');
const dist = DIST_DIR;
export const PRERENDER_OUT_DIR = resolve(dist, 'prerender');

/** Where the client build leaves the app's mount point empty. */
const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * `vite build`: the browser bundle, then web/prerender.tsx for Node, then each page the worker's PageMeta
 * marks `prerendered` rendered in each language into a copy of the built index.html, which the worker
 * serves for that page to shoppers in that language. The document carries the texts the page needs
 * (web/prerender.tsx) as JSON after the markup, for the app to adopt the markup without a dictionary.
 */
export async function buildApp(builder: ViteBuilder): Promise<void> {
  const client = await builder.build(builder.environments.client);
  await builder.build(builder.environments.admin);
  await builder.build(builder.environments.ssr);
  const { prerenderedPages, provideCatalogue, renderPage } = (await import(pathToFileURL(resolve(PRERENDER_OUT_DIR, 'prerender.js')).href)) as {
    prerenderedPages(): { path: string; language: Language; documentPath: string }[];
    provideCatalogue(current: () => ShopCatalogue): void;
    renderPage(path: string, language: Language): Promise<{ markup: string; texts: object }>;
  };
  const seed = seedCatalogue();
  // The rendering bundle has its own copy of core/; this script's (the preview images) reads the same version.
  provideCatalogue(() => seed);
  provideBuildCatalogue(() => seed);
  const chunks = (Array.isArray(client) ? client : [client])
    .flatMap((o) => (o as Rolldown.RolldownOutput).output)
    .filter((c) => c.type === 'chunk');
  const shell = readFileSync(resolve(dist, 'client', 'index.html'), 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  for (const { path, language, documentPath } of prerenderedPages()) {
    const { markup, texts } = await renderPage(path, language);
    const preloads = pageChunks(chunks, path).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const root = `<div id="root" data-prerendered="${language}">${withoutImagePreloads(markup)}</div>`;
    const textsScript = `<script type="application/json" id="${PAGE_TEXTS_ID}">${jsonForScript(texts)}</script>`;
    const html = withLanguage(shell, language)
      .replace(HEAD_END, `${preloads.join('')}${HEAD_END}`)
      .replace(EMPTY_ROOT, `${root}${textsScript}`);
    const file = resolve(dist, 'client', `.${documentPath}${documentPath.endsWith('/') ? 'index' : ''}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  await writeOpenGraphImages(resolve(dist, 'client'));
}

/**
 * The chunks the app loads before it can take over a page other than home (its route's component), with
 * what they import beyond the entry's own: the document names them so they download alongside the entry
 * instead of after it has run.
 */
function pageChunks(chunks: Rolldown.OutputChunk[], path: string): string[] {
  if (path === '/') return [];
  // Every product and package page is one route, web/routes/products_.$slug.tsx.
  const routeFile = entryAtPath(path) ? '/products_.$slug' : path;
  const route = new RegExp(`web/routes${routeFile.replace(/[.$]/g, '\\$&')}\\.tsx\\?tsr-split=component$`);
  const holding = (test: (id: string) => boolean) => chunks.filter((c) => [c.facadeModuleId ?? '', ...c.moduleIds].some(test));
  const needed = holding((id) => route.test(id));
  if (needed.length === 0) throw new Error(`no route chunk for ${path}`);
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

/**
 * React puts a preload <link> before the markup for each image it renders; inside the app's mount point
 * they would compete with the stylesheet and the script. The worker asks for the page's lead image itself.
 */
function withoutImagePreloads(markup: string): string {
  return markup.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
}
