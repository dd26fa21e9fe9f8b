import { toBase64Url, toHex } from '../lib/encoding';

/** 256 bits from the CSPRNG, URL- and cookie-safe. Sessions and the e-mailed links (verification, reset, sign-in) use it. */
export function newToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * What D1 stores instead of the token: a leaked table gives no usable session or link. A plain
 * SHA-256 suffices because the token has 256 bits of entropy (nothing to brute-force, unlike a password).
 */
export async function hashToken(token: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}

/** Lifetimes of the e-mailed single-use links. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A one-time sign-in link (sent while an account's ceiling on failed sign-ins holds) is for now, not later. */
export const SIGNIN_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A sign-in link is mailed again only while it has this long left; a nearer end gets a new link. */
export const SIGNIN_LINK_MIN_LIFE_MS = 5 * 60 * 1000;
