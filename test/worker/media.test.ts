import { describe, expect, it } from 'vitest';
import { DEV_ACCESS_COOKIE } from '../../worker/admin/dev-access';
import { MAX_MEDIA_BYTES } from '../../worker/middleware/body-limit';
import { AVIF, type ImageFixture, JPEG, PNG, PNG_WIDE, WEBP } from '../support/image-fixtures';
import { callWith, query } from './auth-helpers';
import { OPERATOR, auditOf, consoleCall } from './console-helpers';
import { errorOf } from './errors';
import { call } from './http';

/*
 * Product images: the operator uploads a file's bytes in the console (POST /api/admin/media, behind
 * Cloudflare Access), and the shop serves it publicly at the path it answers, named by its content.
 */

const bytesOf = (fixture: ImageFixture) => Uint8Array.from(atob(fixture.base64), (char) => char.charCodeAt(0));

/**
 * The JPEG fixture made unique (and, with `size`, exactly that long) by comment segments after its
 * start-of-image marker: still a valid JPEG of the same size in pixels, which no other test uploaded.
 */
function uniqueJpeg(size?: number): Uint8Array<ArrayBuffer> {
  const original = bytesOf(JPEG);
  const tag = new TextEncoder().encode(crypto.randomUUID());
  const segments: Uint8Array[] = [];
  const segment = (data: Uint8Array) => {
    const length = data.length + 2;
    segments.push(new Uint8Array([0xff, 0xfe, length >> 8, length & 0xff]), data);
  };
  segment(tag);
  if (size !== undefined) {
    let missing = size - original.length - (tag.length + 4);
    while (missing > 0) {
      // A segment is its 4-byte header and at most 65533 bytes; the last must keep at least its header.
      let take = Math.min(65_537, missing);
      if (missing - take > 0 && missing - take < 4) take = missing - 4;
      segment(new Uint8Array(take - 4));
      missing -= take;
    }
  }
  const parts = [original.subarray(0, 2), ...segments, original.subarray(2)];
  const file = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const upload = (body: BodyInit, contentType = 'image/jpeg', headers: Record<string, string> = {}) =>
  consoleCall('/media', { method: 'POST', body, headers: { 'Content-Type': contentType, ...headers } });

const mediaRows = (key: string) =>
  query<{ key: string; content_type: string; width: number; height: number; bytes: number; uploaded_by: string }>(
    'select key, content_type, width, height, bytes, uploaded_by from media where key = ?',
    key,
  );
const mediaCount = async () => (await query<{ n: number }>('select count(*) as n from media'))[0].n;

describe('uploading a product image', () => {
  it.each<[string, ImageFixture, string, string]>([
    ['a JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['a PNG', PNG, 'image/png', 'png'],
    ['a WebP', WEBP, 'image/webp', 'webp'],
    ['an AVIF', AVIF, 'image/avif', 'avif'],
  ])('stores %s under its content hash, with its size from its header, and serves it', async (_name, fixture, type, extension) => {
    const bytes = bytesOf(fixture);
    const res = await upload(bytes, type);
    expect(res.status, await res.clone().text()).toBe(201);
    const url = `/media/${await sha256(bytes)}.${extension}`;
    expect(await res.json()).toEqual({ url, width: fixture.width, height: fixture.height });

    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const key = url.slice(1);
    expect(await mediaRows(key)).toEqual([
      { key, content_type: type, width: fixture.width, height: fixture.height, bytes: bytes.length, uploaded_by: OPERATOR },
    ]);
    const audit = await auditOf('media', key);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_email: OPERATOR, action: 'media.upload' });
    expect(JSON.parse(audit[0].details!)).toEqual({ contentType: type, width: fixture.width, height: fixture.height, bytes: bytes.length });
  });

  it('goes by the bytes, not the Content-Type: a PNG sent as image/jpeg is stored and served as a PNG', async () => {
    const bytes = bytesOf(PNG_WIDE);
    const res = await upload(bytes, 'image/jpeg');
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toBe(`/media/${await sha256(bytes)}.png`);
    expect((await call(url)).headers.get('Content-Type')).toBe('image/png');
  });

  it.each<[string, string, string]>([
    ['SVG', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'],
    ['SVG claiming to be a PNG', 'image/png', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['HTML claiming to be a JPEG', 'image/jpeg', '<!doctype html><script>alert(document.cookie)</script>'],
    ['a GIF', 'image/gif', 'GIF89a\x01\x00\x01\x00\x00\x00\x00;'],
    ['a text file', 'text/plain', 'hello'],
  ])('refuses %s with 415 and stores nothing', async (_name, type, body) => {
    const before = await mediaCount();
    const res = await upload(body, type);
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('unsupported_media_type');
    expect(await mediaCount()).toBe(before);
  });

  it('refuses an empty body with 400 empty_body', async () => {
    const res = await upload(new Uint8Array(), 'image/png');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('empty_body');
  });

  it('refuses an image whose header is cut short with 400 invalid_image', async () => {
    const before = await mediaCount();
    const res = await upload(bytesOf(PNG).subarray(0, 20), 'image/png');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_image');
    expect(await mediaCount()).toBe(before);
  });

  it('accepts an image of exactly 5 MB, far over the 16 KB every other API body is limited to', async () => {
    const bytes = uniqueJpeg(MAX_MEDIA_BYTES);
    expect(bytes.length).toBe(5 * 1024 * 1024);
    const res = await upload(bytes);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({ width: JPEG.width, height: JPEG.height });
  });

  it('refuses 5 MB and one byte with 413 payload_too_large, stating its length or not', async () => {
    const bytes = uniqueJpeg(MAX_MEDIA_BYTES + 1);
    const before = await mediaCount();
    const stated = await upload(bytes);
    expect(stated.status).toBe(413);
    expect((await errorOf(stated)).code).toBe('payload_too_large');

    const streamed = await upload(
      new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 1024 * 1024) controller.enqueue(bytes.subarray(at, at + 1024 * 1024));
          controller.close();
        },
      }),
    );
    expect(streamed.status).toBe(413);
    expect(await mediaCount()).toBe(before);
  });

  it('keeps the 16 KB limit on the console’s other routes', async () => {
    const res = await consoleCall('/shipping/import', { method: 'POST', body: JSON.stringify({ csv: 'x'.repeat(300 * 1024) }) });
    expect(res.status).toBe(413);
    const json = await consoleCall('/inventory/vitamin-d3/threshold', {
      method: 'PUT',
      body: JSON.stringify({ threshold: 1, pad: 'x'.repeat(17 * 1024) }),
    });
    expect(json.status).toBe(413);
  });

  it('stores the same bytes once: 201, then 200 with the same answer, one row, one audit entry', async () => {
    const bytes = uniqueJpeg();
    const first = await upload(bytes);
    expect(first.status).toBe(201);
    const answer = await first.json();
    const again = await upload(bytes, 'image/png');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    const key = (answer as { url: string }).url.slice(1);
    expect(await mediaRows(key)).toHaveLength(1);
    expect(await auditOf('media', key)).toHaveLength(1);
  });
});

