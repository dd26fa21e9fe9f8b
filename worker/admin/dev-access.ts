import { type CryptoKey, type JWK, SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';

/**
 * Local development has no Cloudflare Access in front of it. Its sign-in page (worker/routes/admin-pages.ts)
 * issues tokens shaped like Access's, signed with a key pair made in this isolate when first needed: it
 * is never written anywhere, so no token from it can be replayed against another worker, and production
 * never consults it (worker/admin/access.ts uses the team's published keys there).
 */
export const DEV_ACCESS_ISSUER = 'https://vitaglow-development.cloudflareaccess.invalid';
export const DEV_ACCESS_AUDIENCE = 'vitaglow-development-console';
/** Where the development sign-in keeps its token (Access itself uses `CF_Authorization`). */
export const DEV_ACCESS_COOKIE = 'vitaglow_dev_operator';
const LIFETIME = '8h';

interface DevKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * Kept as a value, not a promise shared between requests (see worker/orders/stock-levels.ts): requests that
 * arrive while the first pair is made make one too, and the first one kept is the one every request uses.
 */
let keys: DevKeys | undefined;

async function devKeys(): Promise<DevKeys> {
  if (keys) return keys;
  const pair = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: `dev-${crypto.randomUUID()}`, alg: 'RS256', use: 'sig' };
  keys ??= { privateKey: pair.privateKey, publicJwk };
  return keys;
}

export const developmentAccess = {
  async verifier() {
    const { publicJwk } = await devKeys();
    return { keys: createLocalJWKSet({ keys: [publicJwk] }), issuer: DEV_ACCESS_ISSUER, audience: DEV_ACCESS_AUDIENCE };
  },

  /** A token for the operator with this e-mail, as Access would issue after sign-in. */
  async sign(email: string): Promise<string> {
    const { privateKey, publicJwk } = await devKeys();
    return new SignJWT({ email, type: 'app' })
      .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid })
      .setIssuer(DEV_ACCESS_ISSUER)
      .setAudience(DEV_ACCESS_AUDIENCE)
      .setSubject(email)
      .setIssuedAt()
      .setExpirationTime(LIFETIME)
      .sign(privateKey);
  },
};
