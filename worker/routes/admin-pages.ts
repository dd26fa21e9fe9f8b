import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { validateEmail } from '../../core/validation';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../admin/dev-access';
import { readDraft } from '../admin/catalogue';
import { operatorDocument } from '../admin/middleware';
import { withCatalogue } from '../catalogue/scope';
import { shopCatalogueOf } from '../../core/shop-catalogue';
import { serveDocument } from './documents';
import { isDevelopment } from '../lib/env';
import { escapeHtml, htmlPage } from '../lib/html';
import { newStyleNonce } from '../lib/nonce';
import { HEAD_MARKER, nonceTag } from '../documents/shell';
import type { AppEnv } from '../lib/app-env';
import { fromThisSite } from '../lib/this-site';

/** Where the build puts the console's own document (vite.config.ts, web/admin/index.html). */
const CONSOLE_SHELL = '/admin/';

/** Where the draft's preview is: the shop's addresses behind it. */
const PREVIEW_PREFIX = '/admin/preview';

/** The console is never indexed nor kept in any cache. */
const NOINDEX = 'noindex, nofollow';

function page(title: string, body: string): string {
  return htmlPage({ title: `${escapeHtml(title)} | VitaGlow`, body });
}

const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) return c.html(page('Not found', '<h1>Not found</h1>'), 404);
  await next();
});

/** A form post from the console's own origin (the sign-in page): a cross-site form cannot sign anyone in. */

function signInPage(problem?: string): string {
  return page(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p>Local development has no Cloudflare Access in front of the console: choose the operator e-mail this browser acts as. The token is signed by a key that exists only in this development worker.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/admin/dev-sign-in">
<label for="email">Operator e-mail</label>
<input id="email" name="email" type="email" required autocomplete="email">
<button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * /admin: the operator console's document, served only to a verified Cloudflare Access identity (its
 * code never loads anywhere else), plus the development-only sign-in that stands in for Access locally.
 */
export const adminPages = new Hono<AppEnv>()
  .get('/dev-sign-in', developmentOnly, (c) => c.html(signInPage()))
  .post('/dev-sign-in', developmentOnly, async (c) => {
    if (!fromThisSite(c)) return c.html(signInPage('Sign in from this page.'), 403);
    const form = await c.req.parseBody();
    const checked = validateEmail(typeof form.email === 'string' ? form.email : '');
    if (!checked.ok) return c.html(signInPage('Enter a valid e-mail address.'), 400);
    setCookie(c, DEV_ACCESS_COOKIE, await developmentAccess.sign(checked.value), {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: 8 * 3600,
    });
    return c.redirect('/admin', 303);
  })
  .post('/dev-sign-out', developmentOnly, (c) => {
    if (!fromThisSite(c)) return c.html(page('Not allowed', '<h1>Not allowed</h1>'), 403);
    deleteCookie(c, DEV_ACCESS_COOKIE, { path: '/' });
    return c.redirect('/admin/dev-sign-in', 303);
  })
  // The draft as shoppers would see it, at the shop's own addresses under /admin/preview (/admin/preview/fr/products/…).
  .get('/preview/*', operatorDocument, async (c) => {
    const { document } = await readDraft(c.get('db'), c.env.MEDIA);
    const address = c.req.path.slice(PREVIEW_PREFIX.length) || '/';
    return withCatalogue(shopCatalogueOf(document), () => serveDocument(c, address, 'preview'));
  })
  .get('*', operatorDocument, async (c) => {
    const shell = await c.env.ASSETS.fetch(new URL(CONSOLE_SHELL, c.req.url));
    if (!shell.ok) throw new Error(`console shell unavailable: ${shell.status}`);
    const styleNonce = newStyleNonce();
    c.set('styleNonce', styleNonce);
    const head = '<title>Console | VitaGlow</title><meta name="robots" content="noindex">';
    const html = (await shell.text()).replace(HEAD_MARKER, head).replace('</body>', `${nonceTag(styleNonce)}</body>`);
    c.header('X-Robots-Tag', NOINDEX);
    return c.html(html);
  });
