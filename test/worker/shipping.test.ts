import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminShippingRow, PackingSlip, Paged } from '../../core/api/admin';
import type { OrderSummary } from '../../core/api/orders';
import { errorOf, query, signedInUser, withCookie } from './auth-helpers';
import { OPERATOR, auditOf, consoleCall, consoleGet, consolePost } from './console-helpers';
import { call } from './http';
import { outboxTo } from './mail-helpers';
import {
  TEST_DELIVERY,
  createPayment,
  deliverWebhook,
  orderRow,
  payLocally,
  placeCartOrder,
  placingBrowserCookie,
  sessionEvent,
} from './payments-helpers';

/*
 * Getting a paid order to the shopper: the address recorded with the payment, the operator's shipping
 * work in the console (queue, slips, Mark shipped / delivered, Cancel and refund), the shopper's e-mail
 * and status pages. Stripe's side of the address is in shipping-stripe.test.ts.
 */

afterEach(() => vi.restoreAllMocks());

const UPS = '1Z999AA10123456784';
const USPS = '9400 1000 0000 0000 0000 00';

/** A cart placed and paid on the local test page, by a guest giving `email`, or signed in. */
async function paidOrder(
  options: { language?: string; cookie?: string; email?: string; items?: unknown[]; fields?: Record<string, string> } = {},
) {
  const { reference = '' } = await createPayment(
    {
      items: options.items ?? [{ id: 'whey-vanilla', quantity: 2 }],
      shipping: { id: 'express-us' },
      language: options.language ?? 'en',
      ageConfirmed: true,
    },
    withCookie(options.cookie),
  );
  const email = options.email ?? `buyer.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`;
  expect((await payLocally(reference, { email, ...options.fields })).status).toBe(303);
  return { reference, email };
}

const ship = (reference: string, carrier = 'ups', trackingNumber = UPS) =>
  consolePost(`/orders/${reference}/ship`, { carrier, trackingNumber });

describe('the address on the order, from the local test-payment page', () => {
  it('asks for the address, the phone and a guest’s e-mail, each labelled, and records them with the payment', async () => {
    const { reference } = await placeCartOrder();
    const page = await (await call(`/test-payment/${reference}`)).text();
    for (const label of [
      'Email',
      'Full name',
      'Address line 1',
      'Address line 2 (optional)',
      'City',
      'ZIP or postal code',
      'Country',
      'Phone (for the carrier)',
    ]) {
      expect(page).toContain(`>${label}</label>`);
    }
    expect(page).toContain('autocomplete="shipping postal-code"');
    // The shipping option chosen serves the US only: the one country offered.
    expect(page.match(/<option /g)).toHaveLength(1);
    expect(page).toContain('<option value="US" selected>United States</option>');

    expect((await payLocally(reference, { email: 'ada@vitaglow-mail.com' })).status).toBe(303);
    expect(await orderRow(reference)).toMatchObject({
      status: 'paid',
      customer_email: 'ada@vitaglow-mail.com',
      ship_name: TEST_DELIVERY.name,
      ship_line1: TEST_DELIVERY.line1,
      ship_line2: TEST_DELIVERY.line2,
      ship_city: 'Austin',
      ship_state: 'TX',
      ship_postal_code: '78701',
      ship_country: 'US',
      ship_phone: TEST_DELIVERY.phone,
      fulfilment_status: 'unfulfilled',
    });
  });

  it.each([
    [{ name: '' }, 'field-name', 'Enter the name of the person receiving the parcel'],
    [{ state: 'ZZ' }, 'field-state', 'Enter a US state as its two-letter code, such as TX'],
    [{ postalCode: '7870' }, 'field-postalCode', 'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)'],
    [{ country: 'FR' }, 'field-country', 'The chosen shipping option does not deliver to this country'],
    [{ phone: '12' }, 'field-phone', 'Enter a phone number of 7 to 15 digits'],
    [{ email: 'nobody' }, 'field-email', 'Please enter a valid email address'],
    [{ line1: '1 Main St\nSECURITY NOTICE' }, 'field-line1', 'Remove line breaks and the characters &lt; and &gt;'],
  ])(
    'refuses %j (400), says what is wrong next to the field, keeps what was typed, and leaves the order open',
    async (fields, id, problem) => {
      const { reference } = await placeCartOrder();
      const res = await payLocally(reference, fields);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(`<p id="${id}-problem" class="problem">${problem}</p>`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true" aria-describedby="${id}-problem"`));
      expect(html).toContain('value="Austin"');
      expect((await orderRow(reference))!.status).toBe('open');
    },
  );

  it('asks a signed-in shopper for no e-mail: the account’s address gets the receipt', async () => {
    const { cookie, email } = await signedInUser();
    const { reference = '' } = await createPayment(
      { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } },
      withCookie(cookie),
    );
    const page = await (await call(`/test-payment/${reference}`)).text();
    expect(page).not.toContain('id="field-email"');
    expect(page).toContain(`Receipt and shipping updates go to <strong>${email}</strong>`);
    expect((await payLocally(reference, { email: '' })).status).toBe(303);
    expect((await orderRow(reference))!.customer_email).toBe(email);
  });

  it('offers the countries an international option serves', async () => {
    const { reference = '' } = await createPayment({
      items: [{ id: 'multivitamin', quantity: 1 }],
      shipping: { id: 'international-standard' },
    });
    const page = await (await call(`/test-payment/${reference}`)).text();
    expect(page).toContain('<option value="FR"');
    expect(page).not.toContain('<option value="US"');
    expect((await payLocally(reference, { country: 'FR', state: '', postalCode: '75001', city: 'Paris' })).status).toBe(303);
    expect(await orderRow(reference)).toMatchObject({ ship_country: 'FR', ship_state: null, ship_postal_code: '75001' });
  });
});

