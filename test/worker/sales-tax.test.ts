import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../core/api/admin';
import type { AccountOrder, OrderSummary } from '../../core/api/orders';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { query, signedInUser } from './auth-helpers';
import type { CatalogueDocument } from '../../core/catalogue-document';
import { consoleCall, consoleGet } from './console-helpers';
import { emailsSettled } from './mail-helpers';
import { orderRow } from './payments-helpers';
import { callWithStripe, useStripeFake } from './stripe-fake';

/** Sales tax through Stripe Tax (STRIPE_TAX=on) against the strict Stripe fake, as a shopper and the operator meet it. */
let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});
afterEach(() => vi.restoreAllMocks());

const TAX_ON = { STRIPE_TAX: 'on' } satisfies Partial<Env>;
const TEXAS = { name: 'Mae Jemison', line1: '2101 E NASA Pkwy', city: 'Houston', state: 'TX', postal_code: '77058', country: 'US' };
const OREGON = { name: 'Linus Pauling', line1: '1500 SW 1st Ave', city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' };

async function checkout(body: unknown, bindings: Partial<Env> = TAX_ON, cookie?: string) {
  const res = await callWithStripe(
    '/api/create-payment',
    { method: 'POST', body: JSON.stringify(body), headers: cookie ? { Cookie: cookie } : {} },
    bindings,
  );
  expect(res.status).toBe(200);
  const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
  const record = fake.state.sessions.get(sessionId)!;
  const created = fake.calls.filter((call) => call.path === '/v1/checkout/sessions' && call.method === 'POST').at(-1)!;
  return {
    sessionId,
    reference: (record.object.metadata as { order_reference: string }).order_reference,
    params: created.params as Record<string, unknown>,
  };
}

const CART = {
  items: [
    { id: 'multivitamin', quantity: 2 },
    { id: 'whey-chocolate', quantity: 1 },
  ],
  shipping: { id: 'express-us' },
  ageConfirmed: true,
};

async function confirmationText(reference: string): Promise<string> {
  await emailsSettled();
  const [mail] = await query<{ text: string }>('select text from email_outbox where subject like ? order by id', `%${reference}%`);
  return mail.text;
}

describe('sales tax with Stripe Tax', () => {
  it('asks Checkout for automatic tax, each price before tax with Stripe’s own tax code for what it is', async () => {
    const { params } = await checkout(CART);
    expect(params).toMatchObject({
      automatic_tax: { enabled: 'true' },
      // Whey too is a dietary supplement with a Supplement Facts box: Stripe has no code of its own for protein powder.
      line_items: {
        0: { price_data: { tax_behavior: 'exclusive', product_data: { tax_code: 'txcd_40090001' } } },
        1: { price_data: { tax_behavior: 'exclusive', product_data: { tax_code: 'txcd_40090001' } } },
      },
      shipping_options: { 0: { shipping_rate_data: { tax_behavior: 'exclusive', tax_code: 'txcd_92010001' } } },
    });
  });

  it('gives a product the tax code its published catalogue version sets', async () => {
    const read = await consoleCall('/catalogue');
    const draft = (await read.json()) as CatalogueDocument;
    // The multivitamin sold as food (a Nutrition Facts label), as an operator might set it in the console.
    draft.products.find((product) => product.slug === 'multivitamin')!.taxCode = 'txcd_40060003';
    const saved = await consoleCall('/catalogue', {
      method: 'PUT',
      body: JSON.stringify(draft),
      headers: { 'If-Match': read.headers.get('ETag')! },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await consoleCall('/catalogue/publish', { method: 'POST', body: '{}' })).status).toBe(201);
    const { params } = await checkout(CART);
    expect(params).toMatchObject({
      line_items: {
        0: { price_data: { product_data: { tax_code: 'txcd_40060003' } } },
        1: { price_data: { product_data: { tax_code: 'txcd_40090001' } } },
      },
    });
  });

  it('gives a package the supplements’ code, whatever it holds', async () => {
    const { params } = await checkout({ packageDeal: { id: 'complete' }, ageConfirmed: true });
    expect(params).toMatchObject({ line_items: { 0: { price_data: { product_data: { tax_code: 'txcd_40090001' } } } } });
  });

  it('keeps the tax Stripe computed on the order, and shows it on the status page, in the e-mail, in /account and in the console', async () => {
    const { cookie } = await signedInUser();
    const { sessionId, reference } = await checkout(CART, TAX_ON, cookie);
    await fake.pay(sessionId, { email: 'mae@vitaglow-mail.com', shipping: TEXAS, phone: '+1 281 555 0100' });
    await fake.settled();

    const session = fake.state.sessions.get(sessionId)!.object as unknown as {
      amount_total: number;
      amount_subtotal: number;
      total_details: { amount_tax: number; amount_shipping: number };
    };
    const order = (await orderRow(reference))!;
    const tax = session.total_details.amount_tax;
    // Texas in the fake: 8.25 % on the goods and the shipping, before tax.
    expect(tax).toBe(Math.round(order.total_cents * 0.0825));
    expect(order).toMatchObject({ status: 'paid', tax_cents: tax });
    expect(session.amount_total).toBe(order.total_cents + tax);

    const summary = (await (await callWithStripe(`/api/orders/${sessionId}`)).json()) as OrderSummary;
    expect(summary).toMatchObject({ status: 'paid', totalCents: order.total_cents, taxCents: tax });

    const text = await confirmationText(reference);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(text).toContain(`Sales tax: ${dollars(tax)}`);
    expect(text).toContain(`Total: ${dollars(order.total_cents + tax)}`);

    const account = (await (await callWithStripe('/api/account/orders', { headers: { Cookie: cookie } })).json()) as {
      orders: AccountOrder[];
    };
    expect(account.orders.find((row) => row.reference === reference)).toMatchObject({ totalCents: order.total_cents, taxCents: tax });

    const detail = await consoleGet<AdminOrder>(`/orders/${reference}`);
    expect(detail).toMatchObject({ totalCents: order.total_cents, taxCents: tax });
  });

  it('charges no tax where the shop collects none, and the e-mail then has no tax line', async () => {
    const { sessionId, reference } = await checkout(CART);
    await fake.pay(sessionId, { email: 'linus@vitaglow-mail.com', shipping: OREGON, phone: '+1 503 555 0100' });
    await fake.settled();
    expect(await orderRow(reference)).toMatchObject({ status: 'paid', tax_cents: 0 });
    expect(await confirmationText(reference)).not.toContain('Sales tax');
  });

  it('refunds the tax with the goods when the operator refunds the whole order', async () => {
    const { sessionId, reference } = await checkout(CART);
    await fake.pay(sessionId, { email: 'mae@vitaglow-mail.com', shipping: TEXAS, phone: '+1 281 555 0100' });
    await fake.settled();
    const order = (await orderRow(reference))!;
    const detail = await consoleGet<AdminOrder>(`/orders/${reference}`);
    expect(detail.refundableCents).toBe(order.total_cents + order.tax_cents);
  });

  it('changes nothing without STRIPE_TAX: no automatic tax, no tax behaviour, no tax codes, no tax charged', async () => {
    const { sessionId, reference, params } = await checkout(CART, {});
    expect(params.automatic_tax).toBeUndefined();
    expect(JSON.stringify(params)).not.toMatch(/tax_(behavior|code)/);
    await fake.pay(sessionId, { email: 'mae@vitaglow-mail.com', shipping: TEXAS, phone: '+1 281 555 0100' });
    await fake.settled();
    expect(await orderRow(reference)).toMatchObject({ status: 'paid', tax_cents: 0 });
  });

  it('turns on automatic tax for a membership, taxed as a service, saving the address Checkout collects onto the customer', async () => {
    const { cookie } = await signedInUser();
    const res = await callWithStripe(
      '/api/create-checkout',
      { method: 'POST', body: JSON.stringify({ priceType: 'monthly' }), headers: { Cookie: cookie } },
      TAX_ON,
    );
    expect(res.status).toBe(200);
    const created = fake.calls.filter((call) => call.path === '/v1/checkout/sessions' && call.method === 'POST').at(-1)!;
    expect(created.params).toMatchObject({
      mode: 'subscription',
      automatic_tax: { enabled: 'true' },
      customer_update: { address: 'auto' },
      // Not the account's preset code (supplements): a membership delivers no goods.
      line_items: { 0: { price_data: { tax_behavior: 'exclusive', product_data: { tax_code: 'txcd_20030000' } } } },
    });
  });
});
