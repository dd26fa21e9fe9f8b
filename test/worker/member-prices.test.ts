import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiCall, StripeFake } from '../../tools/stripe-fake/fake';
import { query, sessionOf, signedInUser } from './auth-helpers';
import type { AdminOrder } from '../../core/api/admin';
import { consoleCall, consoleGet, publishDraft, saveEditedDraft } from './console-helpers';
import { post } from './http';
import { confirmSubscription, outboxTo } from './mail-helpers';
import { claimDeal, createPayment, payLocally } from './payments-helpers';
import { callWithStripe, stripeMember, useStripeFake } from './stripe-fake';

/*
 * Issue 38, perk 1: a signed-in active member pays the catalogue's member percent (15 % in version 1) less on every
 * product, one percentage per line, the better one winning (docs/behaviour.md, "Members' prices"). Amounts here are
 * version 1's prices worked out by hand.
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});

type Form = Record<string, unknown>;
const sessionCalls = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
const couponCalls = () => fake.calls.filter((c) => c.path === '/v1/coupons');
const paramsOf = (c: ApiCall) => c.params as Form;

async function checkout(body: Form, cookie?: string): Promise<Response> {
  return callWithStripe('/api/create-payment', {
    method: 'POST',
    body: JSON.stringify({ shipping: { id: 'free-us' }, ageConfirmed: true, language: 'en', ...body }),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** What Stripe was sent for the last checkout: each line's amount and quantity, and the order's lines as recorded. */
async function lastCheckout() {
  const created = sessionCalls().at(-1)!;
  const params = paramsOf(created);
  const lineItems = Object.values(params.line_items as Record<string, { quantity: string; price_data: { unit_amount: string } }>).map(
    (item) => ({ unitAmount: Number(item.price_data.unit_amount), quantity: Number(item.quantity) }),
  );
  const orderId = params.client_reference_id as string;
  const [order] = await query<{ subtotal_cents: number; discount_cents: number; total_cents: number }>(
    'select subtotal_cents, discount_cents, total_cents from orders where id = ?',
    orderId,
  );
  const lines = await query<{ product_id: string | null; deal_id: string | null; unit_cents: number; price_rule: string }>(
    'select product_id, deal_id, unit_cents, price_rule from order_lines where order_id = ? order by id',
    orderId,
  );
  const reference = (params.metadata as Form).order_reference as string;
  return { lineItems, order, reference, rules: lines.map((line) => line.price_rule), amountTotal: created.body.amount_total as number };
}

const CART = {
  items: [
    { id: 'multivitamin', quantity: 2 },
    { id: 'whey-vanilla', quantity: 1 },
    { id: 'starter', quantity: 1 },
  ],
};

