import { LinkChecker, LinkState } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

describe('a crawl of the running shop with linkinator', () => {
  it('finds no broken link from /, /fr/ and /ar/', async () => {
    const origin = baseUrl();
    const { links } = await new LinkChecker().check({
      path: ['/', '/fr/', '/ar/'].map((path) => origin + path),
      recurse: true,
      concurrency: 8,
      // No internet here: links off the shop (Stripe, the e-mail's providers…) are not followed.
      linksToSkip: async (link) => new URL(link).origin !== origin,
    });
    const broken = links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.url} ${link.status} (from ${link.parent ?? 'the start'})`);
    expect(broken).toEqual([]);
    // The crawl went through each language's pages, not only the three it started from.
    const crawled = links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname);
    expect(crawled).toEqual(expect.arrayContaining(['/fr/products', '/ar/privacy', '/terms', '/products/omega-3-plus']));
  });
});
