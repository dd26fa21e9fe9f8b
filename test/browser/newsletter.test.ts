import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outboxLink } from './accounts';
import { useBrowser } from './browser';

const browser = useBrowser();

let counter = 0;
const freshEmail = () => `reader${++counter}.${Date.now()}@vitaglow-mail.com`;
const CODE = /VITAGLOW[A-Z0-9]{6}/;

/** Chromium logs every 4xx answer as a console error; those are expected here, nothing else is. */
const unexpectedErrors = (page: Page & { errors: string[] }) => page.errors.filter((e) => !/status of (409|429|500)/.test(e));

async function openSection(page: Page, name = 'Join the VitaGlow Community') {
  await page.goto('/');
  const section = page.getByRole('region', { name });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Counts the calls to the subscription API. */
function countCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (req) => req.url().endsWith('/api/newsletter') && calls.count++);
  return calls;
}

describe('the newsletter section', () => {
  it('shows the pitch and the shop figures', async () => {
    const page = await browser.newPage();
    const section = await openSection(page);
    await section.getByText('20% off your first order').waitFor();
    for (const text of [
      '500K+',
      'Happy Customers',
      // The one satisfaction figure the home page states (issue 40, item 11), not a second one.
      '98%',
      'Satisfaction Rate',
      '60+',
      'Premium Products',
      '6 days a week',
      'Customer Support',
    ]) {
      await section.getByText(text, { exact: true }).waitFor();
    }
    const input = section.getByLabel('Email address');
    expect(await input.getAttribute('type')).toBe('email');
    expect(await input.getAttribute('required')).not.toBeNull();
  });

  it('subscribes, shows the code and clears the field; a second try says already subscribed', async () => {
    const page = await browser.newPage();
    const section = await openSection(page);
    const email = freshEmail();
    const input = section.getByLabel('Email address');
    const button = section.getByRole('button', { name: 'Subscribe' });

    // Hold the answer back to see the form while it waits.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(email);
    await button.click();
    const busy = section.getByRole('button', { name: 'Subscribing...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const success = section.getByText('Thank you for subscribing! Your 20% discount code:');
    await success.waitFor();
    expect(await success.textContent()).toMatch(CODE);
    expect(await input.inputValue()).toBe('');
    expect(await button.isEnabled()).toBe(true);
    await section.getByText('Confirm your address with the link we have e-mailed you: the code works once you have.').waitFor();

    await input.fill(email.toUpperCase());
    await button.click();
    await section.getByText('This email is already subscribed!').waitFor();
    expect(await section.getByText(CODE).count()).toBe(0);
    expect(unexpectedErrors(page)).toEqual([]);
  });

  it('the welcome e-mail’s link confirms the address and says the code now works; the link again changes nothing', async () => {
    const page = await browser.newPage();
    const section = await openSection(page);
    const email = freshEmail();
    await section.getByLabel('Email address').fill(email);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await section.getByText(CODE).waitFor();

    const link = await outboxLink(page, email, '/newsletter/confirm');
    for (let visit = 0; visit < 2; visit++) {
      await page.goto('/');
      await page.goto(link);
      await page.getByRole('status').getByText('Your address is confirmed. Your 20% discount code now works at checkout.').waitFor();
      // The token leaves the address bar once read.
      await expect.poll(() => new URL(page.url()).hash).toBe('');
    }
    expect(unexpectedErrors(page)).toEqual([]);
  });

  it('a broken confirmation link says so', async () => {
    const page = await browser.newPage();
    await page.goto('/newsletter/confirm#token=1.1.nothing');
    await page
      .getByRole('status')
      .getByText(/^This confirmation link is not valid\./)
      .waitFor();
  });

  it('answers a bad address at once, without calling the worker', async () => {
    const page = await browser.newPage();
    const section = await openSection(page);
    const calls = countCalls(page);
    const input = section.getByLabel('Email address');
    const button = section.getByRole('button', { name: 'Subscribe' });

    await button.click();
    await section.getByText('Email is required').waitFor();
    await input.fill('someone@example.com');
    await button.click();
    await section.getByText('Please enter a valid email address').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(calls.count).toBe(0);
  });

  it('tells the minutes left once the hourly limit is spent, from this browser or from the worker', async () => {
    const page = await browser.newPage();
    const section = await openSection(page);
    const email = freshEmail();
    const input = section.getByLabel('Email address');
    const button = section.getByRole('button', { name: 'Subscribe' });
    for (const expected of [/Thank you for subscribing/, /already subscribed/, /already subscribed/]) {
      await input.fill(email);
      // The same message can already be on screen from the try before: wait for this try's answer too.
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/newsletter')), button.click()]);
      await section.getByText(expected).waitFor();
      await expect.poll(() => button.isEnabled()).toBe(true);
    }
    const calls = countCalls(page);
    await input.fill(email);
    await button.click();
    await section.getByText('Too many subscription attempts. Please try again in 60 minutes.').waitFor();
    expect(calls.count).toBe(0);

    // A fresh browser knows nothing of those attempts: the worker's 429 decides.
    const other = await browser.newPage();
    const otherSection = await openSection(other);
    await otherSection.getByLabel('Email address').fill(email);
    await otherSection.getByRole('button', { name: 'Subscribe' }).click();
    await otherSection.getByText(/^Too many subscription attempts\. Please try again in (59|60) minutes\.$/).waitFor();
  });

  it('says something went wrong when the worker fails', async () => {
    const page = await browser.newPage();
    const section = await openSection(page);
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error"}}' }),
    );
    await section.getByLabel('Email address').fill(freshEmail());
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await section.getByText('Something went wrong. Please try again.').waitFor();
  });

  it('works in Arabic, right to left', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByLabel('Language').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const section = await openSection(page, 'انضم إلى مجتمع VitaGlow');
    const input = section.getByLabel('البريد الإلكتروني');
    const email = freshEmail();
    await input.fill(email);
    await section.getByRole('button', { name: 'اشترك' }).click();
    const success = section.getByText('شكرًا لاشتراكك في النشرة البريدية! رمز خصم 20% الخاص بك:');
    await success.waitFor();
    expect(await success.textContent()).toMatch(CODE);
    await section.getByText('أكِّد عنوانك من خلال الرابط الذي أرسلناه إلى بريدك الإلكتروني، وبعدها يعمل رمز الخصم.').waitFor();
    await page.goto(await outboxLink(page, email, '/newsletter/confirm'));
    await page.getByRole('status').getByText('تم تأكيد عنوانك. أصبح رمز خصم 20% الخاص بك صالحًا عند الدفع.').waitFor();
    await page.goto('/');
    await section.scrollIntoViewIfNeeded();

    await input.fill(email);
    await section.getByRole('button', { name: 'اشترك' }).click();
    await section.getByText('هذا البريد الإلكتروني مشترك في النشرة البريدية بالفعل!').waitFor();
    expect(unexpectedErrors(page)).toEqual([]);
  });
});
