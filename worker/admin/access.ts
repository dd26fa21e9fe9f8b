import { type JWTVerifyGetKey, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { isDevelopment } from '../lib/env';
import { ApiError } from '../lib/errors';
import { developmentAccess } from './dev-access';
import type { Operator } from '../lib/app-env';

/**
 * Who may use the operator console: whoever Cloudflare Access let through. Access sits in front of
 * /admin and /api/admin and adds a signed JWT to each request (`Cf-Access-Jwt-Assertion`); the worker
 * checks it itself, so a route left out of the Access application, a wrong policy or a missing setting
 * never opens the console: it fails closed.
 * https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/
 */
export const ACCESS_HEADER = 'Cf-Access-Jwt-Assertion';

/** Access signs with RS256 only; anything else (`none`, HS256 with the public key as secret…) is refused. */
const ALGORITHMS = ['RS256'];

/**
 * The team's public keys, fetched once per isolate and kept at most ten minutes, so a key Access rotates
 * out stops being trusted; an unknown `kid` refetches them (at most every 30 s), so a new key works at once.
 */
const CACHE_MAX_AGE_MS = 10 * 60_000;
const REFETCH_COOLDOWN_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;
const keySets = new Map<string, JWTVerifyGetKey>();

interface Verifier {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
}

/** ACCESS_TEAM_DOMAIN (`https://<team>.cloudflareaccess.com`) and ACCESS_AUD, or null when either is unset. */
function productionVerifier(env: Env): Verifier | null {
  if (!env.ACCESS_TEAM_DOMAIN || !env.ACCESS_AUD) return null;
  const issuer = new URL(env.ACCESS_TEAM_DOMAIN.includes('://') ? env.ACCESS_TEAM_DOMAIN : `https://${env.ACCESS_TEAM_DOMAIN}`).origin;
  const certs = `${issuer}/cdn-cgi/access/certs`;
  let keys = keySets.get(certs);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(certs), {
      cacheMaxAge: CACHE_MAX_AGE_MS,
      cooldownDuration: REFETCH_COOLDOWN_MS,
      timeoutDuration: FETCH_TIMEOUT_MS,
    });
    keySets.set(certs, keys);
  }
  return { keys, issuer, audience: env.ACCESS_AUD };
}

/**
 * The operator a request comes from, or a refusal: 401 `access_required` without a token, 403
 * `access_denied` for a token that fails any check, 503 `access_not_configured` when the worker has no
 * Access settings. Local development verifies tokens from its own sign-in page (./dev-access.ts) the
 * same way, against a key that exists only in a development isolate and is never trusted elsewhere.
 */
export async function verifyOperator(request: Request, env: Env, token = request.headers.get(ACCESS_HEADER)): Promise<Operator> {
  const verifier = isDevelopment(env) ? await developmentAccess.verifier() : productionVerifier(env);
  if (!verifier) throw new ApiError(503, 'access_not_configured', 'The console is closed: Cloudflare Access is not configured');
  if (!token) throw new ApiError(401, 'access_required', 'Sign in through Cloudflare Access');
  try {
    const { payload } = await jwtVerify(token, verifier.keys, {
      algorithms: ALGORITHMS,
      issuer: verifier.issuer,
      audience: verifier.audience,
      requiredClaims: ['exp', 'iat', 'email'],
    });
    if (typeof payload.email !== 'string' || !payload.email.includes('@'))
      throw new errors.JWTClaimValidationFailed('no e-mail', payload, 'email');
    return { email: payload.email.toLowerCase() };
  } catch (error) {
    const keysUnreadable =
      error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError);
    if (!keysUnreadable) throw new ApiError(403, 'access_denied', 'The Access token is not valid for this console');
    // The key set could not be fetched: Access is unreachable, so nobody gets in, and the operator learns why.
    const refusal = new ApiError(503, 'access_unavailable', 'Cloudflare Access keys could not be read');
    refusal.cause = error;
    throw refusal;
  }
}
