import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { PAGES, PAGE_PATHS } from '../../core/pages';
import { productPagePaths } from '../../core/product-pages';
import { ORIGIN, call, document } from './http';

const DICTIONARIES = { en, fr, ar };
const LANGUAGES = [
  ['en', '', 'ltr'],
  ['fr', '/fr', 'ltr'],
  ['ar', '/ar', 'rtl'],
] as const;

/** A page's address in a language, as the shop spells it: `/` in French is `/fr/`. */
const address = (prefix: string, path: string) => (prefix && path === '/' ? `${prefix}/` : prefix + path);

const unescape = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function served(path: string, cookie?: string) {
  // Redirects not followed: what the worker answers to that one request.
  const res = await document(path, cookie, { redirect: 'manual' });
  const html = await res.text();
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: res.status,
    location: res.headers.get('Location'),
    contentLanguage: res.headers.get('Content-Language'),
    lang: attribute(/<html lang="([^"]*)"/),
    dir: attribute(/<html lang="[^"]*" dir="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)">/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    hreflang: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]])),
    prerendered: attribute(/<div id="root" data-prerendered="([^"]*)">/),
  };
}

describe('a URL per language', () => {
  for (const path of PAGE_PATHS) {
    const versions = Object.fromEntries(LANGUAGES.map(([language, prefix]) => [language, ORIGIN + address(prefix, path)]));
    it.each(LANGUAGES)(
      `${path} in %s: its language from the address alone, the reciprocal hreflang set and itself as canonical`,
      async (language, prefix, dir) => {
        const texts = DICTIONARIES[language].meta[PAGES[path].name];
        // A cookie naming another language changes nothing (but at the bare /, which it redirects): the address decides.
        const page = await served(
          address(prefix, path),
          path === '/' && !prefix ? undefined : `vitaglow-language=${language === 'ar' ? 'fr' : 'ar'}`,
        );
        expect(page).toMatchObject({ status: 200, lang: language, dir, contentLanguage: language, canonical: versions[language] });
        expect(unescape(page.title!)).toBe(texts.title);
        expect(unescape(page.description!)).toBe(texts.description);
        expect(page.hreflang).toEqual({ ...versions, 'x-default': versions.en });
        expect(page.prerendered).toBe(language);
      },
    );
  }

  it.each([
    ['/fr', 'fr'],
    ['/ar/products/', 'ar'],
  ] as const)('%s, with or without its slash, is the same page', async (path, language) => {
    const page = await served(path);
    expect(page).toMatchObject({ status: 200, lang: language, prerendered: language });
    expect(page.canonical).toBe(ORIGIN + path.replace(/\/$/, '').replace(/^\/(fr|ar)$/, '/$1/'));
  });

  it.each(LANGUAGES)('an unknown address under %s is that language’s 404', async (language, prefix, dir) => {
    const page = await served(`${prefix}/anything-unknown`);
    expect(page).toMatchObject({ status: 404, lang: language, dir, title: DICTIONARIES[language].meta.notFound.title });
    expect(page.hreflang).toEqual({});
  });

  it('serves no static file under a language prefix', async () => {
    expect((await call('/fr/robots.txt')).status).toBe(404);
  });
});

describe('the bare / and the language cookie', () => {
  it.each(['fr', 'ar'] as const)(
    'sends a shopper whose cookie says %s to that language’s home with a 302, keeping the query',
    async (language) => {
      const res = await document('/?utm_source=mail', `other=1; vitaglow-language=${language}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe(`/${language}/?utm_source=mail`);
      expect(res.headers.get('Vary')).toContain('Cookie');
    },
  );

  it.each([
    ['no cookie', undefined],
    ['an English cookie', 'vitaglow-language=en'],
    ['an unknown language', 'vitaglow-language=de'],
  ])('answers %s with English at / and no redirect', async (_case, cookie) => {
    const page = await served('/', cookie);
    expect(page).toMatchObject({ status: 200, location: null, lang: 'en', prerendered: 'en', canonical: `${ORIGIN}/` });
  });

  it('keeps the old cookie-only addresses working: they are the English pages', async () => {
    for (const path of ['/products', '/privacy', '/account', '/unsubscribe', '/payment-success']) {
      const page = await served(path, 'vitaglow-language=fr');
      expect(page, path).toMatchObject({ status: 200, location: null, lang: 'en' });
    }
  });
});

describe('sitemap.xml in every language', () => {
  it('lists every indexed page in each language, each with all its alternates and x-default', async () => {
    const body = await (await call('/sitemap.xml')).text();
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...body.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      loc: m[1],
      links: Object.fromEntries(
        [...m[2].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((l) => [l[1], l[2]]),
      ),
    }));
    const indexed = [...PAGE_PATHS.filter((path) => PAGES[path].indexed), ...productPagePaths()];
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      indexed.flatMap((path) => LANGUAGES.map(([, prefix]) => ORIGIN + address(prefix, path))).sort(),
    );
    for (const path of indexed) {
      const versions = Object.fromEntries(LANGUAGES.map(([language, prefix]) => [language, ORIGIN + address(prefix, path)]));
      for (const url of Object.values(versions)) {
        expect(entries.find((entry) => entry.loc === url)?.links, url).toEqual({ ...versions, 'x-default': versions.en });
      }
    }
  });

  it('keeps crawlers out of the unindexed pages in every language', async () => {
    const body = await (await call('/robots.txt')).text();
    for (const prefix of ['', '/fr', '/ar']) expect(body).toContain(`Disallow: ${prefix}/account\n`);
  });
});
