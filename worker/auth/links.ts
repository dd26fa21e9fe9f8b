import type { Context } from 'hono';
import { type AuthTokenPurpose, insertAuthToken } from '../db/auth-tokens';
import type { AppEnv } from '../lib/app-env';
import { RESET_TOKEN_TTL_MS, SIGNIN_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS, hashToken, newToken } from './tokens';
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
