import { beforeAll, describe, expect, it } from 'vitest';
import { JPEG } from '../support/image-fixtures';
import { consoleCall, consoleDocument, saveEditedDraft } from './console-helpers';
import { document, withoutCatalogue } from './http';

/*
 * Issue 37, item 2: before publishing, the operator sees the saved draft as shoppers would, at the shop's
 * own addresses under /admin/preview, in each language: behind Access, never indexed, never kept, and
 * nothing of it reaches shoppers until it is published.
 */

/** A photo uploaded through the console: where it is served, and its size. */
async function uploaded(): Promise<{ url: string; width: number; height: number }> {
  const bytes = Uint8Array.from(atob(JPEG.base64), (char) => char.charCodeAt(0));
  const res = await consoleCall('/media', { method: 'POST', body: bytes, headers: { 'Content-Type': 'image/jpeg' } });
  expect([200, 201]).toContain(res.status);
  return (await res.json()) as { url: string; width: number; height: number };
}

/** The draft: the multivitamin at $27.49, and a new product with its photo and its texts in three languages. */
beforeAll(async () => {
  await saveEditedDraft(async (draft) => {
    const multivitamin = draft.products.find((product) => product.slug === 'multivitamin')!;
    multivitamin.priceCents = 2749;
    const added = structuredClone(draft.products.find((product) => product.slug === 'magnesium-gummies')!);
    added.slug = 'sleep-gummies';
    added.texts.en.name = 'Sleep Gummies';
    added.texts.fr.name = 'Gummies Sommeil';
    added.texts.ar.name = 'جيلي النوم';
    added.image = { ...added.image, ...(await uploaded()) };
    draft.products.push(added);
  });
});

describe('the draft’s preview', () => {
  it('shows a product only the draft has, in each language, marked not to be indexed or kept', async () => {
    for (const [address, name] of [
      ['/admin/preview/products/sleep-gummies', 'Sleep Gummies'],
      ['/admin/preview/fr/products/sleep-gummies', 'Gummies Sommeil'],
      ['/admin/preview/ar/products/sleep-gummies', 'جيلي النوم'],
    ] as const) {
      const res = await consoleDocument(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(withoutCatalogue(html)).toContain(name);
    }
  });

  it('gives the new product its own photo as its link preview, with its size', async () => {
    const html = await (await consoleDocument('/admin/preview/products/sleep-gummies')).text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:image')).toMatch(/^https:\/\/vitaglow\.test\/media\/[0-9a-f]{64}\.jpg$/);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual([String(JPEG.width), String(JPEG.height)]);
    // Shipped artwork keeps the 1200×630 picture the build made of it.
    const multivitamin = await (await consoleDocument('/admin/preview/products/multivitamin')).text();
    expect(multivitamin).toContain('<meta property="og:image" content="https://vitaglow.test/og/multivitamin.png">');
  });

  it('shows the draft’s prices, while shoppers keep the published ones', async () => {
    const preview = await (await consoleDocument('/admin/preview/products/multivitamin')).text();
    expect(withoutCatalogue(preview)).toContain('$27.49');
    const live = await (await document('/products/multivitamin')).text();
    expect(withoutCatalogue(live)).toContain('$29.99');
    expect(withoutCatalogue(live)).not.toContain('$27.49');
    expect((await document('/products/sleep-gummies')).status).toBe(404);
  });

  it('is refused without Cloudflare Access', async () => {
    const res = await document('/admin/preview/products/sleep-gummies');
    expect([401, 403]).toContain(res.status);
    expect(await res.text()).not.toContain('Sleep Gummies');
  });
});
