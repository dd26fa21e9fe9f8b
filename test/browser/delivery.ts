import type { Page } from 'playwright-core';

/** What a shopper types where the payment page asks where the order ships. */
export const DELIVERY = {
  name: 'Amira Saleh',
  line1: '500 Congress Avenue',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  phone: '+1 512 555 0123',
} as const;

/** Fills the local test-payment page's delivery form as a shopper would (a guest's e-mail too, when asked), then pays. */
export async function payOnTestPage(page: Page, email = 'guest.browser@vitaglow-mail.com'): Promise<void> {
  const emailField = page.getByLabel('Email', { exact: true });
  if (await emailField.count()) await emailField.fill(email);
  await page.getByLabel('Full name').fill(DELIVERY.name);
  await page.getByLabel('Address line 1').fill(DELIVERY.line1);
  await page.getByLabel('City').fill(DELIVERY.city);
  await page.getByLabel('State or region').fill(DELIVERY.state);
  await page.getByLabel('ZIP or postal code').fill(DELIVERY.postalCode);
  await page.getByLabel('Phone (for the carrier)').fill(DELIVERY.phone);
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** The same on the Stripe fake's stand-in for hosted Checkout (its labels are Stripe's). */
export async function fillStripeCheckoutAddress(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill(DELIVERY.name);
  await page.getByLabel('Address line 1').fill(DELIVERY.line1);
  await page.getByLabel('City').fill(DELIVERY.city);
  await page.getByLabel('State', { exact: true }).fill(DELIVERY.state);
  await page.getByLabel('ZIP / postal code').fill(DELIVERY.postalCode);
  await page.getByLabel('Phone').fill(DELIVERY.phone);
}
