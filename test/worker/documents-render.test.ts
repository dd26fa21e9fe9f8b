import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as renderer from 'vitaglow-render';
import seedDocument from '../../catalogue/v1.json';
import { type CatalogueDocument, catalogueDocument } from '../../core/catalogue-document';
import { activeCatalogue } from '../../core/catalogue-scope';
import { shopCatalogueOf } from '../../core/shop-catalogue';
import { fr } from '../../i18n/fr';
import { withCatalogue } from '../../worker/catalogue/scope';
import { document } from './http';

// The renderer reads the catalogue version in scope, as the worker has it read (worker/documents/rendered-pages.ts).
renderer.provideCatalogue(activeCatalogue);

/** Version 1 with the multivitamin at $24.99 and under another name: what a publish might make. */
function versionTwo() {
  const next = structuredClone(catalogueDocument.parse(seedDocument)) as CatalogueDocument;
  next.version = 2;
  const multivitamin = next.products.find((product) => product.slug === 'multivitamin')!;
  multivitamin.priceCents = 2499;
  multivitamin.texts.en.name = 'Everyday Multivitamin';
  return shopCatalogueOf(next);
}

/**
 * Issue 37: the worker renders a prerendered page on its first request (web/render.tsx, through
 * worker/documents/rendered-pages.ts), and keeps it. Shoppers asking for pages at once make renders run at
 * once in one isolate: each must show its own page in its own language, with its own texts.
 */

/** Arabic script anywhere but in the language menu's own name for Arabic, which every page shows. */
const hasArabic = (html: string) => /[\u0600-\u06FF]/.test(html.replace(/<option value="ar" lang="ar"[^>]*>[^<]*<\/option>/g, ''));
const PAGE_TEXTS = /<script type="application\/json" id="page-texts">([^<]*)<\/script>/;
/** What the app adopts: the markup in the mount point and the texts after it. */
const appOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.search(PAGE_TEXTS) + (PAGE_TEXTS.exec(html)?.[0].length ?? 0));

describe('pages rendered by the worker', () => {
  it('renders two pages at once in two languages as it renders each alone', async () => {
    // At once first, while neither dictionary is loaded: the renders wait on them and then run interleaved.
    const [arabic, french] = await Promise.all([
      renderer.renderPage('/products/multivitamin', 'ar'),
      renderer.renderPage('/products', 'fr'),
    ]);
    const arabicAlone = await renderer.renderPage('/products/multivitamin', 'ar');
    const frenchAlone = await renderer.renderPage('/products', 'fr');
    expect(hasArabic(french.markup)).toBe(false);
    expect(hasArabic(JSON.stringify(french.texts))).toBe(false);
    expect(french).toEqual(frenchAlone);
    expect(arabic).toEqual(arabicAlone);
  });

  it('renders one page of two catalogue versions at once, each with its own price and name', async () => {
    const one = shopCatalogueOf(catalogueDocument.parse(seedDocument));
    const two = versionTwo();
    const [before, after] = await Promise.all([
      withCatalogue(one, () => renderer.renderPage('/products/multivitamin', 'en')),
      withCatalogue(two, () => renderer.renderPage('/products/multivitamin', 'en')),
    ]);
    expect(before.markup).toContain('Daily Multivitamin');
    expect(before.markup).toContain('$29.99');
    expect(before.markup).not.toContain('Everyday Multivitamin');
    expect(after.markup).toContain('Everyday Multivitamin');
    expect(after.markup).toContain('$24.99');
    expect(after.markup).not.toContain('$29.99');
  });

  it('serves pages asked for at once in two languages each with the markup and texts it has alone', async () => {
    const pages = [
      ['/ar/terms', '/terms', 'ar'],
      ['/fr/cookies', '/cookies', 'fr'],
      ['/fr/terms', '/terms', 'fr'],
      ['/ar/cookies', '/cookies', 'ar'],
    ] as const;
    const documents = await Promise.all(pages.map(async ([address]) => (await document(address)).text()));
    for (const [i, [, path, language]] of pages.entries()) {
      const html = documents[i];
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(hasArabic(appOf(html))).toBe(language === 'ar');
      const alone = await renderer.renderPage(path, language);
      expect(appOf(html)).toContain(`<div id="root" data-prerendered="${language}">${alone.markup}</div>`);
      expect(JSON.parse(PAGE_TEXTS.exec(html)?.[1] ?? '{}')).toEqual(alone.texts);
    }
    expect(appOf(documents[2])).toContain(fr.store.legal.terms.title);
  });

  it('renders the app inside what the caller wraps it in', async () => {
    const { markup } = await renderer.renderPage('/privacy', 'en', {
      wrap: (app) => createElement('section', { 'data-wrapped': '' }, app),
    });
    expect(markup).toMatch(/^<section data-wrapped="">[\s\S]*<\/section>$/);
    expect(markup).toContain('<main id="main">');
  });

  it('renders a page once per isolate, for requests at once and after', async () => {
    const render = vi.spyOn(renderer, 'renderPage');
    try {
      const pages = [...(await Promise.all([document('/fr/privacy'), document('/fr/privacy')])), await document('/fr/privacy')];
      const apps = await Promise.all(pages.map(async (res) => (expect(res.status).toBe(200), appOf(await res.text()))));
      expect(render).toHaveBeenCalledTimes(1);
      expect(apps[0]).toContain('<div id="root" data-prerendered="fr">');
      expect(new Set(apps).size).toBe(1);
    } finally {
      render.mockRestore();
    }
  });
});
