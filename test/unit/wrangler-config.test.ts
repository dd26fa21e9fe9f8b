import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const config = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
/** Top-level `key = value` lines only (before the first table). */
const topLevel = config.split(/^\[/m)[0];

describe('wrangler.toml: the shop answers on one public address', () => {
  it.each(['workers_dev', 'preview_urls'])('turns %s off, so production secrets are not served on *.workers.dev or preview URLs', (key) => {
    expect(topLevel).toMatch(new RegExp(`^${key}\\s*=\\s*false\\s*$`, 'm'));
  });

  it('binds the R2 bucket product images are uploaded to and served from', () => {
    expect(config).toMatch(/\[\[r2_buckets\]\]\s*binding = "MEDIA"\s*bucket_name = "vitaglow-media"/);
  });

  it('binds the per-client burst limits', () => {
    for (const name of ['CLIENT_BURST_STRICT', 'CLIENT_BURST_STANDARD']) expect(config).toContain(`name = "${name}"`);
  });
});
