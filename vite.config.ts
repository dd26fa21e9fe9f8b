import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, normalizePath, type Plugin } from 'vite';
import { BOOT_SCRIPT } from './core/boot-script.ts';
import { DIST_DIR, RENDER_OUT_DIR, buildApp } from './scripts/build-app.ts';
import { renderHeadersFile } from './worker/lib/security-headers.ts';
import { devStateDir } from './scripts/dev-state.ts';
import { leanPreloadHelper } from './scripts/lean-preload.ts';
import { browserOnlyRoutes } from './scripts/browser-only-routes.ts';

const outDir = resolve(DIST_DIR, 'client');

/** Puts the pre-paint language script into index.html and writes the asset layer's _headers. */
function shellPlugin(): Plugin {
  return {
    name: 'vitaglow-shell',
    transformIndexHtml(html) {
      // The worker fills <!--app-head--> per page, in `npm run dev` too.
      return html.replace('<!--boot-script-->', `<script>${BOOT_SCRIPT}</script>`).replace('<!--icon-sprite-->', iconSprite());
    },
    writeBundle() {
      writeFileSync(resolve(outDir, '_headers'), renderHeadersFile());
    },
  };
}

/**
 * The icons' <symbol>s (web/components/ui/Icon.tsx), hidden in the document itself: same-document <use>
 * references draw at once, and the drawings stay out of the JavaScript.
 */
function iconSprite(): string {
  const sprite = readFileSync(resolve(import.meta.dirname, 'web/components/ui/icons.svg'), 'utf8');
  return sprite
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace('<svg ', '<svg aria-hidden="true" class="hidden" ')
    .trim();
}

/**
 * sonner injects its stylesheet as an inline <style>, which the CSP refuses; the same CSS is imported
 * from sonner/dist/styles.css into the bundled stylesheet instead.
 */
function sonnerWithoutInlineCss(): Plugin {
  return {
    name: 'sonner-without-inline-css',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return;
      const stripped = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '');
      if (stripped === code) this.error('sonner no longer inlines its CSS as expected: revisit this plugin');
      return { code: stripped, map: null };
    },
  };
}

/**
 * Every page's code is the `app` chunk (web/main.tsx, the layout and what they import, with what the home page,
 * /products and the product pages all use, and the prices' formatting that the order and account pages share with
 * them) plus the page's own. One chunk per kind of page compresses far better than
 * the dozens of small shared chunks automatic splitting makes of them (the initial JS budget, docs/performance.md
 * "Benchmarks"); dialogs, the parts of a page whose code comes later (web/components/ui/later.tsx), sonner and the
 * deferred texts keep chunks of their own.
 */
const APP = /web[\\/](main\.tsx|components[\\/](ui[\\/]Stars|claims[\\/]Claim)\.tsx|state[\\/]wishlist\.ts)$|core[\\/]money\.ts$/;
/** An order's status and parcel, as the account's orders and the page after payment show them. */
const ORDER_STATUS = /web[\\/]components[\\/]orders[\\/]ShipmentStatus\.tsx$|core[\\/](statuses|fulfilment)\.ts$/;
/** What prices a product and puts it in the cart, on /products' cards and on a product's page. */
const BUYING =
  /web[\\/]components[\\/](products[\\/](AddToCartButton|StockNote|WishlistButton|EarlyAccessNote|ClaimList)|ui[\\/](PriceTag|MemberPrice)|reviews[\\/]RatingLine)\.tsx$|core[\\/]member-price\.ts$/;
/** Buying at once, skipping the cart: on a product's or package's page and the home page's cards. */
const BUY_NOW = /web[\\/]components[\\/]products[\\/]BuyButton\.tsx$/;
/** A product's card, on /products and the home page. */
const CARD = /web[\\/]components[\\/](products[\\/]ProductCard|ui[\\/](DetailsButton|Badge))\.tsx$/;
/** The home page's own: what its first screen shows (its other sections come later). */
const HOME_PAGE =
  /web[\\/](routes[\\/]index\.tsx\?tsr-split=component|components[\\/](home[\\/]Hero|ui[\\/]HomeFigures|newsletter[\\/](NewsletterSection|NewsletterEmailInput|messages))\.tsx?|state[\\/](reorder|useNewsletterSubscription)\.ts)$|core[\\/]supplies\.ts$/;
/** /products' own: its toolbar and the listing's computation. */
const PRODUCTS_PAGE =
  /(web[\\/](routes[\\/]products\.tsx\?tsr-split=component|components[\\/]products[\\/](CatalogueToolbar|CertificationBadges)\.tsx)|core[\\/]catalogue-query\.ts)$/;
/** A product's or package's page: what both show (a package's own code comes with its page). */
const PRODUCT_PAGE =
  /web[\\/](routes[\\/]products_\.\$slug\.tsx\?tsr-split=component|components[\\/]product-page[\\/](Breadcrumbs|ProductDetails|DeferredFacts)\.tsx)$/;

