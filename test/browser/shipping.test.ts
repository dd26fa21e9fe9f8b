import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { type RunningServer, startServer } from '../../tools/server';
import { freshEmail, signInAsOperator, signedIn, verifiedAccount } from './accounts';
import { baseUrl, useBrowser } from './browser';
import { DELIVERY, payOnTestPage } from './delivery';
import { text } from './storefront-support';

/*
 * An order from payment to doorstep, as the shopper and the operator live it: the address typed on the
 * payment page, the console's "To ship" queue, packing slip and Mark shipped, the shopper's e-mail, status
 * page and account; "Track your order"; a sold-out product.
 */

const browser = useBrowser();

async function inLanguage(page: Page, language: 'en' | 'fr' | 'ar') {
  await page.context().addCookies([{ name: 'vitaglow-language', value: language, url: baseUrl() }]);
}

async function operatorPage(): Promise<Page & { errors: string[] }> {
  const operator = await browser.newPage();
  await signInAsOperator(operator, 'warehouse@vitaglow-mail.com');
  return operator;
}

/** A signed-in shopper's cart placed through the API (as the cart's checkout does) and paid on the local page. */
async function paidOrder(shopper: Page, language: 'en' | 'fr' | 'ar', items: unknown[]): Promise<string> {
  const placed = await shopper.request.post('/api/create-payment', {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { items, shipping: { id: 'express-us' }, language, ageConfirmed: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await shopper.goto(((await placed.json()) as { url: string }).url, { waitUntil: 'commit' });
  await payOnTestPage(shopper);
  await shopper.waitForURL(/\/payment-success\?session_id=VG-/);
  return new URL(shopper.url()).searchParams.get('session_id')!;
}

describe('from payment to the doorstep', () => {
  it('the operator finds the paid order in To ship, prints its slip and marks it shipped; the French shopper is told and can follow it', async () => {
    const shopper = await browser.newPage();
    await inLanguage(shopper, 'fr');
    const email = await verifiedAccount(shopper, freshEmail());
    await signedIn(shopper, email);
    const reference = await paidOrder(shopper, 'fr', [
      { id: 'friends', quantity: 1 },
      { id: 'omega-3-plus', quantity: 2 },
    ]);
    await shopper.getByRole('heading', { name: /^Paiement réussi/ }).waitFor();
    await shopper.getByText('En préparation').waitFor();

    const operator = await operatorPage();
    await operator.getByRole('link', { name: 'To ship' }).click();
    await operator.getByRole('heading', { name: 'To ship', level: 1 }).waitFor();
    await operator.getByLabel('Reference, e-mail or name').fill(reference);
    await operator.getByRole('button', { name: 'Search' }).click();
    const row = operator.getByRole('row').filter({ hasText: reference });
    await row.getByText(DELIVERY.name).waitFor();
    await row.getByRole('checkbox', { name: `Select ${reference}` }).check();
    await operator.getByRole('button', { name: 'Print packing slips' }).click();

    await operator.getByRole('heading', { name: 'Packing slips' }).waitFor();
    const contents = operator.getByRole('table', { name: `Contents of ${reference}` });
    await contents.getByText('Friends Pack').waitFor();
    await contents.getByText('Omega-3 Plus').waitFor();
    for (const line of [DELIVERY.name, DELIVERY.line1, DELIVERY.phone]) await operator.getByText(line).first().waitFor();
    await operator.emulateMedia({ media: 'print' });
    expect(await operator.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await operator.getByRole('navigation', { name: 'Console sections' }).isVisible()).toBe(false);
    await operator.emulateMedia({ media: 'screen' });
    expect((await runAxe(operator)).filter(isSerious)).toEqual([]);

    await operator.goto(`/admin/orders/${reference}`, { waitUntil: 'commit' });
    const shipping = operator.getByRole('region', { name: 'Shipping' });
    await shipping.getByText(DELIVERY.line1).waitFor();
    await shipping.getByLabel('Carrier').selectOption('ups');
    await shipping.getByLabel('Tracking number').fill('1Z999AA1012345678');
    await shipping.getByRole('button', { name: 'Mark shipped' }).click();
    await shipping.getByRole('alert').getByText('This is not a UPS tracking number').waitFor();
    await shipping.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await shipping.getByRole('button', { name: 'Mark shipped' }).click();
    await shipping.getByRole('link', { name: /^Track with UPS/ }).waitFor();
    await operator.getByText('Shipped with UPS (1Z999AA10123456784)').waitFor();
    expect((await runAxe(operator)).filter(isSerious)).toEqual([]);

    // The shopper's French e-mail carries the carrier's tracking link.
    await expect
      .poll(async () => {
        const res = await shopper.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: { subject: string; links: string[] }[] };
        return messages.find((m) => m.subject === `Votre commande VitaGlow ${reference} a été expédiée`)?.links ?? [];
      })
      .toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    await shopper.goto(`/fr/payment-success?session_id=${reference}`);
    await shopper.getByText(/^Expédiée le .+ par UPS$/).waitFor();
    expect(await shopper.getByRole('link', { name: /^Suivre votre colis/ }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    // Someone else with only the reference (it is on the slip and in e-mail subjects): the state, not the tracking.
    const stranger = await browser.newPage();
    await stranger.goto(`/fr/payment-success?session_id=${reference}`);
    await stranger.getByText(text('fr', 'auth.shipment.trackingElsewhere')).waitFor();
    await stranger.getByText(/^Expédiée le /).waitFor();
    expect(await stranger.getByText(/UPS|1Z999AA10123456784/).count()).toBe(0);
    expect(await stranger.getByRole('link', { name: /^Suivre votre colis/ }).count()).toBe(0);
    expect(stranger.errors).toEqual([]);

    await shopper.goto('/fr/account');
    const orders = shopper.getByRole('region', { name: 'Mes commandes' });
    await orders.getByText('Expédiée', { exact: true }).waitFor();
    await orders.getByRole('link', { name: /^Suivre votre colis/ }).waitFor();
    expect(shopper.errors).toEqual([]);
    expect(operator.errors).toEqual([]);
  });

  it('“Track your order” in Arabic on a 375 px phone, by keyboard: a wrong e-mail is told so, the right one shows the order', async () => {
    const buyer = await browser.newPage();
    const reference = await paidOrder(buyer, 'ar', [{ id: 'magnesium-gummies', quantity: 1 }]);
    // Inside Arabic text "VG-…" would read "…-VG": the reference is isolated in a <bdi>.
    expect(new URL(buyer.url()).pathname).toBe('/ar/payment-success');
    expect(await buyer.getByText('رقم الطلب:').locator('bdi').textContent()).toBe(reference);

    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await inLanguage(page, 'ar');
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'تتبّع طلبك' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('رقم الطلب').focus();
    await page.keyboard.type(reference);
    await page.keyboard.press('Tab');
    await page.keyboard.type('someone.else@vitaglow-mail.com');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').getByText('لم نجد طلبًا بهذا الرقم وهذا البريد الإلكتروني. تحقّق منهما وحاول مرة أخرى.').waitFor();
    expect(await dialog.getByLabel('البريد الإلكتروني').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('البريد الإلكتروني').fill('guest.browser@vitaglow-mail.com');
    await dialog.getByLabel('البريد الإلكتروني').press('Enter');
    const result = dialog.getByRole('region', { name: `الطلب ${reference}` });
    await result.getByText('الدفع: مدفوع').waitFor();
    await result.getByText('قيد التجهيز').waitFor();
    expect(await result.getByRole('heading').locator('bdi').textContent()).toBe(reference);
    expect(await result.getByRole('heading').evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The dialog itself fits the phone: nothing of the form is cut off at either edge.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect((await runAxe(page)).filter(isSerious)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The refused lookup's 404 is the one the browser reports.
    expect(page.errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});

describe('stock on the storefront', () => {
  it('shows a product the operator sold out as “Sold out” with its buttons disabled, in English and Arabic, and “Only N left” in the cart', async () => {
    const operator = await operatorPage();
    await operator.getByRole('link', { name: 'Inventory' }).click();
    await operator.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    const startCounting = async (name: string, units: string) => {
      const row = operator.getByRole('row').filter({ hasText: name });
      await row.getByLabel(`Units on the shelf for ${name}`).fill(units);
      await row.getByRole('button', { name: 'Start counting' }).click();
      // Counted, the row offers adjustments instead.
      await row.getByRole('button', { name: 'Record' }).waitFor();
    };
    const liftLimit = async (name: string) => {
      const row = operator.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: `Lift the limit… of ${name}` }).click();
      await operator
        .getByRole('dialog', { name: `Stop counting ${name}?` })
        .getByRole('button', { name: 'Lift the limit' })
        .click();
      await row.getByText('not limited', { exact: true }).waitFor();
    };
    try {
      await startCounting('Beauty Complex', '0');
      await startCounting('Omega-3 Plus', '1');
      await operator.getByRole('row').filter({ hasText: 'Beauty Complex' }).getByText('sold out', { exact: true }).waitFor();

      const page = await browser.newPage();
      await page.goto('/products');
      const beauty = page.locator('main').getByRole('article', { name: 'Beauty Complex' });
      await beauty.getByText('Sold out', { exact: true }).waitFor();
      expect(await beauty.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
      const omega = page.locator('main').getByRole('article', { name: 'Omega-3 Plus' });
      await omega.getByText('Only 1 left').waitFor();
      await omega.getByRole('button', { name: 'Add to Cart' }).click();
      await omega.getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Open cart/ })
        .click();
      await page.getByRole('dialog').getByText('Only 1 left').waitFor();

      const arabic = await browser.newPage();
      await inLanguage(arabic, 'ar');
      await arabic.goto('/ar/products');
      const soldOut = arabic.locator('main').getByRole('article').filter({ hasText: 'نفدت الكمية' });
      // The storefront learns stock after its first paint.
      await soldOut.first().waitFor();
      expect(await soldOut.count()).toBe(1);
      expect(await soldOut.getByRole('button', { name: 'أضف إلى السلة' }).isDisabled()).toBe(true);
      await arabic.locator('main').getByText('بقيت قطعة واحدة فقط').waitFor();
      expect(page.errors).toEqual([]);
      expect(arabic.errors).toEqual([]);
    } finally {
      for (const name of ['Beauty Complex', 'Omega-3 Plus']) await liftLimit(name);
    }
  });
});

describe('orders whose payment is at risk or in review, in the console (Stripe through the local fake)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(`shipping-holds-${process.pid}`, { stripe: true });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    server?.removeState();
  });

  async function operatorOnStripe() {
    const operator = await browser.newPage({ baseURL: server.url });
    await operator.goto('/admin/dev-sign-in', { waitUntil: 'commit' });
    await operator.getByLabel('Operator e-mail').fill('warehouse@vitaglow-mail.com');
    await operator.getByRole('button', { name: 'Sign in' }).click();
    await operator.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    return operator;
  }

  /** An order paid on the fake's Checkout (for `lessCents` less than its total when given): its reference and charge. */
  async function stripeOrder(page: Page, lessCents = 0) {
    const placed = await page.request.post('/api/create-payment', {
      headers: { Origin: server.url, 'Content-Type': 'application/json' },
      data: { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const sessionId = new URL(((await placed.json()) as { url: string }).url).pathname.split('/').pop()!;
    const fake = server.stripe!.fake;
    const session = fake.state.sessions.get(sessionId)!.object as unknown as { amount_total: number; metadata: Record<string, string> };
    session.amount_total -= lessCents;
    await fake.pay(sessionId, { email: freshEmail() });
    await fake.settled();
    return { reference: session.metadata.order_reference, charge: fake.chargeOf(sessionId)! };
  }

  it('shows a lost dispute in the queue and on the order, and ships it only with a reason', async () => {
    const operator = await operatorOnStripe();
    const { reference, charge } = await stripeOrder(operator);
    await server.stripe!.fake.dispute(charge.id, { status: 'lost' });
    await server.stripe!.fake.settled();

    await operator.goto(`/admin/shipping?q=${reference}`, { waitUntil: 'commit' });
    await operator.getByRole('row').filter({ hasText: reference }).getByText('dispute lost').waitFor();
    await operator.getByRole('link', { name: reference }).click();
    await operator.getByText('Do not ship: the payment is at risk (dispute lost).').waitFor();
    await operator.getByLabel('Carrier').selectOption('ups');
    await operator.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await operator.getByRole('button', { name: 'Mark shipped despite the hold' }).click();
    await operator.getByRole('alert').filter({ hasText: 'Give a reason' }).waitFor();
    expect((await runAxe(operator)).filter(isSerious)).toEqual([]);
    await operator.getByLabel('Reason for shipping anyway').fill('The buyer’s bank confirmed in writing the chargeback was a mistake');
    await operator.getByRole('button', { name: 'Mark shipped despite the hold' }).click();
    await operator.getByRole('status').filter({ hasText: 'Marked shipped' }).waitFor();
    await operator.getByText('warehouse@vitaglow-mail.com: order ship', { exact: true }).waitFor();
  });

  it('settles orders in review: one accepted as paid, one refunded and closed', async () => {
    const operator = await operatorOnStripe();
    const accepted = await stripeOrder(operator, 100);
    const closed = await stripeOrder(operator, 100);

    await operator.goto(`/admin/orders/${accepted.reference}`, { waitUntil: 'commit' });
    await operator.getByRole('button', { name: 'Accept as paid…' }).click();
    const accept = operator.getByRole('dialog', { name: `Accept the payment of ${accepted.reference}?` });
    await accept.getByRole('button', { name: 'Accept as paid' }).click();
    await operator.getByRole('button', { name: 'Mark shipped' }).waitFor();
    expect(await operator.getByRole('button', { name: 'Accept as paid…' }).count()).toBe(0);

    await operator.goto(`/admin/orders/${closed.reference}`, { waitUntil: 'commit' });
    await operator.getByRole('button', { name: 'Refund and close…' }).click();
    const close = operator.getByRole('dialog', { name: `Refund and close ${closed.reference}?` });
    await close.getByRole('button', { name: 'Refund and close' }).click();
    await close.waitFor({ state: 'hidden' });
    await server.stripe!.fake.settled();
    await operator.goto(`/admin/orders/${closed.reference}`, { waitUntil: 'commit' });
    await operator.getByText('refunded', { exact: true }).waitFor();
    await operator.getByText('cancelled', { exact: true }).first().waitFor();
    expect([...server.stripe!.fake.state.refunds.values()]).toEqual([expect.objectContaining({ amount: closed.charge.amount })]);
    expect(operator.errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});
