import { describe, expect, it } from 'vitest';
import { document } from './http';

describe('documents', () => {
  it.each(['/', '/products', '/payment-success', '/payment-cancelled', '/products/'])(
    '%s answers 200 with the SPA shell',
    async (path) => {
      const res = await document(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/<title>[^<]*VitaGlow[^<]*<\/title>/);
      expect(html).toContain('<link rel="canonical" href="https://vitaglow.test');
      expect(html).not.toContain('<!--app-head-->');
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
  });

  it('preloads no image on pages without a lead image', async () => {
    expect(await (await document('/payment-cancelled')).text()).not.toContain('rel="preload"');
  });

  it('escapes the canonical URL it reflects', async () => {
    const html = await (await document('/"><script>alert(1)</script>')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
