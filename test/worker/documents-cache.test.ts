import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callWith } from './auth-helpers';
import { document } from './http';

/** Issue 18: a document is fetched from the asset layer and prepared once per isolate; only its nonce is per request. */

const nonceOf = (html: string) => /<template data-csp-nonce nonce="([^"]+)"><\/template>/.exec(html)?.[1];

describe('documents kept per isolate', () => {
  it('answers the same document with a fresh nonce each time, the CSP naming that nonce', async () => {
    const [first, second] = [await document('/ar/terms'), await document('/ar/terms')];
    const [a, b] = [await first.text(), await second.text()];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(a.replace(nonceOf(a)!, '')).toBe(b.replace(nonceOf(b)!, ''));
    expect(second.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonceOf(b)}'`);
    expect(a).toContain('<html lang="ar" dir="rtl"');
  });

  it('asks the asset layer for a page’s document once, not on every request', async () => {
    let fetched = 0;
    const ASSETS = { fetch: (input: RequestInfo | URL, init?: RequestInit) => (fetched++, env.ASSETS.fetch(input, init)) } as Fetcher;
    const navigate = { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } };
    const first = await callWith({ ASSETS }, '/fr/cookies', navigate);
    expect(first.status).toBe(200);
    expect(fetched).toBe(1);
    for (let i = 0; i < 3; i++) expect((await callWith({ ASSETS }, '/fr/cookies', navigate)).status).toBe(200);
    expect(fetched).toBe(1);
  });

  it('writes the canonical address the page was asked at', async () => {
    const html = await (await document('/privacy')).text();
    expect(html).toContain('<link rel="canonical" href="https://vitaglow.test/privacy">');
  });
});