describe('who may upload', () => {
  const jpegUpload = (headers: Record<string, string>): RequestInit => ({
    method: 'POST',
    body: uniqueJpeg(),
    headers: { 'Content-Type': 'image/jpeg', ...headers },
  });

  it('refuses a request without Access with 401, and one with a forged token with 403', async () => {
    const before = await mediaCount();
    const none = await call('/api/admin/media', jpegUpload({}));
    expect(none.status).toBe(401);
    expect((await errorOf(none)).code).toBe('access_required');
    const forged = await call('/api/admin/media', jpegUpload({ Cookie: `${DEV_ACCESS_COOKIE}=not-a-jwt` }));
    expect(forged.status).toBe(403);
    expect((await errorOf(forged)).code).toBe('access_denied');
    expect(await mediaCount()).toBe(before);
  });

  it('in production, refuses a request without Access’s token with 401', async () => {
    const production = {
      ENVIRONMENT: 'production',
      ACCESS_TEAM_DOMAIN: 'https://vitaglow-media.cloudflareaccess.com',
      ACCESS_AUD: 'console-aud',
    };
    const res = await callWith(production, '/api/admin/media', jpegUpload({}));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('access_required');
  });

  it.each([
    ['a cross-site request', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.vitaglow.test' }],
    ['a request without Fetch Metadata', { 'Sec-Fetch-Site': '' }],
  ])('refuses %s with 403 cross_site_request, even with the operator’s Access cookie', async (_name, headers) => {
    const before = await mediaCount();
    const res = await consoleCall('/media', jpegUpload(headers));
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('cross_site_request');
    expect(await mediaCount()).toBe(before);
  });
});

describe('serving an uploaded image', () => {
  async function uploaded(): Promise<string> {
    const res = await upload(uniqueJpeg());
    expect(res.status).toBe(201);
    return ((await res.json()) as { url: string }).url;
  }

  it('answers with its type, a year of immutable caching, nosniff, the security headers and an ETag', async () => {
    const url = await uploaded();
    const res = await call(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(res.headers.get('ETag')).toBe(`"${url.slice('/media/'.length, url.lastIndexOf('.'))}"`);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('answers If-None-Match with its ETag with 304 and no body', async () => {
    const url = await uploaded();
    const etag = (await call(url)).headers.get('ETag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await call(url, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('ETag')).toBe(etag);
    }
    expect((await call(url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const url = await uploaded();
    const res = await call(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(await res.text()).toBe('');
  });

  it.each([
    ['an unknown hash', `/media/${'0'.repeat(64)}.jpg`],
    ['a stored hash with another extension', null],
    ['a name that is not a hash', '/media/logo.png'],
    ['a path outside the stored names', '/media/..%2Fsecrets.txt'],
  ])('answers %s with 404', async (_name, path) => {
    const url = path ?? (await uploaded()).replace(/\.jpg$/, '.png');
    expect((await call(url)).status).toBe(404);
    expect((await call(url, { method: 'HEAD' })).status).toBe(404);
  });
});
