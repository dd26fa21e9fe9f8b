import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, has Path=/ and no Domain, so no
 * subdomain or plain-HTTP page can set or overwrite it. HttpOnly keeps it from scripts; SameSite=Lax
 * keeps it off cross-site POSTs (the same-origin guard on /api is the main CSRF defence).
 */
export const SESSION_COOKIE = '__Host-vitaglow_session';

/** The attributes of the shop's own `__Host-` cookies, which scripts never read. */
export const HOST_COOKIE = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date, now = Date.now()): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
  setCookie(c, SESSION_COOKIE, token, { ...HOST_COOKIE, maxAge });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, HOST_COOKIE);
}
