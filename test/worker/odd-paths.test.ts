import { describe, expect, it } from 'vitest';
import { encodedPath } from '../../core/pages';
import { ORIGIN, call } from './http';

/** Every URL a document names for itself: its canonical link and Open Graph address. */
function selfLinks(html: string): string[] {
  return [...html.matchAll(/<(?:link rel="canonical" href|meta property="og:url" content)="([^"]+)"/g)].map((match) => match[1]);
}

// Paths as they arrive on the wire: a raw backslash or `//host` would already be read as another host by
// the test's own URL parser before the request leaves, so they are written percent-encoded.
describe('paths an attacker writes', () => {
  it.each([
    '/%5C',
    '/%5C%5Cevil.example%5Cx',
    '/%2F%2Fevil.example',
    '/products%5C',
    '/a%00b',
    '/%E0%A4%A',
    '/%',
    '/..%2F..%2Fetc',
    '/caf%C3%A9',
  ])('%s: a 404 page, never a 500, that names only this shop', async (path) => {
    const res = await call(path, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    const links = selfLinks(await res.text());
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(new URL(link).origin).toBe(ORIGIN);
      expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
    }
  });
});

describe('encodedPath', () => {
  it.each([
    ['/products', '/products'],
    ['/\\\\evil.example\\x', '/%5C%5Cevil.example%5Cx'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/100%', '/100%25'],
    ['/café', '/caf%C3%A9'],
    ['/a b"<c>', '/a%20b%22%3Cc%3E'],
    ['/🍓', '/%F0%9F%8D%93'],
  ])('%j → %j', (path, expected) => {
    expect(encodedPath(path)).toBe(expected);
  });
});
