import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Language, languageOf } from '../../core/language';
import { formatPrice } from '../../core/money';
import { localisedPath } from '../../core/pages';
import { getPlan } from '../../core/plans';
import type { Membership } from '../db/memberships';
import { escapeHtml, htmlPage } from '../lib/html';
import { currentUser } from '../auth/current-session';
import { findOpenLocalCheckout, payLocalCheckout } from '../memberships/local';
import { localPaymentsEnabled } from '../payments/provider';
import type { AppEnv } from '../lib/app-env';
import { fromThisSite } from '../lib/this-site';

const PLAN_LABELS = { monthly: 'Monthly membership', yearly: 'Yearly membership' } as const;
const PERIODS = { month: 'per month', year: 'per year' } as const;

function page(c: Context<AppEnv>, status: ContentfulStatusCode, title: string, body: string) {
  return c.html(
    htmlPage({
      title: `${escapeHtml(title)} | VitaGlow`,
      body: `<h1>${escapeHtml(title)}</h1>
${body}`,
    }),
    status,
  );
}

const notOpen = (c: Context<AppEnv>) =>
  page(
    c,
    404,
    'Test checkout not found',
    '<p>This test checkout does not exist, belongs to another account or is no longer open.</p><p><a href="/">Back to the shop</a></p>',
  );

/** Only in development with PAYMENTS=local: anywhere else these pages do not exist. */
const localOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!localPaymentsEnabled(c.env)) return notOpen(c);
  await next();
});

/**
 * The Pay and Cancel forms are plain HTML posts (no JSON, outside the /api guard), so they get the
 * same check here: a cross-site page must not be able to submit them, even though SameSite=Lax
 * already keeps the session cookie off such a request.
 */
const sameOriginForm = createMiddleware<AppEnv>(async (c, next) => {
  if (!fromThisSite(c)) return page(c, 403, 'Request refused', '<p>This form can only be submitted from the shop itself.</p>');
  await next();
});

/** The signed-in owner's open checkout named in the URL, or null. */
async function openCheckout(c: Context<AppEnv>): Promise<Membership | null> {
  const user = await currentUser(c);
  return user ? findOpenLocalCheckout(c.get('db'), c.req.param('id') ?? '', user.id) : null;
}

/**
 * The local provider's membership checkout (docs/payments.md): a worker-rendered page, clearly a
 * test, whose Pay activates the membership through the webhook's own statement and returns to
 * /account; Cancel returns to the plans; both at the account's language's address, as Stripe's would.
 */
export const testSubscription = new Hono<AppEnv>()
  .use('*', localOnly)
  .get('/:id', async (c) => {
    const checkout = await openCheckout(c);
    if (!checkout) return notOpen(c);
    const plan = getPlan(checkout.plan);
    const user = (await currentUser(c))!;
    const action = `/test-subscription/${encodeURIComponent(checkout.providerSubscriptionId!)}`;
    return page(
      c,
      200,
      'Test membership payment',
      `<p><strong>This is a test payment page. No real payment is taken.</strong></p>
<dl>
<dt>Plan</dt><dd>${escapeHtml(PLAN_LABELS[plan.id])}</dd>
<dt>Price</dt><dd>${escapeHtml(formatPrice(plan.priceCents, 'en'))} ${PERIODS[plan.interval]}</dd>
<dt>Account</dt><dd>${escapeHtml(user.email)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">Cancel</button></form>`,
    );
  })
  .post('/:id/pay', sameOriginForm, async (c) => {
    const checkout = await openCheckout(c);
    if (!checkout) return notOpen(c);
    await payLocalCheckout(c.get('db'), checkout);
    return c.redirect(localisedPath('/account', await accountLanguage(c)), 303);
  })
  .post('/:id/cancel', sameOriginForm, async (c) => c.redirect(`${localisedPath('/', await accountLanguage(c))}#plans`, 303));

async function accountLanguage(c: Context<AppEnv>): Promise<Language> {
  return languageOf((await currentUser(c))?.language);
}