describe('the address from Stripe Checkout’s webhook', () => {
  it('reads collected_information.shipping_details and customer_details.phone, as the pinned API version sends them', async () => {
    const { order, reference } = await placeCartOrder();
    const event = sessionEvent('checkout.session.completed', order, {
      collected_information: {
        business_name: null,
        individual_name: null,
        shipping_details: {
          name: 'Grace Hopper',
          address: { line1: '2 Navy Way', line2: null, city: 'Arlington', state: 'VA', postal_code: '22202', country: 'US' },
        },
      },
      customer_details: { email: 'grace@vitaglow-mail.com', phone: '+17035550101', name: 'Grace Hopper', address: { country: 'US' } },
    });
    expect((await deliverWebhook(event)).status).toBe(200);
    expect(await orderRow(reference)).toMatchObject({
      status: 'paid',
      ship_name: 'Grace Hopper',
      ship_line1: '2 Navy Way',
      ship_line2: null,
      ship_city: 'Arlington',
      ship_state: 'VA',
      ship_postal_code: '22202',
      ship_country: 'US',
      ship_phone: '+17035550101',
    });
  });
});

describe('shipping an order from the console', () => {
  it('marks a paid order shipped with its carrier and tracking number, audited, on the timeline, and the shopper is e-mailed once, in French', async () => {
    const { reference, email } = await paidOrder({ language: 'fr' });
    const res = await ship(reference, 'usps', USPS);
    expect(res.status).toBe(200);
    const order = (await res.json()) as AdminOrder;
    expect(order.shipment).toMatchObject({
      status: 'shipped',
      carrier: 'usps',
      trackingNumber: '9400100000000000000000',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    });
    expect(order.address).toMatchObject({ name: TEST_DELIVERY.name, postalCode: '78701', phone: TEST_DELIVERY.phone });
    expect(order.timeline).toContainEqual(
      expect.objectContaining({ kind: 'shipped', carrier: 'usps', trackingNumber: '9400100000000000000000' }),
    );
    expect(await auditOf('order', reference)).toEqual([
      {
        operator_email: OPERATOR,
        action: 'order.ship',
        details: JSON.stringify({ carrier: 'usps', trackingNumber: '9400100000000000000000' }),
      },
    ]);

    const shipped = (await outboxTo(email)).filter((mail) => mail.subject.includes('expédiée'));
    expect(shipped).toHaveLength(1);
    expect(shipped[0].subject).toBe(`Votre commande VitaGlow ${reference} a été expédiée`);
    expect(shipped[0].text).toContain('Transporteur : USPS');
    expect(shipped[0].text).toContain('Numéro de suivi : 9400100000000000000000');
    expect(shipped[0].links).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000');
    expect(shipped[0].links).toContain(`https://vitaglow.test/fr/payment-success?session_id=${reference}`);

    // Shipping twice is refused and sends nothing more.
    const twice = await ship(reference, 'ups', UPS);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ code: 'order_not_shippable' });
    expect((await outboxTo(email)).filter((mail) => mail.subject.includes('expédiée'))).toHaveLength(1);
  });

  it('shows the shipment on the status page of the browser that placed the order, and the account’s orders', async () => {
    const { cookie, email } = await signedInUser();
    const { reference } = await paidOrder({ cookie, email });
    await ship(reference);
    const status = (await (
      await call(`/api/orders/${reference}`, { headers: { Cookie: placingBrowserCookie(reference) } })
    ).json()) as OrderSummary;
    expect(status.fulfilment).toMatchObject({
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: UPS,
      trackingUrl: `https://www.ups.com/track?tracknum=${UPS}`,
    });
    const { orders } = (await (await call('/api/account/orders', withCookie(cookie))).json()) as {
      orders: { reference: string; fulfilment: OrderSummary['fulfilment'] }[];
    };
    expect(orders.find((o) => o.reference === reference)!.fulfilment).toMatchObject({
      status: 'shipped',
      shippedAt: expect.stringMatching(/^\d{4}-/),
    });

    expect((await consolePost(`/orders/${reference}/deliver`)).status).toBe(200);
    const delivered = (await (await call(`/api/orders/${reference}`)).json()) as OrderSummary;
    expect(delivered.fulfilment).toMatchObject({ status: 'delivered', deliveredAt: expect.stringMatching(/^\d{4}-/) });
  });

  it('refuses what does not move forward: ship an unpaid order, a bad number, deliver an unshipped one, cancel a shipped one (409/400), with no audit row', async () => {
    const { reference: unpaid } = await placeCartOrder();
    const refused = await ship(unpaid);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'order_not_shippable' });

    const { reference } = await paidOrder();
    for (const [carrier, number] of [
      ['ups', '1Z12'],
      ['fedex', UPS],
      ['usps', 'ABC'],
      ['dhl', '12345'],
    ]) {
      const bad = await ship(reference, carrier, number);
      expect(bad.status).toBe(400);
      expect(await errorOf(bad)).toMatchObject({ code: 'invalid_tracking_number' });
    }
    expect((await ship(reference, 'pigeon', '12345')).status).toBe(400);
    const notShipped = await consolePost(`/orders/${reference}/deliver`);
    expect(notShipped.status).toBe(409);
    expect(await errorOf(notShipped)).toMatchObject({ code: 'order_not_deliverable' });
    expect(await auditOf('order', reference)).toEqual([]);

    await ship(reference, 'fedex', '1234 5678 9012');
    const cancel = await consolePost(`/orders/${reference}/cancel`);
    expect(cancel.status).toBe(409);
    expect(await errorOf(cancel)).toMatchObject({ code: 'order_not_cancellable' });
    expect((await consolePost(`/orders/${reference}/deliver`)).status).toBe(200);
    expect((await consolePost(`/orders/${reference}/deliver`)).status).toBe(409);
    expect((await auditOf('order', reference)).map((row) => row.action)).toEqual(['order.ship', 'order.deliver']);
    expect((await ship(`${unpaid.slice(0, -1)}${unpaid.endsWith('Q') ? 'R' : 'Q'}`)).status).toBe(404);
  });

  it('cancels and refunds an order before it ships: the money back through the refund path, audited, and the shopper sees it', async () => {
    const { reference } = await paidOrder();
    const res = await consolePost(`/orders/${reference}/cancel`);
    expect(res.status).toBe(200);
    const { refund, order } = (await res.json()) as { refund: string; order: AdminOrder };
    expect(refund).toBe('applied');
    expect(order).toMatchObject({ status: 'refunded', refundableCents: 0, shipment: { status: 'cancelled' } });
    expect((await auditOf('order', reference)).map((row) => row.action)).toEqual(['order.cancel', 'order.refund']);
    expect(((await (await call(`/api/orders/${reference}`)).json()) as OrderSummary).fulfilment.status).toBe('cancelled');
    expect((await ship(reference)).status).toBe(409);
    expect((await consolePost(`/orders/${reference}/cancel`)).status).toBe(409);
  });
});

