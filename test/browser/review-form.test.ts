import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { freshEmail, signInAsOperator, signedIn, verifiedAccount } from './accounts';
import { baseUrl, useBrowser } from './browser';
import { payOnTestPage } from './delivery';

/*
 * Issue 39, collecting: the buyer's invitation link opens the review form in the order's language; stars, title,
 * text with its count and errors, name and language, by keyboard and labels; sent, then edited and withdrawn.
 */

const browser = useBrowser();

/** A guest's order placed and paid in `language`, then shipped and delivered by the operator: the review links e-mailed. */
async function reviewLinks(language: 'en' | 'fr' | 'ar'): Promise<string[]> {
  const shopper = await browser.newPage();
  const email = freshEmail();
  const placed = await shopper.request.post('/api/create-payment', {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' }, language },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await shopper.goto(((await placed.json()) as { url: string }).url, { waitUntil: 'commit' });
  await payOnTestPage(shopper, email);
  await shopper.waitForURL(/\/payment-success\?session_id=VG-/);
  const reference = new URL(shopper.url()).searchParams.get('session_id')!;

  const operator = await browser.newPage();
  await signInAsOperator(operator);
  const headers = { Origin: baseUrl(), 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
  const ship = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' };
  expect((await operator.request.post(`/api/admin/orders/${reference}/ship`, { headers, data: ship })).status()).toBe(200);
  expect((await operator.request.post(`/api/admin/orders/${reference}/deliver`, { headers, data: {} })).status()).toBe(200);

  for (let tries = 0; tries < 50; tries++) {
    const outbox = (await (await shopper.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { links: string[] }[];
    };
    const links = outbox.messages.flatMap((m) => m.links).filter((link) => link.includes('/review#token='));
    if (links.length) return links.map((link) => new URL(link).pathname + new URL(link).hash);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no review link e-mailed to ${email}`);
}

async function fill(page: Page, fields: { title: string; body: string }, labels = { title: 'Title', body: 'Your review' }) {
  await page.getByLabel(labels.title).fill(fields.title);
  await page.getByLabel(labels.body).fill(fields.body);
}

describe('the review form', () => {
  it('opens from the e-mail’s link, checks the text as it is typed, sends, edits and withdraws the review', async () => {
    const [path] = await reviewLinks('en');
    const page = await browser.newPage();
    await page.goto(path!);
    await page.getByRole('heading', { name: 'Review your purchase', level: 1 }).waitFor();
    await page.getByText('You bought Daily Multivitamin.').waitFor();
    await page.getByText('We never offer anything in exchange for a review').waitFor();
    expect(page.url()).not.toContain('#token=');
    expect(await page.getByLabel('Name to show').inputValue()).toBe('Amira S.');
    expect(await page.getByLabel('Language you wrote in').inputValue()).toBe('en');

    await page.getByRole('button', { name: 'Send my review' }).click();
    await page.getByText('Choose from 1 to 5 stars.').waitFor();
    expect(await page.getByRole('radio', { name: '1 star' }).evaluate((el) => el === document.activeElement)).toBe(true);

    // Stars by keyboard: the radio group's arrows.
    const rating = page.getByRole('radiogroup', { name: 'Your rating' });
    await rating.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await rating.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);

    await fill(page, { title: 'Fine', body: 'Too short.' });
    await page.getByText('10 of 2,000 characters').waitFor();
    await page.getByRole('button', { name: 'Send my review' }).click();
    await page.getByText('Write at least 20 characters (10 so far).').waitFor();
    expect(await page.getByLabel('Your review').evaluate((el) => el === document.activeElement)).toBe(true);

    await fill(page, { title: 'Fine', body: 'Easy to swallow, <b>no</b> aftertaste at all.' });
    await page.getByRole('button', { name: 'Send my review' }).click();
    await page.getByText('Thank you! Your review is waiting to be checked').waitFor();
    await page.getByText('Your review’s status: waiting to be checked').waitFor();
    expect((await runAxe(page)).filter(isSerious)).toEqual([]);

    await page.getByLabel('Title').fill('Fine, really');
    await page.getByRole('button', { name: 'Save my changes' }).click();
    await page.getByText('Your changes are saved.').waitFor();

    await page.getByRole('button', { name: 'Withdraw my review' }).click();
    await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await page.getByText('Your review is withdrawn: it is no longer shown or counted.').waitFor();
    expect(await page.getByRole('button', { name: 'Save my changes' }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('in French from a French order’s link; a link that is not valid says so', async () => {
    const [path] = await reviewLinks('fr');
    expect(path).toMatch(/^\/fr\/review#token=/);
    const page = await browser.newPage();
    await page.goto(path!);
    await page.getByRole('heading', { name: 'Donnez votre avis sur votre achat', level: 1 }).waitFor();
    await page.getByRole('radio', { name: '2 étoiles' }).check();
    await fill(page, { title: 'Bof', body: 'Pas convaincu après un mois, hélas.' }, { title: 'Titre', body: 'Votre avis' });
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await page.getByText('Merci\u202f! Votre avis attend d’être vérifié').waitFor();

    const wrong = await browser.newPage();
    await wrong.goto(`/fr/review#token=${'A'.repeat(43)}`);
    await wrong.getByRole('alert').getByText('Ce lien d’avis n’est pas valide.').waitFor();
  });
});

describe('the /account switch', () => {
  it('turns review invitations off and keeps it so', async () => {
    const page = await browser.newPage();
    await signedIn(page, await verifiedAccount(page, freshEmail()));
    await page.goto('/account');
    const invitations = page.getByRole('switch', { name: 'E-mail me an invitation to review what I bought' });
    expect(await invitations.isChecked()).toBe(true);
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/account/review-invitations') && res.request().method() === 'PUT');
    await invitations.uncheck();
    expect((await saved).status()).toBe(200);
    await page.reload();
    expect(await page.getByRole('switch', { name: 'E-mail me an invitation to review what I bought' }).isChecked()).toBe(false);
  });
});
