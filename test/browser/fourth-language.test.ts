import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES, PAGE_PATHS, localisedPath } from '../../core/pages';
import { productPagePaths } from '../../core/product-pages';
import { metaEn } from '../../i18n/meta/en';
import { type RunningServer, startServer } from '../../tools/server';
import { useBrowser } from './browser';

/*
 * A fourth language added through the language registry alone (core/language.ts): the build and the worker
 * are made with the registry's test-only pseudo-language `ar-XB` (English texts, right to left), and nothing
 * else in the shop names it. Its documents, the boot script and CSP, the sitemap, the storefront and the
 * e-mails must all know it. docs/testing.md, "A fourth language".
 */

const root = join(import.meta.dirname, '..', '..');
const DIST = 'dist/fourth-language';
const CODE = 'ar-XB' as const;
const COOKIE = `vitaglow-language=${CODE}`;

let server: RunningServer;
let clients = 0;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, VITAGLOW_TEST_LANGUAGE: '1', VITAGLOW_DIST: DIST },
  });
  if (build.status !== 0) throw new Error(`the fourth-language build failed:\n${build.stdout}\n${build.stderr}`);
  server = await startServer(`fourth-language-${process.pid}`, {
    args: ['--config', configForBuild(), '--define', '__VITAGLOW_TEST_LANGUAGE__:true'],
  });
}, 300_000);

/**
 * wrangler.toml with this build's assets and renderer (the [alias] the worker bundles) in place of the main
 * build's: `wrangler dev` takes no --alias. Written beside the build, so every path in it is made absolute.
 */
function configForBuild(): string {
  const absolute = (path: string) => join(root, path);
  const config = readFileSync(join(root, 'wrangler.toml'), 'utf8')
    .replace(/^(main|migrations_dir) = "([^"]+)"$/gm, (_, key: string, path: string) => `${key} = "${absolute(path)}"`)
    .replace(/^directory = "dist\/client"$/m, `directory = "${absolute(`${DIST}/client`)}"`)
    .replace(/"\.\/dist\/render\//g, `"${absolute(`${DIST}/render`)}/`);
  const file = join(root, DIST, 'wrangler.toml');
  writeFileSync(file, config);
  return file;
}

afterAll(async () => {
  await server?.stop();
  server?.removeState();
});

const get = (path: string, cookie = COOKIE) => fetch(server.url + path, { headers: { Cookie: cookie } });

/** A request as the storefront sends it, from a client address of its own (per-client limits). */
function send(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { Origin: server.url, 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.19.7.${++clients}`, ...headers },
  });
}

/** The subjects of the e-mails the development outbox holds for an address, once `count` have arrived. */
async function subjectsTo(email: string, count: number): Promise<string[]> {
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        const res = await get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
        subjects = ((await res.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
        return subjects.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return subjects;
}

const bootScriptOf = (html: string) => /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('a fourth language added through the registry alone', () => {
  it.each(PAGE_PATHS.filter((path) => PAGES[path].prerendered))(
    'serves %s prerendered in it, right to left, with its texts',
    async (path) => {
      const res = await get(localisedPath(path, CODE), '');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Language')).toBe(CODE);
      const html = await res.text();
      expect(html).toContain(`<html lang="${CODE}" dir="rtl">`);
      expect(html).toContain(`<div id="root" data-prerendered="${CODE}">`);
      expect(html).toContain('<meta property="og:locale" content="en_XB">');
      // Its dictionaries are the English ones.
      expect(html).toContain(`<title>${metaEn[PAGES[path].name].title}</title>`);
    },
  );

  it('serves the pages drawn by the app (the shell) in it too', async () => {
    const html = await (await get(`/${CODE}/account`, '')).text();
    expect(html).toContain(`<html lang="${CODE}" dir="rtl">`);
  });

  it('is offered next to the others: in the language menu and as an Open Graph alternate', async () => {
    const html = await (await get('/fr/', '')).text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_XB">');
    expect(html).toMatch(new RegExp(`<option value="${CODE}" lang="${CODE}"[^>]*>Pseudo-bidi</option>`));
    expect(html).toContain(`<link rel="alternate" hreflang="${CODE}" href="${server.url}/${CODE}/">`);
  });

  it('is in the boot script, whose hash the CSP carries: a choice kept only in localStorage sends the bare / to its home', async () => {
    const res = await get('/', '');
    const script = bootScriptOf(await res.text());
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    // Even where cookies are refused, the script goes to the language's home.
    const html = { lang: 'en', dir: 'ltr', setAttribute: () => {}, hasAttribute: () => false };
    let movedTo = '';
    const document = {
      documentElement: html,
      get cookie() {
        return '';
      },
      set cookie(_refused: string) {},
    };
    const localStorage = { getItem: () => CODE };
    new Function('localStorage', 'document', 'location', 'stop', 'window', 'addEventListener', script)(
      localStorage,
      document,
      { hash: '', search: '', pathname: '/', protocol: 'http:', replace: (to: string) => (movedTo = to) },
      () => {},
      {},
      () => {},
    );
    expect(movedTo).toBe(`/${CODE}/`);
  });

  it('gives each page an address in it, listed in the sitemap', async () => {
    const body = await (await get('/sitemap.xml', '')).text();
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [...PAGE_PATHS.filter((page) => PAGES[page].indexed), ...productPagePaths()])
      expect(locs).toContain(server.url + localisedPath(path, CODE));
  });

  it('sends account, newsletter and order e-mails to a shopper who chose it, in its texts', async () => {
    const email = `pseudo.${Date.now()}@vitaglow-mail.com`;
    const signup = await send(
      '/api/auth/signup',
      JSON.stringify({ email, password: 'Sunny-Mango-42', name: 'Ada Lovelace', language: CODE }),
    );
    expect(signup.status, await signup.text()).toBe(201);
    const newsletter = await send('/api/newsletter', JSON.stringify({ email, language: CODE }));
    expect(newsletter.status, await newsletter.text()).toBe(201);

    const placed = await send(
      '/api/create-payment',
      JSON.stringify({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' }, language: CODE }),
    );
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { url } = (await placed.json()) as { url: string };
    const reference = decodeURIComponent(new URL(url, server.url).pathname.split('/').pop()!);
    const cookie = placed.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const form = new URLSearchParams({
      name: 'Ada Lovelace',
      line1: '1 Main Street',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
      phone: '+1 512 555 0100',
      email,
    });
    const paid = await send(`/test-payment/${encodeURIComponent(reference)}/pay`, form.toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookie,
    });
    expect(paid.status, await paid.text()).toBe(303);

    expect(await subjectsTo(email, 3)).toEqual(
      expect.arrayContaining([
        'Confirm your VitaGlow account',
        'Welcome to VitaGlow: your 20% discount code',
        `Your VitaGlow order ${reference} is confirmed`,
      ]),
    );
  });

  describe('in Chromium', () => {
    const { newPage } = useBrowser();

    it('the storefront takes the page over in it: right to left, chosen in the menu, its texts loaded', async () => {
      const page = await newPage({ baseURL: server.url });
      await page.context().addCookies([{ name: 'vitaglow-language', value: CODE, url: server.url }]);
      await page.goto(localisedPath('/products', CODE));
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([CODE, 'rtl']);
      await expect.poll(() => page.locator('header select').first().inputValue()).toBe(CODE);
      // A dialog needs the whole dictionary: the English one, loaded for this language.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Open cart/ })
        .click();
      await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(page.errors).toEqual([]);
    });
  });
});
