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
  const location = { hash, protocol, reload: vi.fn() };
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
  return { html, written, reloaded: location.reload.mock.calls.length > 0 && stop.mock.calls.length > 0, window, addEventListener };
}

describe('pre-paint boot script', () => {
  it('is admitted by the CSP hash, and nothing else inline is', () => {
    const digest = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${digest}';`);
  });

  it.each(['fr', 'ar'])(
    'moves a shopper whose %s choice is only in localStorage onto the cookie, and asks for the page again',
    (stored) => {
      const run = boot({ stored });
      expect(run.written).toEqual([`vitaglow-language=${stored}; Path=/; Max-Age=31536000; SameSite=Lax`]);
      expect(run.reloaded).toBe(true);
      expect(run.html).toMatchObject({ lang: 'en', dir: 'ltr' });
    },
  );

  it('marks that cookie Secure on HTTPS', () => {
    expect(boot({ stored: 'ar', protocol: 'https:' }).written).toEqual([
      'vitaglow-language=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    ]);
  });

  it.each([
    ['ar', 'rtl'],
    ['fr', 'ltr'],
  ])('where cookies are refused, shows the page in the stored %s without reloading', (stored, dir) => {
    const run = boot({ stored, cookiesRefused: true });
    expect(run.reloaded).toBe(false);
    expect(run.html).toMatchObject({ lang: stored, dir });
    // The markup prerendered in English stays hidden until the app has drawn the page (web/styles.css).
    expect(run.html.setAttribute).toHaveBeenCalledWith('data-other-language', '');
  });

  it.each([
    ['the page is already in the stored language', { stored: 'fr', served: 'fr', cookie: 'vitaglow-language=fr' }],
    ['a cookie chose the page language (the cookie wins)', { stored: 'fr', served: 'ar', cookie: 'x=1; vitaglow-language=ar' }],
    ['nothing is stored', { stored: null }],
    ['English is stored', { stored: 'en' }],
    ['the stored value is no language', { stored: 'de' }],
    ['storage is refused', { storageRefused: true }],
  ])('leaves the page alone when %s', (_case, run: BootRun) => {
    const result = boot(run);
    expect(result.written).toEqual([]);
    expect(result.reloaded).toBe(false);
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
