import { describe, expect, it } from 'vitest';
import { BROWSER_STORAGE, displayName, entryFor, shopperEntries } from '../../core/cookies';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY } from '../../core/language';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { textKeys } from '../../i18n/pick';
import { CART_STORAGE_KEY } from '../../web/state/cart';
import { WISHLIST_STORAGE_KEY } from '../../web/state/wishlist';
import { DEV_ACCESS_COOKIE } from '../../worker/admin/dev-access';
import { SESSION_COOKIE } from '../../worker/auth/cookies';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../worker/auth/session-policy';
import { D1_BOOKMARK_COOKIE } from '../../worker/middleware/d1-session';

/** core/cookies.ts, the list the cookie policy shows: its texts in every language, its names as the code spells them. */

const DICTIONARIES = { en, fr, ar };
const DAY_MS = 24 * 60 * 60 * 1000;

const textAt = (dictionary: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);

describe('the cookie and storage list', () => {
  it.each(['en', 'fr', 'ar'] as const)('has a purpose and a lifetime in %s for every entry', (language) => {
    for (const entry of BROWSER_STORAGE) {
      for (const key of [entry.purposeKey, entry.lifetimeKey]) {
        const text = textAt(DICTIONARIES[language], key);
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect((text as string).trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('has no text for an entry it does not list', () => {
    const listed = BROWSER_STORAGE.flatMap((e) => [e.purposeKey, e.lifetimeKey]).sort();
    expect(textKeys(en.store.legal.cookies.items, 'store.legal.cookies.items').sort()).toEqual(listed);
  });

  it('names each cookie and key once, as the code spells it', () => {
    expect(new Set(BROWSER_STORAGE.map((e) => `${e.kind} ${e.name}`)).size).toBe(BROWSER_STORAGE.length);
    expect(new Set(BROWSER_STORAGE.map((e) => e.id)).size).toBe(BROWSER_STORAGE.length);
    expect(entryFor('cookie', SESSION_COOKIE)?.id).toBe('session');
    expect(entryFor('cookie', D1_BOOKMARK_COOKIE)?.id).toBe('d1Bookmark');
    expect(entryFor('cookie', LANGUAGE_COOKIE)?.id).toBe('languageCookie');
    expect(entryFor('cookie', DEV_ACCESS_COOKIE)?.id).toBe('devOperator');
    expect(entryFor('localStorage', LANGUAGE_STORAGE_KEY)?.id).toBe('language');
    expect(entryFor('localStorage', CART_STORAGE_KEY)?.id).toBe('cart');
    expect(entryFor('localStorage', WISHLIST_STORAGE_KEY)?.id).toBe('wishlist');
    // One key per form and e-mail address (web/state/attempt-limits.ts).
    expect(entryFor('localStorage', 'vitaglow-rate-limit:signin:amira@example.com')?.id).toBe('attempts');
    expect(displayName(entryFor('localStorage', 'vitaglow-rate-limit:signup:amira@example.com')!)).toBe('vitaglow-rate-limit:…');
    // The same name as a cookie and as a key are two entries; an unlisted name is none.
    expect(entryFor('localStorage', LANGUAGE_COOKIE)?.kind).toBe('localStorage');
    expect(entryFor('cookie', 'vitaglow-cart')).toBeUndefined();
  });

  it('keeps the development sign-in cookie off the shopper’s page: it is for operators, and only in development', () => {
    expect(shopperEntries('cookie').map((e) => e.name)).not.toContain(DEV_ACCESS_COOKIE);
    expect(shopperEntries('cookie', 'localStorage', 'sessionStorage')).toHaveLength(BROWSER_STORAGE.length - 1);
  });

  it('states the lifetimes the code sets', () => {
    const lifetime = (id: string) => textAt(en, BROWSER_STORAGE.find((e) => e.id === id)!.lifetimeKey) as string;
    expect(lifetime('session')).toContain(`${SESSION_IDLE_MS / DAY_MS} days without use`);
    expect(lifetime('session')).toContain(`${SESSION_ABSOLUTE_MS / DAY_MS} days after you signed in`);
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe((365 * DAY_MS) / 1000);
    expect(lifetime('languageCookie')).toMatch(/^One year, renewed at each visit/);
  });
});
