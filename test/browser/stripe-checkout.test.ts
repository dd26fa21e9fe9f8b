import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_API_VERSION } from '../../tools/stripe-fake/fake';
import { type RunningServer, startServer } from '../../tools/server';
import { freshEmail, signedIn, verifiedAccount } from './accounts';
import { useBrowser } from './browser';
import { fillStripeCheckoutAddress } from './delivery';

/**
 * `npm start` with PAYMENTS=stripe, a test key and STRIPE_API_BASE: the shop pays through the local Stripe
 * fake's stand-in for hosted Checkout, whose signed webhook records the payment before the shopper is back.
 */
const browser = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(`stripe-browser-${process.pid}`, { stripe: true });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  server?.removeState();
});

const ONE_MULTIVITAMIN = { lines: [{ productId: 'multivitamin', quantity: 1 }], shippingId: null };

async function shopper(options: { language?: 'en' | 'fr' | 'ar' } = {}) {
  const page = await browser.newPage({ baseURL: server.url });
  await page.addInitScript(
    ({ cart, language }) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('vitaglow-cart', cart);
      if (language) localStorage.setItem('vitaglow-language', language);
      sessionStorage.setItem('seeded', '1');
    },
    { cart: JSON.stringify(ONE_MULTIVITAMIN), language: options.language },
  );
  return page;
}

/** From the cart to the fake's Checkout page, declining the last-chance deal. */
async function toCheckout(
  page: Page,
  labels = { checkout: 'Secure Checkout · $29.99', skip: 'No thanks, continue to checkout', cart: /^Open cart/ },
) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: labels.cart }).click();
  await page.getByRole('button', { name: labels.checkout }).click();
  await page.getByRole('button', { name: labels.skip }).click();
  await page.waitForURL((url) => url.href.startsWith(`${server.stripe!.url}/checkout/pay/cs_test_`));
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('checkout through the local Stripe fake (npm start with PAYMENTS=stripe)', () => {
  it('pays on the stand-in Checkout page and lands on /payment-success with the order confirmed', async () => {
    const page = await shopper();
    const sessionId = await toCheckout(page);
    await page.getByRole('heading', { name: 'Pay VitaGlow' }).waitFor();
    await page.getByRole('cell', { name: /Daily Multivitamin/ }).waitFor();
    await page.getByText('Checkout locale: en').waitFor();
    await page.getByLabel('Email').fill('browser.buyer@vitaglow-mail.com');
    await fillStripeCheckoutAddress(page);
    await page.getByRole('button', { name: 'Pay $29.99' }).click();

    await page.waitForURL(`${server.url}/payment-success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('Your order is confirmed.').waitFor();
    await page.getByText(/^Order reference: VG-/).waitFor();
    expect(server.stripe!.fake.bus.deliveries.find((d) => d.type === 'checkout.session.completed')?.attempts).toEqual([200]);
  });

  it('shows a French shopper’s order in French on Checkout, with Stripe’s French locale', async () => {
    const page = await shopper({ language: 'fr' });
    await toCheckout(page, { checkout: 'Paiement sécurisé · 29,99 $US', skip: 'Non merci, passer au paiement', cart: /panier/i });
    await page.getByRole('cell', { name: /Multivitamines du quotidien/ }).waitFor();
    await page.getByText('Checkout locale: fr').waitFor();
  });

  it('going back from Checkout returns to /payment-cancelled with the cart kept', async () => {
    const page = await shopper();
    await toCheckout(page);
    await page.getByRole('button', { name: 'Back to the shop' }).click();
    await page.waitForURL(`${server.url}/payment-cancelled`);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('vitaglow-cart')))!).lines).toHaveLength(1);
  });

  it('shows a refund and a dispute made after checkout in the account’s order list and on the status page', async () => {
    const page = await shopper();
    await signedIn(page, await verifiedAccount(page, freshEmail(), server.url), server.url);

    const sessionId = await toCheckout(page);
    await fillStripeCheckoutAddress(page);
    await page.getByRole('button', { name: 'Pay $29.99' }).click();
    await page.waitForURL(`${server.url}/payment-success?session_id=${sessionId}`);
    await page.getByText('Your order is confirmed.').waitFor();

    // The operator refunds $10 from the Dashboard; the cardholder then disputes the rest with the bank.
    const fake = server.stripe!.fake;
    const charge = fake.chargeOf(sessionId)!;
    const refund = await fetch(`${server.stripe!.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_browser_fake',
        'Stripe-Version': FAKE_API_VERSION,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ charge: charge.id, amount: '1000' }),
    });
    expect(refund.status).toBe(200);
    await fake.dispute(charge.id);
    await fake.settled();

    await page.goto('/account');
    const orders = page.getByRole('region', { name: 'My orders' });
    await orders.getByText('Partially refunded').waitFor();
    await orders.getByText('$10.00 refunded').waitFor();
    await orders.getByText('Disputed with your bank').waitFor();

    // The status page says the same.
    await page.goto(`/payment-success?session_id=${sessionId}`);
    await page.getByRole('status').getByText('Part of this order was refunded: $10.00 went back to your card.').waitFor();
    await page.getByText('Disputed with your bank').waitFor();
    expect(page.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  it('says a payment that is not the order’s is being checked, in French, and a bank’s inquiry as such', async () => {
    const page = await shopper({ language: 'fr' });
    await signedIn(page, await verifiedAccount(page, freshEmail(), server.url), server.url);
    const sessionId = await toCheckout(page, {
      checkout: 'Paiement sécurisé · 29,99 $US',
      skip: 'Non merci, passer au paiement',
      cart: /panier/i,
    });
    await fillStripeCheckoutAddress(page);
    // Stripe takes a dollar less than the order's total (as a misconfigured discount or tax would).
    const fake = server.stripe!.fake;
    const session = fake.state.sessions.get(sessionId)!.object as unknown as { amount_total: number };
    session.amount_total -= 100;
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`${server.url}/fr/payment-success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Vérification de votre paiement' }).waitFor();
    await page
      .getByRole('status')
      .getByText('Votre paiement ne correspond pas au total de votre commande\u00a0: nous le vérifions', { exact: false })
      .waitFor();
    expect(await page.getByText('Votre commande est confirmée.').count()).toBe(0);

    await fake.dispute(fake.chargeOf(sessionId)!.id, { status: 'warning_needs_response' });
    await fake.settled();
    await page.goto('/fr/account');
    const orders = page.getByRole('region', { name: 'Mes commandes' });
    await orders.getByText('Paiement en cours de vérification').waitFor();
    await orders.getByText('Votre banque nous a interrogés sur ce paiement').waitFor();
    expect(page.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
