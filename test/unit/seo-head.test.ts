import { describe, expect, it } from 'vitest';
import { renderHead } from '../../worker/documents/shell';

const hostile = '</script><script>alert(1)</script><!-- & -->';
const page = { structuredData: (origin: string) => ({ '@type': 'Thing', name: hostile, url: `${origin}/x` }) };
const head = (canonicalUrl: string, indexable: boolean) =>
  renderHead({ page, texts: { title: 'T', description: 'D' }, language: 'en', canonicalUrl, indexable });

describe('renderHead JSON-LD', () => {
  it('embeds the page data as JSON no text can break out of', () => {
    const html = head('https://shop.example/products', true);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/[<>&]/);
    expect(JSON.parse(blocks[0])).toEqual({ '@type': 'Thing', name: hostile, url: 'https://shop.example/x' });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves it out of pages that are not indexed', () => {
    expect(head('https://shop.example/nope', false)).not.toContain('application/ld+json');
  });
});
