import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../../core/boot-script.ts';

/**
 * The one definition of the security headers sent with every response: the worker applies it to what
 * it answers, and the build writes it into the asset layer's `_headers` file (see vite.config.ts).
 */
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

/**
 * The CSP source admitting the inline boot script, computed from its text once per isolate (and by the build
 * for `_headers`): the script derives from the language registry, so a hand-kept hash would go stale.
 */
export const BOOT_SCRIPT_SHA256 = `sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}`;

/**
 * Documents add a per-response nonce to style-src, so that a <style> element is admitted only if it carries
 * it. The storefront itself injects none since its dialogs became the platform's <dialog>. Scripts never
 * get a nonce.
 */
export function contentSecurityPolicy(styleNonce?: string): string {
  return policy(`script-src 'self' '${BOOT_SCRIPT_SHA256}'`, styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'");
}

/**
 * `npm run dev` only (Vite's dev server, never `npm start` or a deploy): hot reload injects inline scripts
 * and <style> elements, so those are admitted there. A nonce would make browsers ignore 'unsafe-inline'.
 */
export const VITE_DEV_CONTENT_SECURITY_POLICY = policy("script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'");

function policy(scriptSrc: string, styleSrc: string): string {
  return [
    "default-src 'none'",
    scriptSrc,
    styleSrc,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    `frame-src ${STRIPE_CHECKOUT}`,
    // The small-screen Safari path submits a GET form to Stripe Checkout.
    `form-action 'self' ${STRIPE_CHECKOUT}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Robots-Tag': 'index, follow, noarchive',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Fingerprinted build output never changes under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';

/** Sets the security headers on a response whose headers are mutable. */
export function applySecurityHeaders(headers: Headers, styleNonce?: string, viteDevServer = false): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    // A page that must not be indexed (the operator console) says so itself.
    if (name === 'X-Robots-Tag' && headers.has(name)) continue;
    headers.set(name, value);
  }
  if (viteDevServer) headers.set('Content-Security-Policy', VITE_DEV_CONTENT_SECURITY_POLICY);
  else if (styleNonce) headers.set('Content-Security-Policy', contentSecurityPolicy(styleNonce));
}

/** The asset layer's `_headers` file: security headers everywhere, immutable caching for /assets/*. */
export function renderHeadersFile(): string {
  const lines = ['/*', ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`)];
  lines.push('', '/assets/*', `  Cache-Control: ${IMMUTABLE_CACHE}`, '');
  return lines.join('\n');
}
