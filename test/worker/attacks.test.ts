import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartLineInput, priceCart } from '../../core/pricing';
import { sanitizeText } from '../../core/validation';
import { SESSION_COOKIE } from '../../worker/auth/cookies';
import { CONTENT_SECURITY_POLICY } from '../../worker/lib/security-headers';
import {
  PASSWORD,
  callWith,
  freshEmail,
  linkToken,
  query,
  sessionCookieOf,
  sessionOf,
  signIn,
  signUp,
  signedInUser,
  withCookie,
} from './auth-helpers';
import { call, newClientAddress, post, wellInsideLimitWindow } from './http';
import { storedScripts } from './hostile';
import { emailsSettled } from './mail-helpers';
import {
  claimDeal,
  couponRow,
  deliverWebhook,
  errorCode,
  holderOf,
  orderLineRows,
  orderRow,
  placeCartOrder,
  postWebhook,
  seedSubscriber,
  sessionEvent,
  signPayload,
} from './payments-helpers';
import { spyOnLogs } from './logs';

/**
 * One table of attacks on the shop, each with the refusal it must meet: price tampering, reused
 * codes, forged and replayed webhooks, cross-site requests, reused tokens and sessions. Then the
 * text sanitiser and the security headers together, for names and addresses carrying scripts.
 */

// The worker's own log lines (mail queued, events applied) are not what these tests look at.
beforeEach(() => void spyOnLogs(() => undefined));
afterEach(() => vi.restoreAllMocks());

interface Attack {
  attack: string;
  refusal: string;
  status: number;
  code?: string;
  /** Prepares what the attack needs, sends it and returns the answer. */
  send(): Promise<Response>;
  /** What must hold afterwards: nothing charged, stored or changed beyond the refusal. */
  after?(res: Response): Promise<void>;
}

const count = async (sql: string, ...params: unknown[]) => (await query<{ n: number }>(`select count(*) as n from ${sql}`, ...params))[0].n;
const orderCount = () => count('orders');

/** What the catalogue charges for these lines, whatever the client claimed. */
function cataloguePrice(lines: CartLineInput[], shippingId: string) {
  const priced = priceCart({ lines, shippingId });
  if (!priced.ok) throw new Error(priced.code);
  return priced.value;
}

/** The order an accepted create-payment wrote, with its lines. */
async function chargedOrder(res: Response) {
  const { url } = (await res.json()) as { url: string };
  const order = (await orderRow(decodeURIComponent(url.split('/').pop()!)))!;
  return { order, lines: await orderLineRows(order.id) };
}

/** A checkout refused before any order is written (sent from this site unless `headers` say otherwise). */
function refusedCheckout(attack: string, body: unknown, code: string, { status = 400, headers = {} } = {}): Attack {
  let before = 0;
  return {
    attack,
    refusal: `${status} ${code}, no order`,
    status,
    code,
    async send() {
      before = await orderCount();
      return post('/api/create-payment', body, { headers });
    },
    async after() {
      expect(await orderCount()).toBe(before);
    },
  };
}

const cart = (items: unknown[], extra: Record<string, unknown> = {}) => ({ items, shipping: { id: 'free-us' }, ...extra });
const crossSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' };

/** An order paid through a signed webhook, with the state a replay must not change. */
async function paidOrder() {
  const coupon = await seedSubscriber();
  const { reference, order } = await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
  const event = sessionEvent('checkout.session.completed', order);
  expect((await deliverWebhook(event)).status).toBe(200);
  return { reference, order, event, coupon, paid: (await orderRow(reference))!, couponAfter: await couponRow(coupon) };
}

