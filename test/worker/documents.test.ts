import { describe, expect, it } from 'vitest';
import { products } from '../../core/catalogue';
import { en } from '../../i18n/en';
import { text } from '../../tools/texts';
import { document, withoutCatalogue } from './http';

describe('documents', () => {
  it.each(['/', '/products', '/payment-success', '/payment-cancelled', '/products/', '/privacy', '/terms', '/cookies'])(
    '%s answers 200 with its document',
    async (path) => {
      const res = await document(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<div id="root"');
      expect(html).toMatch(/<title>[^<]*VitaGlow[^<]*<\/title>/);
      expect(html).toContain('<link rel="canonical" href="https://vitaglow.test');
      expect(html).not.toContain('<!--app-head-->');
    },
  );

  it('serves the home page with its content already in it', async () => {
    const html = await (await document('/')).text();
    expect(html).toContain('<div id="root" data-prerendered="en">');
    for (const words of [en.store.benefits.title, text('en', 'content.catalogue.multivitamin.name'), en.store.plans.title])
      expect(withoutCatalogue(html)).toContain(words);
  });

  it('serves /products with all 15 products in it, and the privacy policy with its text', async () => {
    const html = await (await document('/products')).text();
    for (const product of products()) expect(withoutCatalogue(html)).toContain(text('en', product.nameKey));
    expect(await (await document('/privacy')).text()).toContain(en.store.legal.privacy.intro);
  });

  it.each(['/payment-success', '/account', '/auth/reset'])(
    '%s is drawn in the browser: its document has the layout rendered around an empty box',
    async (path) => {
      const html = await (await document(path)).text();
      expect(html).toContain('<div id="root" data-prerendered="en">');
      expect(html).toContain('<main id="main"><div class="min-h-dvh"></div></main>');
      expect(html).toContain('<footer');
    },
  );

  it.each(['/nope', '/products/multivitamin/extra', '/index.htm', '/apis'])('%s answers 404 with the same shell', async (path) => {
    const res = await document(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Page not found | VitaGlow</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('serves other static files from the asset layer', async () => {
    const res = await document('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/image\/svg\+xml/);
  });

  it('puts the pre-paint language script in the head, before any stylesheet or module', async () => {
    const html = await (await document('/')).text();
    const boot = html.indexOf('localStorage.getItem("vitaglow-language")');
    expect(boot).toBeGreaterThan(-1);
    expect(boot).toBeLessThan(html.indexOf('<script type="module"'));
    expect(boot).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it.each([
    ['/', '/products/multivitamin.svg'],
    ['/products', '/products/multivitamin.svg'],
  ])('%s asks for its largest image at once, an image the asset layer serves', async (path, image) => {
    const html = await (await document(path)).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    const res = await document(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/image\/svg\+xml/);
    // As the build ships it: its text drawn as outlines, which the browser paints without laying out text.
    const artwork = await res.text();
    expect(artwork).not.toContain('<text');
    expect(artwork).toContain('<title id="t">VitaGlow Multivitamin</title>');
  });

  it('preloads no image on pages without a lead image', async () => {
    expect(await (await document('/payment-cancelled')).text()).not.toContain('rel="preload"');
  });

  it('escapes the canonical URL it reflects', async () => {
    const html = await (await document('/"><script>alert(1)</script>')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
