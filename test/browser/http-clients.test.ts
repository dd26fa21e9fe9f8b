import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/**
 * The running shop (wrangler dev serving the real build) as plain HTTP clients meet it: curl and uptime
 * monitors send no Accept-Encoding, scripts send paths and Host headers no browser would.
 */
interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly these headers (node adds only Host unless given, and Connection). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const isGzip = (body: Buffer) => body[0] === 0x1f && body[1] === 0x8b;

describe('a client that sends no Accept-Encoding', () => {
  it.each(['/', '/products', '/privacy', '/no-such-page', '/robots.txt', '/api/health'])('gets %s uncompressed', async (path) => {
    const res = await raw(path);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(isGzip(res.body)).toBe(false);
  });

  it('gets the storefront’s script and stylesheet uncompressed too', async () => {
    const html = (await raw('/')).body.toString('utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await raw(asset);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(isGzip(res.body)).toBe(false);
    }
  });

  it('gets gzip when it asks for it, and not when it refuses it', async () => {
    const asked = await raw('/', { 'Accept-Encoding': 'gzip' });
    expect(asked.headers['content-encoding']).toBe('gzip');
    expect(isGzip(asked.body)).toBe(true);
    const refused = await raw('/', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toMatch(/^<!doctype html>/i);
  });
});

describe('hostile requests to the development server', () => {
  it('refuses a host that is not its own (a DNS-rebinding page), even for the outbox of live reset links', async () => {
    const port = new URL(baseUrl()).port;
    for (const path of ['/dev/outbox.json', '/admin/dev-sign-in', '/']) {
      const res = await raw(path, { Host: `evil.example:${port}` });
      expect(res.status).toBe(403);
    }
    expect((await raw('/dev/outbox.json')).status).toBe(200);
  });

  it.each(['/%5C', '/%5C%5Cevil.example%5Cx', '/\\\\evil.example\\x', '//evil.example/x'])(
    'answers %s with the 404 page of this shop, never a 500',
    async (path) => {
      const res = await raw(path, { Accept: 'text/html' });
      expect(res.status).toBe(404);
      const html = res.body.toString('utf8');
      const own = new URL(baseUrl()).origin;
      for (const [, link] of html.matchAll(/<(?:link rel="canonical" href|meta property="og:url" content)="([^"]+)"/g)) {
        expect(new URL(link).origin).toBe(own);
      }
    },
  );
});
