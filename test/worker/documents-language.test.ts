import { describe, expect, it } from 'vitest';
import { products } from '../../core/catalogue';
import { PAGES, PAGE_PATHS, localisedPath } from '../../core/pages';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { text } from '../../tools/texts';
import { document, withoutCatalogue } from './http';

const DICTIONARIES = { en, fr, ar };

/** What a document says about its language: <html lang dir>, title, description, Open Graph locale, markup. */
async function served(path: string, cookie?: string) {
  const res = await document(path, cookie);
  const html = await res.text();
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: res.status,
    contentLanguage: res.headers.get('Content-Language'),
    lang: attribute(/<html lang="([^"]*)"/),
    dir: attribute(/<html lang="[^"]*" dir="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)">/),
    ogLocale: attribute(/<meta property="og:locale" content="([^"]*)">/),
    ogAlternates: [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]*)">/g)].map((m) => m[1]),
    prerendered: attribute(/<div id="root" data-prerendered="([^"]*)">/),
    html,
  };
}

const unescape = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('the document in its address’s language (/fr/…, /ar/…)', () => {
  it.each([
    ['en', 'ltr', 'en_US'],
    ['fr', 'ltr', 'fr_FR'],
    ['ar', 'rtl', 'ar_AR'],
  ] as const)(
    '%s: home is prerendered in that language, with lang, dir, title, description and og:locale',
    async (language, dir, locale) => {
      const page = await served(localisedPath('/', language));
      const texts = DICTIONARIES[language];
      expect(page).toMatchObject({ status: 200, contentLanguage: language, lang: language, dir, ogLocale: locale, prerendered: language });
      expect(unescape(page.title!)).toBe(texts.meta.home.title);
      expect(unescape(page.description!)).toBe(texts.meta.home.description);
      expect(page.ogAlternates).toHaveLength(2);
      expect(page.ogAlternates).not.toContain(locale);
      // The markup is the page in that language: no English text to hide.
      expect(page.html).toContain(texts.store.benefits.title);
      expect(withoutCatalogue(page.html)).toContain(text(language, 'content.catalogue.multivitamin.name'));
      if (language !== 'en') expect(page.html).not.toContain(en.store.benefits.title);
    },
  );

  it.each(['fr', 'ar'] as const)('%s: every prerendered page comes in that language', async (language) => {
    const texts = DICTIONARIES[language];
    const list = await served(`/${language}/products`);
    expect(list.prerendered).toBe(language);
    expect(unescape(list.title!)).toBe(texts.meta.products.title);
    for (const product of products()) expect(withoutCatalogue(list.html)).toContain(text(language, product.nameKey));
    for (const path of ['/privacy', '/terms', '/cookies'] as const) {
      const page = await served(`/${language}${path}`);
      expect(page.prerendered, path).toBe(language);
      expect(page.html, path).toContain(texts.store.legal[path.slice(1) as 'privacy' | 'terms' | 'cookies'].title);
    }
  });

  it('brings the texts the page needs, in its language, for the app to adopt the markup', async () => {
    const { html } = await served('/ar/products');
    const json = /<script type="application\/json" id="page-texts">([^<]*)<\/script>/.exec(html)?.[1];
    const texts = JSON.parse(json!) as typeof ar;
    expect(texts.products.heading).toBe(ar.products.heading);
    expect(texts.meta.products.title).toBe(ar.meta.products.title);
    expect(texts.store.cart.added).toBe(ar.store.cart.added);
    // Only what the page needs, not the whole dictionary.
    expect(texts.validation).toBeUndefined();
    expect(texts.cart.drawer).toBeUndefined();
  });

  it.each([
    ['/payment-success', 'paymentSuccess'],
    ['/account', 'account'],
  ] as const)('%s (drawn in the browser) comes in its address’s language, its layout rendered around an empty box', async (path, name) => {
    const page = await served(`/ar${path}`);
    expect(page).toMatchObject({ status: 200, lang: 'ar', dir: 'rtl', contentLanguage: 'ar', prerendered: 'ar' });
    expect(page.title).toBe(ar.meta[name].title);
    // The layout in Arabic: the header's navigation and the footer, and the content's box left empty.
    expect(page.html).toContain(`>${ar.nav.home}<`);
    expect(page.html).toContain('<footer');
    expect(page.html).toContain('<main id="main"><div class="min-h-dvh"></div></main>');
  });

  it('/nope (an unknown address) is the shell in its address’s language, drawn by the app', async () => {
    const page = await served('/ar/nope');
    expect(page).toMatchObject({ status: 404, lang: 'ar', dir: 'rtl', contentLanguage: 'ar', prerendered: undefined });
    expect(page.title).toBe(ar.meta.notFound.title);
    expect(page.html).toContain('<div id="root"></div>');
  });

  it.each(['en', 'fr', 'ar'] as const)(
    '%s: a page drawn in the browser brings the texts it starts with, and its code as preloads, not the whole dictionary',
    async (language) => {
      const texts = DICTIONARIES[language];
      for (const path of PAGE_PATHS.filter((page) => !PAGES[page].prerendered)) {
        const { html } = await served(localisedPath(path, language));
        const brought = JSON.parse(
          /<script type="application\/json" id="page-texts">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
        ) as typeof ar;
        // The layout's texts, the page's title, and the areas it lists.
        expect(brought.nav?.home, path).toBe(texts.nav.home);
        expect(brought.meta?.[PAGES[path].name], path).toEqual(texts.meta[PAGES[path].name]);
        expect(brought.notFound, path).toBeUndefined();
        expect(html, path).toContain('<link rel="modulepreload" crossorigin href="/assets/');
      }
      const account = JSON.parse(
        /id="page-texts">([^<]*)</.exec((await served(localisedPath('/account', language))).html)![1]!,
      ) as typeof ar;
      expect(account.auth.account).toEqual(texts.auth.account);
      expect(account.validation).toBeUndefined();
      const reset = JSON.parse(
        /id="page-texts">([^<]*)</.exec((await served(localisedPath('/auth/reset', language))).html)![1]!,
      ) as typeof ar;
      expect(reset.validation).toEqual(texts.validation);
    },
  );

  it('finds the cookie among others at the bare /, which sends the shopper to their language', async () => {
    expect((await served('/', '__Host-vitaglow_session=abc; vitaglow-language=fr; other=1')).lang).toBe('fr');
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown language', 'vitaglow-language=de'],
    ['a language in capitals', 'vitaglow-language=AR'],
    ['an empty value', 'vitaglow-language='],
    ['a broken escape', 'vitaglow-language=%E0%A4%A'],
    ['markup', 'vitaglow-language=<script>alert(1)</script>'],
    ['a cookie header that is no list of cookies', ';;==;vitaglow-language'],
    ['a similar name', 'xvitaglow-language=ar'],
  ])('answers %s with English, never an error', async (_case, cookie) => {
    for (const path of ['/', '/products', '/payment-success']) {
      const page = await served(path, cookie);
      expect(page.status, path).toBe(200);
      expect(page, path).toMatchObject({ lang: 'en', dir: 'ltr', contentLanguage: 'en', ogLocale: 'en_US' });
      expect(page.html).not.toContain('<script>alert(1)');
    }
    expect((await served('/', cookie)).prerendered).toBe('en');
  });
});
