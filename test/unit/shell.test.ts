import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_SHA256 } from '../../core/boot-script';
import { ALL_SECTIONS_ATTRIBUTE } from '../../core/sections';
import { LANGUAGES, directionOf, isLanguage, nextLanguage } from '../../core/language';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, renderHeadersFile } from '../../worker/lib/security-headers';

describe('pre-paint boot script', () => {
  it('is admitted by the CSP hash', () => {
    const digest = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_SHA256).toBe(`sha256-${digest}`);
    expect(CONTENT_SECURITY_POLICY).toContain(`'${BOOT_SCRIPT_SHA256}'`);
  });

  it.each([
    ['ar', 'ar', 'rtl'],
    ['fr', 'fr', 'ltr'],
    ['en', 'en', 'ltr'],
    [null, 'en', 'ltr'],
    ['de', 'en', 'ltr'],
  ])('stored %s gives lang=%s dir=%s', (stored, lang, dir) => {
    const html = { lang: '', dir: '', setAttribute: vi.fn() };
    const localStorage = { getItem: () => stored };
    new Function('localStorage', 'document', 'location', BOOT_SCRIPT)(localStorage, { documentElement: html }, { hash: '' });
    expect(html).toMatchObject({ lang, dir });
    expect(html.setAttribute).not.toHaveBeenCalled();
  });

  it('has every section laid out when the address names one, even where storage is refused', () => {
    const html = { lang: '', dir: '', setAttribute: vi.fn() };
    const localStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    new Function('localStorage', 'document', 'location', BOOT_SCRIPT)(localStorage, { documentElement: html }, { hash: '#products' });
    expect(html.setAttribute).toHaveBeenCalledWith(ALL_SECTIONS_ATTRIBUTE, '');
  });
});

describe('languages', () => {
  it('cycles en → fr → ar → en and only Arabic is right to left', () => {
    expect(nextLanguage('en')).toBe('fr');
    expect(nextLanguage('fr')).toBe('ar');
    expect(nextLanguage('ar')).toBe('en');
    expect(LANGUAGES.map(directionOf)).toEqual(['ltr', 'ltr', 'rtl']);
    expect([isLanguage('ar'), isLanguage('AR'), isLanguage(undefined)]).toEqual([true, false, false]);
  });
});

describe('_headers file', () => {
  it('carries every security header for all paths and immutable caching for fingerprinted assets', () => {
    const file = renderHeadersFile();
    const [all, assets] = file.split('\n\n');
    expect(all.split('\n')[0]).toBe('/*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all).toContain(`  ${name}: ${value}`);
    expect(assets).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});
