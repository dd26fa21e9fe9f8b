import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../worker/middleware/body-limit';
import { ORIGIN, call } from './http';
import { errorCode } from './errors';

describe('guards on state-changing API requests', () => {
  it.each([
    ['a cross-site Fetch Metadata header', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a same-site (sibling subdomain) request', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.vitaglow.test' }],
    ['a foreign Origin without Fetch Metadata', { Origin: 'https://evil.example' }],
    ['neither Origin nor Fetch Metadata', {}],
  ])('refuses %s with 403 cross_site_request', async (_name, headers: Record<string, string>) => {
    const request = new Request(new URL('/api/nope', ORIGIN), {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    const res = await exports.default.fetch(request);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('cross_site_request');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415',
    async (type) => {
      const res = await call('/api/nope', { method: 'POST', body: 'a=1', headers: { 'Content-Type': type } });
      expect(res.status).toBe(415);
      expect(await errorCode(res)).toBe('unsupported_media_type');
    },
  );

  it('refuses a body over the limit with 413', async () => {
    const res = await call('/api/nope', { method: 'POST', body: JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES) }) });
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('payload_too_large');
  });

  it('lets a same-origin JSON request through to routing', async () => {
    const res = await call('/api/nope', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});