const ATTACKS: Attack[] = [
  // Price tampering: the client's prices, totals and discounts are never charged.
  (() => {
    const lines = [{ productId: 'multivitamin', quantity: 2 }];
    return {
      attack: 'a cart line priced $0.01 by the client, with its own totals and discount',
      refusal: 'charged the catalogue price',
      status: 200,
      send: () =>
        post('/api/create-payment', {
          items: [{ id: 'multivitamin', quantity: 2, price: '$0.01', unitCents: 1, totalCents: 2, name: 'Free' }],
          shipping: { id: 'overnight-us', priceCents: 0 },
          subtotalCents: 2,
          discountCents: 99_999,
          totalCents: 1,
          couponPercent: 100,
        }),
      async after(res) {
        const expected = cataloguePrice(lines, 'overnight-us');
        const { order, lines: written } = await chargedOrder(res);
        expect(order).toMatchObject({ total_cents: expected.totalCents, discount_cents: 0, shipping_cents: expected.shippingCents });
        expect(written).toMatchObject([{ product_id: 'multivitamin', unit_cents: expected.lineItems[0].unitCents, quantity: 2 }]);
        expect(expected.totalCents).toBeGreaterThan(5000);
      },
    };
  })(),
  {
    attack: 'a package deal priced $0.01 by the client',
    refusal: 'charged the package price',
    status: 200,
    send: () => post('/api/create-payment', { packageDeal: { id: 'complete', price: 0.01, discountedCents: 1 }, ageConfirmed: true }),
    async after(res) {
      const { order } = await chargedOrder(res);
      expect(order.total_cents).toBe(cataloguePrice([{ dealId: 'complete', quantity: 1 }], 'free-us').totalCents);
    },
  },
  {
    attack: 'free express shipping claimed on a $29.99 cart',
    refusal: 'charged the express price',
    status: 200,
    send: () => post('/api/create-payment', cart([{ id: 'multivitamin', quantity: 1 }], { shipping: { id: 'express-us', price: 0 } })),
    async after(res) {
      const { order } = await chargedOrder(res);
      expect(order.shipping_cents).toBe(cataloguePrice([{ productId: 'multivitamin', quantity: 1 }], 'express-us').shippingCents);
      expect(order.shipping_cents).toBeGreaterThan(0);
    },
  },
  refusedCheckout('a negative quantity', cart([{ id: 'multivitamin', quantity: -1 }]), 'invalid_quantity'),
  refusedCheckout('a quantity of zero', cart([{ id: 'multivitamin', quantity: 0 }]), 'invalid_quantity'),
  refusedCheckout('a huge quantity', cart([{ id: 'multivitamin', quantity: 1e9 }]), 'invalid_quantity'),
  refusedCheckout('a fractional quantity', cart([{ id: 'multivitamin', quantity: 0.5 }]), 'invalid_quantity'),
  refusedCheckout(
    'the same product on two lines, to pass the 99 cap',
    cart([
      { id: 'multivitamin', quantity: 99 },
      { id: 'multivitamin', quantity: 99 },
    ]),
    'invalid_request',
  ),
  refusedCheckout(
    'a deal code stacked with a coupon',
    cart([{ id: 'multivitamin' }], {
      dealClaimed: true,
      dealCode: 'DEAL-AAAAAAAA',
      couponCode: 'VITAGLOWAAAAAA',
      couponEmail: 'guest@vitaglow-mail.com',
    }),
    'not_combinable',
  ),
  refusedCheckout(
    'a guessed coupon code',
    cart([{ id: 'multivitamin' }], { couponCode: 'VITAGLOW000000', couponEmail: 'guest@vitaglow-mail.com' }),
    'invalid_coupon',
  ),

  // Codes are spent once.
  (() => {
    let before = 0;
    return {
      attack: 'a last-chance deal code used twice',
      refusal: '400 deal_code_used, no second order',
      status: 400,
      code: 'deal_code_used',
      async send() {
        const code = await claimDeal();
        await placeCartOrder({ dealClaimed: true, dealCode: code });
        before = await orderCount();
        return post(
          '/api/create-payment',
          cart([{ id: 'whey-vanilla' }], { dealClaimed: true, dealCode: code.toLowerCase(), ageConfirmed: true }),
        );
      },
      async after() {
        expect(await orderCount()).toBe(before);
      },
    };
  })(),
  (() => {
    let coupon = '';
    return {
      attack: 'a newsletter coupon used twice',
      refusal: '400 coupon_used, and the coupon check agrees',
      status: 400,
      code: 'coupon_used',
      async send() {
        coupon = await seedSubscriber();
        await placeCartOrder({ couponCode: coupon, couponEmail: holderOf(coupon) });
        return post('/api/create-payment', cart([{ id: 'omega-3-plus' }], { couponCode: coupon, couponEmail: holderOf(coupon) }));
      },
      async after() {
        const check = await post('/api/coupons/check', { code: coupon, email: holderOf(coupon) });
        expect(check.status).toBe(400);
        expect(await errorCode(check)).toBe('coupon_used');
      },
    };
  })(),
  (() => {
    let state: Awaited<ReturnType<typeof paidOrder>>;
    return {
      attack: "a paid order's coupon used again after the payment",
      refusal: '400 coupon_used',
      status: 400,
      code: 'coupon_used',
      async send() {
        state = await paidOrder();
        return post(
          '/api/create-payment',
          cart([{ id: 'multivitamin' }], { couponCode: state.coupon, couponEmail: holderOf(state.coupon) }),
        );
      },
      async after() {
        expect(await couponRow(state.coupon)).toEqual(state.couponAfter);
      },
    };
  })(),

  // Webhooks are authenticated by Stripe's signature and applied once.
  ...(
    [
      [
        'a webhook signed with a forged secret',
        async (payload: string) => ({ 'Stripe-Signature': await signPayload(payload, { secret: 'whsec_forged' }) }),
      ],
      ['a webhook carrying the signature of another body', async () => ({ 'Stripe-Signature': await signPayload('{"id":"evt_other"}') })],
      ['a webhook without a signature', async () => ({})],
      [
        'a captured webhook replayed ten minutes later',
        async (payload: string) => ({ 'Stripe-Signature': await signPayload(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }) }),
      ],
    ] as const
  ).map(([attack, headers]): Attack => {
    let reference = '';
    let eventId = '';
    return {
      attack,
      refusal: '400 invalid_signature, the order still open',
      status: 400,
      code: 'invalid_signature',
      async send() {
        const placed = await placeCartOrder();
        reference = placed.reference;
        const event = sessionEvent('checkout.session.completed', placed.order);
        eventId = event.id;
        const payload = JSON.stringify(event);
        return postWebhook(payload, await headers(payload));
      },
      async after() {
        expect((await orderRow(reference))!.status).toBe('open');
        expect(await count('processed_events where event_id = ?', eventId)).toBe(0);
      },
    };
  }),
  (() => {
    let state: Awaited<ReturnType<typeof paidOrder>>;
    return {
      attack: 'a paid event replayed (same event, freshly signed)',
      refusal: '200 duplicate, nothing changes a second time',
      status: 200,
      async send() {
        state = await paidOrder();
        return deliverWebhook(state.event);
      },
      async after(res) {
        expect(((await res.json()) as { outcome: string }).outcome).toBe('duplicate');
        expect(await orderRow(state.reference)).toEqual(state.paid);
        expect(await couponRow(state.coupon)).toEqual(state.couponAfter);
        expect(await count('processed_events where event_id = ?', state.event.id)).toBe(1);
      },
    };
  })(),

  // Cross-site requests never reach a handler.
  refusedCheckout('a cross-site POST to create-payment', cart([{ id: 'multivitamin' }]), 'cross_site_request', {
    status: 403,
    headers: crossSite,
  }),
  (() => {
    let email = '';
    return {
      attack: 'a cross-site POST to sign-in with the right password',
      refusal: '403 cross_site_request, no session cookie',
      status: 403,
      code: 'cross_site_request',
      async send() {
        ({ email } = await signedInUser());
        return signIn(email, PASSWORD, { headers: crossSite });
      },
      async after(res) {
        expect(sessionCookieOf(res)).toBeUndefined();
      },
    };
  })(),
  (() => {
    const email = freshEmail();
    return {
      attack: 'a cross-site POST to the newsletter',
      refusal: '403 cross_site_request, nobody subscribed',
      status: 403,
      code: 'cross_site_request',
      send: () => post('/api/newsletter', { email }, { headers: crossSite }),
      async after() {
        expect(await count('email_subscribers where email = ?', email)).toBe(0);
      },
    };
  })(),
  {
    attack: 'a form post from a sibling subdomain to the newsletter',
    refusal: '403 cross_site_request',
    status: 403,
    code: 'cross_site_request',
    send: () =>
      call('/api/newsletter', {
        method: 'POST',
        body: 'email=victim%40vitaglow-mail.com',
        headers: {
          'Sec-Fetch-Site': 'same-site',
          Origin: 'https://evil.vitaglow.test',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
      }),
  },
  {
    attack: 'a same-origin text/plain POST (a form without a preflight)',
    refusal: '415 unsupported_media_type',
    status: 415,
    code: 'unsupported_media_type',
    send: () =>
      call('/api/create-payment', {
        method: 'POST',
        body: JSON.stringify(cart([{ id: 'multivitamin' }])),
        headers: { 'Content-Type': 'text/plain' },
      }),
  },
  (() => {
    let cookie = '';
    return {
      attack: 'a cross-site POST to sign-out (logout CSRF)',
      refusal: '403 cross_site_request, the session still live',
      status: 403,
      code: 'cross_site_request',
      async send() {
        ({ cookie } = await signedInUser());
        return post('/api/auth/signout', {}, { headers: { ...crossSite, Cookie: cookie } });
      },
      async after() {
        expect((await sessionOf(cookie)).user).not.toBeNull();
      },
    };
  })(),
  (() => {
    let reference = '';
    return {
      attack: "a cross-site POST to the test-payment page's Pay button",
      refusal: '403, the order still open',
      status: 403,
      async send() {
        ({ reference } = await placeCartOrder());
        return call(`/test-payment/${reference}/pay`, {
          method: 'POST',
          body: '',
          headers: { ...crossSite, 'Content-Type': 'application/x-www-form-urlencoded' },
          redirect: 'manual',
        });
      },
      async after() {
        expect((await orderRow(reference))!.status).toBe('open');
      },
    };
  })(),

  // Tokens and sessions are single-use and die with sign-out, refresh and reset.
  (() => {
    const email = freshEmail();
    return {
      attack: 'a verification link used twice',
      refusal: '400 invalid_token',
      status: 400,
      code: 'invalid_token',
      async send() {
        await signUp(email);
        const token = await linkToken(email, 'verify');
        expect((await post('/api/auth/verify', { token })).status).toBe(200);
        return post('/api/auth/verify', { token });
      },
    };
  })(),
  (() => {
    let email = '';
    return {
      attack: 'a password-reset link used twice',
      refusal: '400 invalid_token, the first new password stays',
      status: 400,
      code: 'invalid_token',
      async send() {
        ({ email } = await signedInUser());
        await post('/api/auth/forgot', { email });
        const token = await linkToken(email, 'reset');
        expect((await post('/api/auth/reset', { token, password: 'First-Papaya-77' })).status).toBe(200);
        return post('/api/auth/reset', { token, password: 'Second-Papaya-88' });
      },
      async after() {
        expect((await signIn(email, 'Second-Papaya-88')).status).toBe(401);
        expect((await signIn(email, 'First-Papaya-77')).status).toBe(200);
      },
    };
  })(),
  (() => {
    const email = freshEmail();
    return {
      attack: 'a verification token sent to the password-reset form',
      refusal: '400 invalid_token',
      status: 400,
      code: 'invalid_token',
      async send() {
        await signUp(email);
        return post('/api/auth/reset', { token: await linkToken(email, 'verify'), password: 'Other-Papaya-99' });
      },
    };
  })(),
  ...(
    [
      ['GET', '/api/auth/session', 200, undefined],
      ['GET', '/api/account/orders', 401, 'unauthenticated'],
      ['POST', '/api/auth/refresh', 401, 'unauthenticated'],
      ['POST', '/api/create-checkout', 401, 'unauthenticated'],
    ] as const
  ).map(([method, path, status, code]): Attack => ({
    attack: `a session cookie replayed after sign-out, on ${method} ${path}`,
    refusal: code ? `${status} ${code}` : 'no user',
    status,
    code,
    async send() {
      const { cookie } = await signedInUser();
      expect((await post('/api/auth/signout', {}, withCookie(cookie))).status).toBe(200);
      const init =
        method === 'GET' ? withCookie(cookie) : { ...withCookie(cookie), method, body: JSON.stringify({ priceType: 'monthly' }) };
      return call(path, init);
    },
    async after(res) {
      if (!code) expect(await res.json()).toEqual({ user: null, expiresAt: null });
    },
  })),
  {
    attack: 'a session cookie replayed after the token was rotated by a refresh',
    refusal: '401 unauthenticated',
    status: 401,
    code: 'unauthenticated',
    async send() {
      const { cookie } = await signedInUser();
      expect((await post('/api/auth/refresh', {}, withCookie(cookie))).status).toBe(200);
      return call('/api/account/orders', withCookie(cookie));
    },
  },
  {
    attack: 'a session cookie of an account whose password was since reset',
    refusal: '401 unauthenticated',
    status: 401,
    code: 'unauthenticated',
    async send() {
      const { email, cookie } = await signedInUser();
      await post('/api/auth/forgot', { email });
      expect((await post('/api/auth/reset', { token: await linkToken(email, 'reset'), password: 'Reset-Guava-31' })).status).toBe(200);
      return call('/api/account/orders', withCookie(cookie));
    },
  },
  {
    attack: 'a forged session cookie',
    refusal: 'no user',
    status: 200,
    send: () => call('/api/auth/session', { headers: { Cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` } }),
    async after(res) {
      expect(await res.json()).toEqual({ user: null, expiresAt: null });
    },
  },
  {
    attack: "an order's summary read by its internal id instead of its reference",
    refusal: '404 not_found',
    status: 404,
    code: 'not_found',
    send: async () => call(`/api/orders/${(await placeCartOrder()).order.id}`),
  },
];

describe('attacks and their refusals', () => {
  it.each(ATTACKS)('$attack → $refusal', async ({ send, status, code, after }) => {
    const res = await send();
    expect(res.status).toBe(status);
    if (code) expect(await errorCode(res.clone())).toBe(code);
    await after?.(res);
  });
});

/** Names and addresses carrying script vectors, as a shopper could type them. */
const HOSTILE_NAMES = [
  'Nadia <script>alert(1)</script>',
  'Nadia<img src=x onerror=alert(1)>',
  'javascript:alert(1) Nadia',
  'Nadia" onerror="alert(1)',
  'Léa <scr<script>ipt>alert(1)</script>',
  'Nadia <svg/onload=alert(1)>',
];
const HOSTILE_EMAILS = [
  '<script>alert(1)</script>@vitaglow-mail.com',
  'javascript:alert(1)@vitaglow-mail.com',
  'x/onerror=alert(1)@vitaglow-mail.com',
  '"><img src=x onerror=alert(1)>@vitaglow-mail.com',
];
const VECTORS = /<script|javascript:|onerror=|onload=/i;

describe('the text sanitiser and the security headers, wherever a name or address comes back', () => {
  it.each(HOSTILE_NAMES)('neutralises the name %j in the API answers, the account e-mails and the account', async (name) => {
    const email = freshEmail();
    const clean = sanitizeText(name);
    expect(clean).not.toMatch(VECTORS);

    const created = await signUp(email, { name });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { user: { name: string } }).user.name).toBe(clean);
    expect(await query<{ name: string }>('select name from users where email = ?', email)).toEqual([{ name: clean }]);

    expect((await post('/api/auth/verify', { token: await linkToken(email, 'verify') })).status).toBe(200);
    const cookie = sessionCookieOf(await signIn(email))!;
    expect((await sessionOf(cookie)).user!.name).toBe(clean);
    await post('/api/auth/forgot', { email });

    await emailsSettled(email);
    const mails = await query<{ subject: string; text: string }>('select subject, text from email_outbox where "to" = ?', email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).not.toMatch(VECTORS);
    // The name reaches the address once it is verified: the reset e-mail greets by it, the verification does not.
    expect(mails.map((mail) => mail.text.includes(clean))).toEqual([false, true]);
    const outboxPage = await (await call(`/dev/outbox?to=${encodeURIComponent(email)}`)).text();
    expect(outboxPage).not.toMatch(VECTORS);
  });

  it('refuses a name that is nothing but markup', async () => {
    const res = await signUp(freshEmail(), { name: '<img src=x onerror=alert(1)>' });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('name_too_short');
  });

  it.each(HOSTILE_EMAILS)('refuses the address %j at sign-up, sign-in, reset and the newsletter', async (email) => {
    const before = await count('email_outbox');
    for (const [path, body] of [
      ['/api/auth/signup', { email, password: PASSWORD, name: 'Nadia Haddad' }],
      ['/api/auth/signin', { email, password: PASSWORD }],
      ['/api/auth/forgot', { email }],
      ['/api/newsletter', { email }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(await errorCode(res), path).toMatch(/^email_/);
    }
    expect(await count('email_outbox')).toBe(before);
  });

  it('stores none of these payloads in any table', async () => {
    expect((await storedScripts()).hits).toEqual([]);
  });

  it('answers JSON under a strict CSP and nosniff, so an answer can never run as a page', async () => {
    for (const res of [
      await signUp(freshEmail(), { name: HOSTILE_NAMES[0] }),
      await post('/api/newsletter', { email: HOSTILE_EMAILS[0] }),
    ]) {
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const csp = res.headers.get('Content-Security-Policy')!;
      expect(csp).toBe(CONTENT_SECURITY_POLICY);
      expect(csp).toMatch(/default-src '(self|none)'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(await res.text()).not.toMatch(VECTORS);
    }
  });
});

afterAll(() =>
  console.info(`attacks: ${ATTACKS.length} attacks, ${HOSTILE_NAMES.length} hostile names, ${HOSTILE_EMAILS.length} hostile addresses`),
);

describe('a script from one address (per-client limits and server-side rules)', () => {
  /** Every request of one attack from one client address, as a script on one machine sends them. */
  const fromOneAddress = () => {
    const address = newClientAddress();
    return (path: string, body: unknown, headers: Record<string, string> = {}) =>
      post(path, body, { headers: { 'CF-Connecting-IP': address, ...headers } });
  };
  const statuses = (responses: Response[]) =>
    responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
  const inTurn = async (times: number, send: (i: number) => Promise<Response>) => {
    await wellInsideLimitWindow();
    const responses: Response[] = [];
    for (let i = 0; i < times; i++) responses.push(await send(i));
    return responses;
  };
  const A_CART = { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } };
  const UNDER_25 = { items: [{ id: 'protein-gummies-mixed-berry', quantity: 1 }], shipping: { id: 'free-us' }, ageConfirmed: true };

  it('60 deal claims: one open code for the client, then 429 with Retry-After; one row written', async () => {
    const send = fromOneAddress();
    const before = await count('deal_codes');
    const responses = await inTurn(60, () => send('/api/deals', A_CART));
    expect(responses[0].status).toBe(201);
    const codes = new Set(await Promise.all(responses.filter((r) => r.ok).map(async (r) => ((await r.json()) as { code: string }).code)));
    expect(codes.size).toBe(1);
    expect(statuses(responses)).toEqual({ 201: 1, 200: 9, 429: 50 });
    const refused = responses.at(-1)!;
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await errorCode(refused)).toBe('rate_limited');
    expect(await count('deal_codes')).toBe(before + 1);
  });

  it('a deal for a $24.99 cart: no code is issued, and a code claimed for a bigger cart is refused on it', async () => {
    const send = fromOneAddress();
    const claim = await send('/api/deals', UNDER_25);
    expect([claim.status, await errorCode(claim)]).toEqual([400, 'deal_not_eligible']);
    const code = ((await (await send('/api/deals', A_CART)).json()) as { code: string }).code;
    const before = await orderCount();
    const checkout = await send('/api/create-payment', { ...UNDER_25, dealClaimed: true, dealCode: code });
    expect([checkout.status, await errorCode(checkout)]).toEqual([400, 'deal_below_threshold']);
    expect(await orderCount()).toBe(before);
  });

  it('a deal code used from another client: 400 deal_code_not_yours, and its owner can still use it', async () => {
    const owner = fromOneAddress();
    const code = ((await (await owner('/api/deals', A_CART)).json()) as { code: string }).code;
    const stolen = await fromOneAddress()('/api/create-payment', { ...A_CART, dealClaimed: true, dealCode: code });
    expect([stolen.status, await errorCode(stolen)]).toEqual([400, 'deal_code_not_yours']);
    expect((await owner('/api/create-payment', { ...A_CART, dealClaimed: true, dealCode: code })).status).toBe(200);
  });

  it('60 checkouts: 30 orders, then 429 before any order is written', async () => {
    const send = fromOneAddress();
    const before = await orderCount();
    const responses = await inTurn(60, () => send('/api/create-payment', A_CART));
    expect(statuses(responses)).toEqual({ 200: 30, 429: 30 });
    expect(await orderCount()).toBe(before + 30);
  });

  it.each([
    ['newsletter sign-ups', '/api/newsletter', (i: number) => ({ email: `script.${i}.${Date.now()}@vitaglow-mail.com` })],
    [
      'account sign-ups',
      '/api/auth/signup',
      (i: number) => ({ email: `script.${i}.${Date.now()}@vitaglow-mail.com`, password: PASSWORD, name: 'Nadia Haddad' }),
    ],
    ['password-reset requests', '/api/auth/forgot', (i: number) => ({ email: `script.${i}.${Date.now()}@vitaglow-mail.com` })],
  ])('40 %s for different addresses: 10 answered, then 429 and no more mail', async (_label, path, body) => {
    const send = fromOneAddress();
    const mailBefore = await count('email_deliveries');
    const responses = await inTurn(40, (i) => send(path, body(i)));
    expect(responses.slice(0, 10).every((r) => r.status !== 429)).toBe(true);
    expect(responses.slice(10).map((r) => r.status)).toEqual(Array(30).fill(429));
    expect(await count('email_deliveries')).toBeLessThanOrEqual(mailBefore + 10);
  });

  it('+tag and dotted variants of a subscribed address get no second coupon, and count as one mailbox’s attempts', async () => {
    const email = `nadia.haddad.${Date.now()}@gmail.com`;
    expect((await post('/api/newsletter', { email })).status).toBe(201);
    const answers = [];
    for (const variant of [
      email.replace('@', '+1@'),
      email.replace('@', '+2@'),
      email.replaceAll('.', '').replace('gmailcom', 'gmail.com'),
    ]) {
      const res = await post('/api/newsletter', { email: variant });
      answers.push([res.status, await errorCode(res)]);
    }
    expect(answers).toEqual([
      [409, 'already_subscribed'],
      [409, 'already_subscribed'],
      [429, 'rate_limited'],
    ]);
    expect(await count('email_subscribers where mailbox = ?', email.split('@')[0].replaceAll('.', '') + '@gmail.com')).toBe(1);
  });

  it("a coupon at someone else's checkout: 400 invalid_coupon, as for a made-up code; a guest's checkout is for the address the guest typed", async () => {
    const code = await seedSubscriber();
    const { cookie } = await signedInUser();
    const before = await orderCount();
    const res = await post('/api/create-payment', { ...A_CART, couponCode: code, couponEmail: holderOf(code) }, withCookie(cookie));
    expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_coupon']);
    expect(await orderCount()).toBe(before);
    const typed = holderOf(code).replace('@', '+orders@');
    const guest = await placeCartOrder({ couponCode: code, couponEmail: typed });
    expect(guest.order.customer_email).toBe(typed);
  });

  it('a coupon after its address has a paid order: 400 coupon_not_first_order', async () => {
    const code = await seedSubscriber();
    const [{ email }] = await query<{ email: string }>('select email from email_subscribers where coupon_code = ?', code);
    const earlier = await placeCartOrder();
    await query("update orders set status = 'paid', customer_email = ?, customer_mailbox = ? where id = ?", email, email, earlier.order.id);
    const res = await post('/api/create-payment', { ...A_CART, couponCode: code, couponEmail: holderOf(code) });
    expect([res.status, await errorCode(res)]).toEqual([400, 'coupon_not_first_order']);
  });

  it('a name carrying a link: 400 name_has_link, and no e-mail goes out', async () => {
    const email = freshEmail();
    const res = await signUp(email, { name: 'Account locked: visit https://evil.example/unlock' });
    expect([res.status, await errorCode(res)]).toEqual([400, 'name_has_link']);
    expect(await count('email_deliveries where "to" = ?', email)).toBe(0);
  });

  it('using one reset link voids the account’s other unused reset links', async () => {
    const { email } = await signedInUser();
    await post('/api/auth/forgot', { email });
    const first = await linkToken(email, 'reset');
    await post('/api/auth/forgot', { email });
    await emailsSettled(email);
    const second = await linkToken(email, 'reset');
    expect(second).not.toBe(first);
    expect((await post('/api/auth/reset', { token: second, password: 'N3w-Password!x' })).status).toBe(200);
    const replay = await post('/api/auth/reset', { token: first, password: 'An0ther-Password!' });
    expect([replay.status, await errorCode(replay)]).toEqual([400, 'invalid_token']);
  });

  it("the test-payment page's Pay from another browser: 403, and the order stays open", async () => {
    const { reference } = await placeCartOrder();
    const res = await call(`/test-payment/${reference}/pay`, {
      method: 'POST',
      body: '',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: '__Host-vitaglow_checkout=' + 'x'.repeat(43) },
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect((await orderRow(reference))!.status).toBe('open');
  });
});

describe('one public address', () => {
  it.each([
    ['/api/auth/signup', { email: 'lea.martin@vitaglow-mail.com', password: PASSWORD, name: 'Léa Martin' }],
    ['/api/create-payment', { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } }],
  ])('production without PUBLIC_URL: %s answers 503 and writes nothing, whatever host was asked', async (path, body) => {
    const before = { orders: await orderCount(), users: await count('users'), mail: await count('email_deliveries') };
    const res = await callWith({ ENVIRONMENT: 'production', PUBLIC_URL: '' }, path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Host: 'evil.example' },
    });
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toMatch(/unavailable$/);
    expect({ orders: await orderCount(), users: await count('users'), mail: await count('email_deliveries') }).toEqual(before);
  });
});
