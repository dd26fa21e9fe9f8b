import { describe, expect, it } from 'vitest';
import { renderHead } from '../../worker/lib/shell';

const hostile = '</script><script>alert(1)</script><!-- & -->';
const page = {
  title: 'T',
  description: 'D',
  structuredData: (origin: string) => ({ '@type': 'Thing', name: hostile, url: `${origin}/x` }),
};

describe('renderHead JSON-LD', () => {
  it('embeds the page data as JSON no text can break out of', () => {
    const head = renderHead(page, 'https://shop.example/products', true, 'nonce');
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/[<>&]/);
    expect(JSON.parse(blocks[0])).toEqual({ '@type': 'Thing', name: hostile, url: 'https://shop.example/x' });
    expect(head).not.toContain('<script>alert(1)');
  });

  it('leaves it out of pages that are not indexed', () => {
    expect(renderHead(page, 'https://shop.example/nope', false, 'nonce')).not.toContain('application/ld+json');
  });
});
