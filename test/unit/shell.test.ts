import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from '../../core/boot-script';
import { ALL_SECTIONS_ATTRIBUTE } from '../../core/sections';
import { LANGUAGES, directionOf, isLanguage } from '../../core/language';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, renderHeadersFile } from '../../worker/lib/security-headers';

interface BootRun {
  stored?: string | null;
  /** <html lang> as the worker served it. */
  served?: string;
  cookie?: string;
  cookiesRefused?: boolean;
  protocol?: string;
  hash?: string;
  pathname?: string;
  storageRefused?: boolean;
}

/** Runs the boot script against a stand-in document, cookie jar, localStorage and location. */
function boot({
  stored = null,
  served = 'en',
  cookie = '',
  cookiesRefused = false,
  protocol = 'http:',
  hash = '',
  pathname = '/',
  storageRefused = false,
}: BootRun) {
  const html = { lang: served, dir: served === 'ar' ? 'rtl' : 'ltr', setAttribute: vi.fn(), hasAttribute: () => false };
  let jar = cookie;
  const written: string[] = [];
  const document = {
    documentElement: html,
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      if (!cookiesRefused) jar = [jar, value.split(';')[0]].filter(Boolean).join('; ');
    },
  };
  const localStorage = {
    getItem: () => {
      if (storageRefused) throw new Error('SecurityError');
      return stored;
    },
  };
  const location = { hash, protocol, pathname, search: '?sort=price', replace: vi.fn() };
  const stop = vi.fn();
  const window: { vitaglowTaps?: unknown[] } = {};
  const addEventListener = vi.fn();
  new Function('localStorage', 'document', 'location', 'stop', 'window', 'addEventListener', BOOT_SCRIPT)(
    localStorage,
    document,
    location,
    stop,
    window,
    addEventListener,
  );
  const movedTo = stop.mock.calls.length > 0 ? (location.replace.mock.calls[0]?.[0] as string | undefined) : undefined;
  return { html, written, movedTo, window, addEventListener };
}

describe('pre-paint boot script', () => {
  it('is admitted by the CSP hash, and nothing else inline is', () => {
    const digest = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${digest}';`);
  });

  it.each(['fr', 'ar'])(
    'sends a shopper at the bare / whose %s choice is only in localStorage to that language’s home, saving the cookie',
    (stored) => {
      const run = boot({ stored, hash: '#products' });
      expect(run.written).toEqual([`vitaglow-language=${stored}; Path=/; Max-Age=31536000; SameSite=Lax`]);
      expect(run.movedTo).toBe(`/${stored}/?sort=price#products`);
    },
  );

  it('marks that cookie Secure on HTTPS', () => {
    expect(boot({ stored: 'ar', protocol: 'https:' }).written).toEqual([
      'vitaglow-language=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    ]);
  });

  it('where cookies are refused, still sends the shopper to their language’s address', () => {
    expect(boot({ stored: 'ar', cookiesRefused: true }).movedTo).toBe('/ar/?sort=price');
  });

  it.each([
    ['the address is not the bare / (it names its language itself)', { stored: 'fr', pathname: '/products' }],
    ['a cookie chose already (the worker would have redirected)', { stored: 'fr', cookie: 'x=1; vitaglow-language=en' }],
    ['nothing is stored', { stored: null }],
    ['English is stored', { stored: 'en' }],
    ['the stored value is no language', { stored: 'de' }],
    ['the stored value is no own key', { stored: 'hasOwnProperty' }],
    ['storage is refused', { storageRefused: true }],
  ])('leaves the page alone when %s', (_case, run: BootRun) => {
    const result = boot(run);
    expect(result.written).toEqual([]);
    expect(result.movedTo).toBeUndefined();
    expect(result.html.lang).toBe(run.served ?? 'en');
    expect(result.html.setAttribute).not.toHaveBeenCalled();
  });

  it('has every section laid out when the address names one, even where storage is refused', () => {
    const run = boot({ hash: '#products', storageRefused: true });
    expect(run.html.setAttribute).toHaveBeenCalledWith(ALL_SECTIONS_ATTRIBUTE, '');
  });

  it('starts holding taps (clicks and select changes, in the capture phase) for the app to carry out', () => {
    const run = boot({});
    expect(run.window.vitaglowTaps).toEqual([]);
    expect(run.addEventListener.mock.calls.map(([type, , capture]) => [type, capture])).toEqual([
      ['click', true],
      ['change', true],
    ]);
  });
});

describe('languages', () => {
  it('only Arabic is right to left', () => {
    expect(LANGUAGES.map(directionOf)).toEqual(['ltr', 'ltr', 'rtl']);
    expect([isLanguage('ar'), isLanguage('AR'), isLanguage(undefined), isLanguage('constructor'), isLanguage('ar-XB')]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
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