describe('the "To ship" queue', () => {
  it('lists paid, unfulfilled orders oldest first, searchable by name, and leaves out unpaid and shipped ones', async () => {
    const first = await paidOrder({ fields: { name: 'Queue Oldest' } });
    const second = await paidOrder({ fields: { name: 'Queue Newest' } });
    const shipped = await paidOrder({ fields: { name: 'Queue Shipped' } });
    await ship(shipped.reference);
    const unpaid = await placeCartOrder();
    await query('update orders set paid_at = paid_at - 3600000 where reference = ?', first.reference);

    const queue = await consoleGet<Paged<AdminShippingRow>>('/shipping?q=queue');
    expect(queue.items.map((row) => row.reference)).toEqual([first.reference, second.reference]);
    expect(queue.items[0]).toMatchObject({ name: 'Queue Oldest', city: 'Austin', country: 'US', units: 2, status: 'paid' });
    const all = await consoleGet<Paged<AdminShippingRow>>('/shipping');
    expect(all.items.map((row) => row.reference)).not.toContain(unpaid.reference);
    expect(all.items.map((row) => row.reference)).not.toContain(shipped.reference);
    expect((await consoleGet<Paged<AdminShippingRow>>(`/shipping?q=${second.email}`)).items.map((row) => row.reference)).toEqual([
      second.reference,
    ]);
  });

  it('exports the queue as CSV with empty hold (none), carrier and tracking columns, audited before the first byte', async () => {
    const { reference, email } = await paidOrder({ fields: { name: '=Evil, Name' } });
    const res = await consoleCall('/shipping.csv');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="vitaglow-to-ship-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'reference,paid_at,shipping,name,line1,line2,city,state,postal_code,country,phone,email,items,hold,carrier,tracking',
    );
    const line = lines.find((l) => l.startsWith(`${reference},`));
    expect(line).toMatch(
      new RegExp(
        `^${reference},[^,]+,express-us,"'=Evil, Name",1 Main Street,Suite 200,Austin,TX,78701,US,\\+1 512 555 0100,${email.replace(/[.+]/g, '\\$&')},2 × Vanilla Whey Protein,,,$`,
      ),
    );
    expect(await auditOf('orders', 'to-ship')).toContainEqual({ operator_email: OPERATOR, action: 'shipping.export', details: null });
  });

  it('gives packing slips for several orders at once, packages opened into their products', async () => {
    const a = await paidOrder({
      items: [
        { id: 'friends', quantity: 1 },
        { id: 'multivitamin', quantity: 1 },
      ],
    });
    const b = await paidOrder();
    const { slips } = await consoleGet<{ slips: PackingSlip[] }>(
      `/packing-slips?references=${a.reference},${b.reference},VG-NOT-AN-ORDER,<script>`,
    );
    expect(slips.map((slip) => slip.reference)).toEqual([a.reference, b.reference]);
    expect(slips[0].address).toMatchObject({ name: TEST_DELIVERY.name, line1: TEST_DELIVERY.line1, postalCode: '78701' });
    expect(slips[0].lines).toEqual([
      {
        name: 'Friends Pack',
        quantity: 1,
        contents: [
          { name: 'Daily Multivitamin', quantity: 2 },
          { name: 'Mixed Berry Protein Gummies', quantity: 2 },
          { name: 'Pre-Workout', quantity: 2 },
        ],
      },
      { name: 'Daily Multivitamin', quantity: 1, contents: [] },
    ]);
  });
});
