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

  it('escapes the canonical URL it reflects', async () => {
    const html = await (await document('/"><script>alert(1)</script>')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
