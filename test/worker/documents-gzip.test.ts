import { gunzipSync } from 'node:zlib';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/language';
import { PAGE_PATHS, localisedPath } from '../../core/pages';
import { acceptsGzip, closeGzip, openGzip } from '../../worker/documents/gzip';
import { ORIGIN, call } from './http';

/** Issue 18: a known page's document is compressed once per isolate, and each answer only appends its tail. */

const utf8 = new TextEncoder();
const text = new TextDecoder();

const gzipped = (start: string | Uint8Array, tail: string | Uint8Array) =>
  closeGzip(openGzip(typeof start === 'string' ? utf8.encode(start) : start), typeof tail === 'string' ? utf8.encode(tail) : tail);

async function decompressed(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

const randomBytes = (length: number) => {
  const bytes = new Uint8Array(length);
  for (let at = 0; at < length; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
  return bytes;
};

describe('a gzip member with a fixed start and a per-answer tail', () => {
  const start = `<!doctype html><html lang="ar" dir="rtl"><body>${'<p class="text-sm">فيتامين د ٣ — VitaGlow</p>'.repeat(2000)}`;

  it.each([0, 1, 100, 0xffff])('decompresses to the start and a tail of %i bytes, checksum and length checked', async (size) => {
    const tail = 'é'.repeat(Math.floor(size / 2)) + 'x'.repeat(size % 2);
    const bytes = gzipped(start, tail);
    expect(text.decode(gunzipSync(bytes))).toBe(start + tail);
    expect(await decompressed(bytes)).toBe(start + tail);
    expect(bytes.length).toBeLessThan(utf8.encode(start).length / 10 + size + 64);
  });

  it('holds bytes that do not compress, and an empty start', () => {
    const noise = randomBytes(200_000);
    expect(new Uint8Array(gunzipSync(gzipped(noise, 'tail')))).toEqual(new Uint8Array([...noise, ...utf8.encode('tail')]));
    expect(text.decode(gunzipSync(gzipped('', '</body></html>')))).toBe('</body></html>');
  });

  it('is refused by a reader when its tail or checksum is altered', () => {
    const bytes = gzipped(start, 'tail');
    const altered = bytes.slice();
    altered[altered.length - 10] ^= 1;
    expect(() => gunzipSync(altered)).toThrow();
  });

  it('refuses a tail longer than one stored block', () => {
    expect(() => gzipped(start, 'x'.repeat(0x10000))).toThrow(RangeError);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

const nonceless = (html: string) => html.replace(/ nonce="[^"]+"/, '');
const page = (path: string, language: Language, encoding?: string) =>
  call(localisedPath(path, language), {
    headers: { Accept: 'text/html', ...(encoding === undefined ? {} : { 'Accept-Encoding': encoding }) },
  });

describe('documents answered compressed', () => {
  it.each(PAGE_PATHS.flatMap((path) => LANGUAGES.map((language) => [path, language] as const)))(
    '%s in %s: gzip when asked, the same document as uncompressed but for its nonce',
    async (path, language) => {
      const compressed = await page(path, language, 'gzip, deflate, br');
      const plain = await page(path, language);
      expect(compressed.status).toBe(200);
      expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      for (const res of [compressed, plain]) {
        // Only the bare / depends on the cookie (its redirect).
        expect(res.headers.get('Vary')).toBe(path === '/' && language === 'en' ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
        expect(res.headers.get('Content-Language')).toBe(language);
      }
      // The test's fetch decodes the body as a browser would.
      const [html, plainHtml] = [await compressed.text(), await plain.text()];
      expect(nonceless(html)).toBe(nonceless(plainHtml));
      const nonce = /<template data-csp-nonce nonce="([^"]+)"><\/template><\/body>/.exec(html)?.[1];
      expect(compressed.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonce}'`);
    },
  );

  it.each(['gzip;q=0', 'identity', 'br'])('is not compressed for Accept-Encoding %j', async (encoding) => {
    const res = await page('/', 'en', encoding);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toContain('<html lang="en" dir="ltr"');
  });

  it.each([
    ['', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip', true],
  ])(
    'reads what the client sent (cf.clientAcceptEncoding %j), not the `br, gzip` Cloudflare puts in its place: gzip %s',
    async (sent, gzip) => {
      const headers = { Accept: 'text/html', 'Accept-Encoding': 'br, gzip', 'Sec-Fetch-Site': 'none', 'CF-Connecting-IP': '198.18.7.7' };
      const res = await exports.default.fetch(new Request(new URL('/', ORIGIN), { headers, cf: { clientAcceptEncoding: sent } }));
      expect(res.headers.get('Content-Encoding')).toBe(gzip ? 'gzip' : null);
      expect(await res.text()).toContain('<html lang="en" dir="ltr"');
    },
  );

  it('answers an unknown address with the uncompressed not-found document', async () => {
    const res = await page('/no-such-page', 'fr', 'gzip');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toContain('<html lang="fr" dir="ltr"');
  });
});