describe('members’ prices at checkout', () => {
  it('the session says whether the shopper is a member', async () => {
    const shopper = await signedInUser();
    expect((await sessionOf(shopper.cookie)).user).toMatchObject({ member: false });
    const member = await stripeMember(fake);
    expect((await sessionOf(member.cookie)).user).toMatchObject({ member: true });
    // Signing in again answers the same.
    const signedIn = await post('/api/auth/signin', { email: member.email, password: 'Sunny-Mango-42' });
    expect(((await signedIn.json()) as { user: { member: boolean } }).user.member).toBe(true);
  });

  it('a member’s Stripe line items carry the member price; a non-member’s and a guest’s the catalogue price', async () => {
    const member = await stripeMember(fake);
    expect((await checkout(CART, member.cookie)).status).toBe(200);
    // 29.99 − 4.50 = 25.49; 49.99 − 7.50 = 42.49; the Starter Pack's 59.99 beats 15 % off its items' 94.97 (80.72).
    const paid = await lastCheckout();
    expect(paid.lineItems).toEqual([
      { unitAmount: 2549, quantity: 2 },
      { unitAmount: 4249, quantity: 1 },
      { unitAmount: 5999, quantity: 1 },
    ]);
    expect(paid.rules).toEqual(['member', 'member', 'regular']);
    expect(paid.order).toEqual({ subtotal_cents: 2 * 2549 + 4249 + 5999, discount_cents: 0, total_cents: 2 * 2549 + 4249 + 5999 });
    expect(paid.amountTotal).toBe(paid.order.total_cents);
    // The console's order detail says what priced each line.
    const detail = await consoleGet<AdminOrder>(`/orders/${paid.reference}`);
    expect(detail.lines.map((line) => [line.unitCents, line.priceRule])).toEqual([
      [2549, 'member'],
      [4249, 'member'],
      [5999, 'regular'],
    ]);

    const shopper = await signedInUser();
    for (const cookie of [shopper.cookie, undefined]) {
      expect((await checkout(CART, cookie)).status).toBe(200);
      const regular = await lastCheckout();
      expect(regular.lineItems.map((item) => item.unitAmount)).toEqual([2999, 4999, 5999]);
      expect(regular.rules).toEqual(['regular', 'regular', 'regular']);
      expect(regular.order.total_cents).toBe(2 * 2999 + 4999 + 5999);
    }
  });

  it('a member paying locally gets the order e-mail with the lines at the member prices paid', async () => {
    const member = await stripeMember(fake);
    const { reference } = await createPayment(
      { ...CART, shipping: { id: 'free-us' }, ageConfirmed: true, language: 'en' },
      { headers: { Cookie: member.cookie } },
    );
    expect((await payLocally(reference!)).status).toBe(303);
    const [mail] = (await outboxTo(member.email)).filter((message) => message.text.includes(reference!));
    expect(mail.text).toContain('2 × Daily Multivitamin — $50.98');
    expect(mail.text).toContain('$42.49');
    expect(mail.text).toContain('$59.99');
  });

  it('with the newsletter coupon: its 20 % beats the member’s 15 %, so every line stays at its catalogue price in the coupon', async () => {
    const member = await stripeMember(fake);
    expect((await post('/api/newsletter', { email: member.email, language: 'en' })).status).toBe(201);
    await confirmSubscription(member.email);
    const [{ coupon_code: couponCode }] = await query<{ coupon_code: string }>(
      'select coupon_code from email_subscribers where email = ?',
      member.email,
    );
    expect((await checkout({ ...CART, couponCode }, member.cookie)).status).toBe(200);
    const paid = await lastCheckout();
    const subtotal = 2 * 2999 + 4999 + 5999;
    expect(paid.lineItems.map((item) => item.unitAmount)).toEqual([2999, 4999, 5999]);
    expect(paid.rules).toEqual(['coupon', 'coupon', 'coupon']);
    // 16996 × 20 % = 3399.2 → 33.99 off, as a one-off Stripe coupon.
    expect(paid.order).toEqual({ subtotal_cents: subtotal, discount_cents: 3399, total_cents: subtotal - 3399 });
    expect(paramsOf(couponCalls().at(-1)!)).toMatchObject({ amount_off: '3399' });
  });

  it('with the last-chance deal: its 25 % beats the member’s 15 %, on the goods and the shipping', async () => {
    const member = await stripeMember(fake);
    const cart = { items: [{ id: 'whey-vanilla', quantity: 1 }], shipping: { id: 'express-us' } };
    const code = await claimDeal(cart);
    expect((await checkout({ ...cart, dealClaimed: true, dealCode: code }, member.cookie)).status).toBe(200);
    const paid = await lastCheckout();
    expect(paid.lineItems).toEqual([{ unitAmount: 4999, quantity: 1 }]);
    expect(paid.rules).toEqual(['deal']);
    // (49.99 + 7.99) × 25 % = 14.495 → 14.50.
    expect(paid.order).toEqual({ subtotal_cents: 4999, discount_cents: 1450, total_cents: 4999 + 799 - 1450 });
  });

  it('a member who subscribes to the newsletter: products at the member price, packages at 10 % off the package', async () => {
    const member = await stripeMember(fake);
    expect((await post('/api/newsletter', { email: member.email, language: 'en' })).status).toBe(201);
    expect((await checkout(CART, member.cookie)).status).toBe(200);
    const paid = await lastCheckout();
    expect(paid.lineItems.map((item) => item.unitAmount)).toEqual([2549, 4249, 5999]);
    expect(paid.rules).toEqual(['member', 'member', 'subscriber']);
    // 10 % of 59.99 = 5.999 → 6.00, off the package only.
    expect(paid.order).toEqual({ subtotal_cents: 2 * 2549 + 4249 + 5999, discount_cents: 600, total_cents: 2 * 2549 + 4249 + 5999 - 600 });
  });
});

describe('the catalogue’s member percent, through the console', () => {
  it.each([0, 21, 12.5])('refuses memberPercent %s with 422 catalogue_invalid at its path', async (memberPercent) => {
    const read = await consoleCall('/catalogue');
    const draft = (await read.json()) as Form;
    const res = await consoleCall('/catalogue', {
      method: 'PUT',
      body: JSON.stringify({ ...draft, memberPercent }),
      headers: { 'If-Match': read.headers.get('ETag')! },
    });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { code: string; problems: { path: string }[] } };
    expect(error.code).toBe('catalogue_invalid');
    expect(error.problems.map((problem) => problem.path)).toEqual(['memberPercent']);
  });

  it('publishes 12 %: members pay it from then on, and a page of the 15 % version gets 409 prices_changed for a member only', async () => {
    await saveEditedDraft((draft) => {
      draft.memberPercent = 12;
    });
    const version = await publishDraft();
    const [{ summary }] = await query<{ summary: string }>('select summary from catalogue_versions where version = ?', version);
    expect(summary).toBe('member price 15 % → 12 %');

    const member = await stripeMember(fake);
    const old = { items: [{ id: 'multivitamin', quantity: 1 }], catalogueVersion: 1 };
    const refused = await checkout(old, member.cookie);
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as { error: { code: string; lines: unknown[] } };
    // 29.99 − 3.60 = 26.39 now, 25.49 on the page.
    expect(error).toMatchObject({
      code: 'prices_changed',
      lines: [{ productId: 'multivitamin', previousUnitCents: 2549, unitCents: 2639 }],
    });

    // A non-member's price did not change.
    const shopper = await signedInUser();
    expect((await checkout(old, shopper.cookie)).status).toBe(200);
    expect((await checkout({ ...old, catalogueVersion: version }, member.cookie)).status).toBe(200);
    expect((await lastCheckout()).lineItems).toEqual([{ unitAmount: 2639, quantity: 1 }]);
  });
});