/** core/ is pure (no DOM, no module-level effects): a module whose exports go unused is left out. */
const coreDir = `${normalizePath(resolve(import.meta.dirname, 'core'))}/`;

export default defineConfig(({ command, mode }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: resolve(import.meta.dirname, 'web/routes'),
      generatedRouteTree: resolve(import.meta.dirname, 'web/routeTree.gen.ts'),
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    shellPlugin(),
    sonnerWithoutInlineCss(),
    leanPreloadHelper(),
    browserOnlyRoutes(),
    // `npm run dev`: the worker runs in workerd inside Vite's dev server, with the local D1/KV state of
    // `npm start`. Builds keep their own steps (the renderer, `wrangler deploy`), so only `serve` uses it.
    command === 'serve' &&
      cloudflare({
        configPath: resolve(import.meta.dirname, 'wrangler.toml'),
        persistState: { path: devStateDir() },
        config: { vars: { ENVIRONMENT: 'development', PAYMENTS: 'local', VITE_DEV_SERVER: 'true' } },
      }),
  ],
  define: {
    __WORKER_RENDERER__: 'false',
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Only the fourth-language test's build holds its pseudo-language (core/language.ts, docs/testing.md).
    __VITAGLOW_TEST_LANGUAGE__: JSON.stringify(process.env.VITAGLOW_TEST_LANGUAGE === '1'),
  },
  resolve: {
    // React 19 has useSyncExternalStore: TanStack Store's selector hook needs no pre-React-18 shim.
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' }],
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: {
      // Every browser the es2022 target admits supports <link rel="modulepreload">.
      polyfill: false,
      // The document names no script but web/entry.ts, which asks for the app after the first paint; a
      // preload link would start that download earlier, competing with the stylesheet. Imports made by
      // scripts still fetch what they need in parallel.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(coreDir) },
      output: {
        // A chunk's file is named by its hash alone: the app holds the list of every lazily loaded chunk and
        // what each needs, and readable names there cost every page ~0.3 KB of its initial JS (120 KB budget).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Vite's preloading helper has a chunk of its own: web/entry.ts uses it, and must not import the
          // app chunk to get it (that would fetch and run the app before the first paint).
          groups: [
            { name: 'preload', test: /vite\/preload-helper/, priority: 4 },
            { name: 'app', test: APP, priority: 3 },
            { name: 'buying', test: BUYING, priority: 2 },
            { name: 'card', test: CARD, priority: 2 },
            { name: 'buy-now', test: BUY_NOW, priority: 2 },
            { name: 'home', test: HOME_PAGE, priority: 1, includeDependenciesRecursively: false },
            { name: 'order-status', test: ORDER_STATUS, priority: 1, includeDependenciesRecursively: false },
            { name: 'products-page', test: PRODUCTS_PAGE, priority: 1, includeDependenciesRecursively: false },
            { name: 'product-page', test: PRODUCT_PAGE, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  environments: {
    // `npm run dev`'s worker (named for wrangler.toml's worker): Vite's dev server has no build of the renderer
    // (wrangler.toml [alias]), which the worker imports only to render, never there; its dependency scan leaves them out.
    ...(command === 'serve' && { vitaglow: { optimizeDeps: { exclude: ['vitaglow-render', 'vitaglow-page-preloads'] } } }),
    // The operator console (web/admin/), built on its own so that it shares no chunk with the storefront:
    // served only behind Cloudflare Access (worker/routes/admin-pages.ts), never loaded by a shop page.
    admin: {
      consumer: 'client',
      build: {
        outDir,
        emptyOutDir: false,
        rolldownOptions: {
          input: resolve(import.meta.dirname, 'web/admin/index.html'),
          output: {
            entryFileNames: 'assets/admin-[hash].js',
            chunkFileNames: 'assets/admin-[name]-[hash].js',
            assetFileNames: 'assets/admin-[hash][extname]',
          },
        },
      },
    },
    // The app for workerd: the worker bundles it (wrangler.toml [alias]) and renders each prerendered page
    // on its first request (worker/documents/rendered-pages.ts). Everything is bundled in, React's edge build
    // included, for a runtime without node_modules; packages are taken in their browser builds (qrcode's
    // Node build would require Node's streams and zlib).
    ssr: {
      // React's build as the browser gets it (production, but for a build made under a test runner's NODE_ENV,
      // whose JSX is compiled for the development build): not left to a variable workerd leaves unset.
      // The renderer leaves out what only the browser runs (web/build-constants.d.ts `__WORKER_RENDERER__`).
      define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || mode), __WORKER_RENDERER__: 'true' },
      resolve: { conditions: ['workerd', 'worker', 'module', 'browser'], mainFields: ['browser', 'module', 'main'], noExternal: true },
      build: {
        outDir: RENDER_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'es2022',
        rolldownOptions: { input: resolve(import.meta.dirname, 'web/render.tsx') },
      },
    },
  },
  builder: { buildApp },
  server: { port: 5173 },
}));
