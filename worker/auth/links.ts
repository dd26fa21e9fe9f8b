import type { Context } from 'hono';
import { type AuthTokenPurpose, insertAuthToken, insertSigninLinkUnlessLive, liveSigninLinkMadeAt } from '../db/auth-tokens';
import type { AppEnv } from '../lib/app-env';
import { toBase64Url } from '../lib/encoding';
import { hashSecret, purposeMac } from '../lib/keyed-hash';
import { RESET_TOKEN_TTL_MS, SIGNIN_LINK_MIN_LIFE_MS, SIGNIN_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS, hashToken, newToken } from './tokens';
import type { Language } from '../../core/language';
import { localisedPath } from '../../core/pages';

const TTL: Record<AuthTokenPurpose, number> = { verify: VERIFY_TOKEN_TTL_MS, reset: RESET_TOKEN_TTL_MS, signin: SIGNIN_TOKEN_TTL_MS };
const PAGE: Record<AuthTokenPurpose, string> = { verify: '/auth/verify', reset: '/auth/reset', signin: '/auth/sign-in-link' };

/**
 * Stores a new single-use token (hashed) and returns the e-mailed link to its page on `origin` (the
 * shop's public origin, lib/env.ts publicOrigin), at the e-mail's language's address. The token rides
 * in the fragment, which browsers never send to a server, so it stays out of access logs and Referer headers.
 */
export async function issueLink(
  c: Context<AppEnv>,
  userId: string,
  purpose: AuthTokenPurpose,
  origin: string,
  language: Language,
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await insertAuthToken(c.get('db'), {
    tokenHash: await hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now + TTL[purpose]),
    createdAt: new Date(now),
  });
  return `${origin}${localisedPath(PAGE[purpose], language)}#token=${token}`;
}

/**
 * The token of the sign-in link made for `userId` at `madeAt`: 256 bits of HMAC under a key of its own
 * (lib/keyed-hash.ts), so the shop can mail the same link again without keeping it anywhere; D1 stores only
 * its hash, as for every link.
 */
async function signinToken(c: Context<AppEnv>, userId: string, madeAt: Date): Promise<string> {
  const mac = await purposeMac(hashSecret(c.env, 'signin-link'), 'signin-link', `${userId}\n${madeAt.getTime()}`);
  return toBase64Url(Uint8Array.from(mac.match(/../g)!, (byte) => parseInt(byte, 16)));
}

/**
 * The account's one sign-in link while its ceiling on failed sign-ins holds (routes/auth.ts): the live one,
 * to mail again, as long as it has SIGNIN_LINK_MIN_LIFE_MS left (time to open the e-mail), else a new one. A
 * request from anyone therefore never spends a link the owner needs: every e-mail sent during a link's life
 * holds that same link, and a new one is made only when the last is used or nearly over. `fresh`: made now.
 */
export async function currentSigninLink(
  c: Context<AppEnv>,
  userId: string,
  origin: string,
  language: Language,
): Promise<{ link: string; fresh: boolean } | null> {
  const db = c.get('db');
  const now = new Date(Date.now());
  const liveAt = new Date(now.getTime() + SIGNIN_LINK_MIN_LIFE_MS);
  const linkTo = async (madeAt: Date) => `${origin}${localisedPath(PAGE.signin, language)}#token=${await signinToken(c, userId, madeAt)}`;
  const live = await liveSigninLinkMadeAt(db, userId, liveAt);
  if (live) return { link: await linkTo(live), fresh: false };
  const tokenHash = await hashToken(await signinToken(c, userId, now));
  const expiresAt = new Date(now.getTime() + SIGNIN_TOKEN_TTL_MS);
  if (await insertSigninLinkUnlessLive(db, { tokenHash, userId, expiresAt, createdAt: now }, liveAt))
    return { link: await linkTo(now), fresh: true };
  // A parallel request made the link a moment ago: that is the one to send.
  const made = await liveSigninLinkMadeAt(db, userId, liveAt);
  return made && { link: await linkTo(made), fresh: false };
}
