import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

let counter = 0;
const freshEmail = () => `cartreader${++counter}.${Date.now()}@vitaglow-mail.com`;

/** The box is part of a non-empty cart: add a product from the home page, then open the drawer from the header. */
async function openCartBox(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('article', { name: 'Daily Multivitamin' }).getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open cart/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  const box = drawer.getByRole('region', { name: 'Get 20% off your first order' });
  await box.waitFor();
  return box;
}

describe('the newsletter box in the cart drawer', () => {
  it('asks for an address, subscribes with an 8-second toast, then says already subscribed', async () => {
    const page = await browser.newPage();
    const box = await openCartBox(page);
    const input = box.getByLabel('Email address');
    const button = box.getByRole('button', { name: 'Subscribe' });

    await button.click();
    await page.getByText('Please enter your email address').first().waitFor();

    const email = freshEmail();
    await input.fill(email);
    await button.click();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /^Welcome! Use code VITAGLOW[A-Z0-9]{6} for 20% off your first order\.$/ });
    await toast.waitFor();
    const code = (await box.getByText(/^VITAGLOW[A-Z0-9]{6}$/).textContent())!;
    expect(await toast.textContent()).toContain(code);
    expect(await input.inputValue()).toBe('');
    // Sonner's default is 4 s; this one stays for 8.
    await page.waitForTimeout(5500);
    expect(await toast.isVisible()).toBe(true);

    await input.fill(email);
    await button.click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'This email is already subscribed!' }).waitFor();
    // Announced inside the dialog too: screen readers do not hear the toasts behind a modal.
    expect(await box.getByRole('status').textContent()).toBe('This email is already subscribed!');
  });

  it('says the subscription failed when the worker fails', async () => {
    const page = await browser.newPage();
    const box = await openCartBox(page);
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error"}}' }),
    );
    await box.getByLabel('Email address').fill(freshEmail());
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to subscribe. Please try again.' }).waitFor();
  });

  it('checks the address and the hourly limit like the section', async () => {
    const page = await browser.newPage();
    const box = await openCartBox(page);
    const input = box.getByLabel('Email address');
    const button = box.getByRole('button', { name: 'Subscribe' });

    await input.fill('someone@example.com');
    await button.click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a valid email address' }).waitFor();

    const email = freshEmail();
    for (const status of [201, 409, 409]) {
      await input.fill(email);
      const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/newsletter')), button.click()]);
      expect(answer.status()).toBe(status);
      // A success empties the field once its answer is read: wait for that before typing again.
      if (status === 201) await expect.poll(() => input.inputValue()).toBe('');
      await expect.poll(() => button.isEnabled()).toBe(true);
    }
    let calls = 0;
    page.on('request', (r) => r.url().endsWith('/api/newsletter') && calls++);
    await input.fill(email);
    await button.click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Too many subscription attempts. Please try again in 60 minutes.' })
      .waitFor();
    expect(calls).toBe(0);
  });
});
