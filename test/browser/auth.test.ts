import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSerious, runAxe } from '../../tools/axe';
import { PASSWORD, freshEmail, outboxLink, verifiedAccount } from './accounts';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();

const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page, name = 'Welcome to VitaGlow') => page.getByRole('dialog', { name });

async function signInThroughDialog(page: Page, email: string, labels = { email: 'Email', password: 'Password', submit: 'Sign In' }) {
  const form = page.getByRole('dialog').getByRole('tabpanel');
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: labels.submit, exact: true }).click();
}

describe('accounts in Chromium', () => {
  it('signs up, verifies through the e-mailed link, signs in, keeps the session across a reload, and signs out', async () => {
    const page = await browser.newPage();
    const email = freshEmail();
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    const welcome = dialog(page);
    await welcome.waitFor();
    await welcome.getByRole('tab', { name: 'Sign Up' }).click();
    await welcome.getByLabel('Full Name').fill('Amira Saleh');
    await welcome.getByLabel('Email').fill(email);
    await welcome.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await welcome.getByLabel('Confirm Password').fill(PASSWORD);
    await welcome.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully! Please check your email to verify your account.').waitFor();
    await welcome.waitFor({ state: 'detached' });

    await page.goto(await outboxLink(page, email, '/auth/verify'));
    await page.getByText('Your email address is confirmed. You can now sign in.').waitFor();
    // The token left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await signInThroughDialog(page, email);
    await page.getByText('Welcome back!').waitFor();
    await dialog(page).waitFor({ state: 'detached' });

    const menuButton = header(page).getByRole('button', { name: `Account menu for ${email}` });
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.getByText(email).waitFor();
    await menu.getByRole('menuitem', { name: 'My account' }).waitFor();
    await page.keyboard.press('Escape');

    // Secure cookies are stored on http://127.0.0.1: Chromium counts loopback as a secure context.
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === '__Host-vitaglow_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

    await page.reload();
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByText('Signed out successfully!').waitFor();
    await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
    expect((await page.context().cookies()).filter((c) => c.name === '__Host-vitaglow_session')).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('explains weak, common and mismatched passwords', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    const welcome = dialog(page);
    await welcome.getByRole('tab', { name: 'Sign Up' }).click();
    await welcome.getByLabel('Full Name').fill('Amira Saleh');
    await welcome.getByLabel('Email').fill(freshEmail());
    const password = welcome.getByLabel('Password', { exact: true });
    const confirm = welcome.getByLabel('Confirm Password');
    const submit = welcome.getByRole('button', { name: 'Create Account' });

    for (const [typed, message] of [
      ['alllowercase', 'Password must contain at least 3 of: lowercase, uppercase, numbers, special characters'],
      ['Password123!', 'Password is too common. Please choose a stronger password.'],
    ]) {
      await password.fill(typed);
      await confirm.fill(typed);
      await submit.click();
      await welcome.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
    }
    await password.fill(PASSWORD);
    await confirm.fill(`${PASSWORD}!`);
    await submit.click();
    await welcome.getByRole('alert').filter({ hasText: "Passwords don't match!" }).waitFor();
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    expect(page.errors).toEqual([]);
  });

  it('stops the 6th wrong password with the limiter message, and shows the same for the worker 429', async () => {
    const page = await browser.newPage();
    const email = await verifiedAccount(page);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    const form = dialog(page).getByRole('tabpanel');
    await form.getByLabel('Email').fill(email);
    const password = form.getByLabel('Password', { exact: true });
    const submit = form.getByRole('button', { name: 'Sign In', exact: true });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await password.fill(`Wrong-Password-${attempt}`);
      await submit.click();
      await form.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }).waitFor();
      await expect.poll(() => submit.textContent()).toBe('Sign In');
    }
    await password.fill('Wrong-Password-6');
    await submit.click();
    await form.getByRole('alert').filter({ hasText: 'Too many login attempts. Please try again in 15 minutes.' }).waitFor();

    // Another browser (no local record) is stopped by the worker, with the same words.
    await page.evaluate(() => localStorage.clear());
    await password.fill(PASSWORD);
    await submit.click();
    await form
      .getByRole('alert')
      .filter({ hasText: /^Too many login attempts\. Please try again in 1[45] minutes\.$/ })
      .waitFor();
    // Chromium logs each refused request (401, 429) as a console error; nothing else may fail.
    expect(page.errors.filter((e) => !/status of (401|429)/.test(e))).toEqual([]);
  });

  it('carries a sign-in and a sign-out to every open tab', async () => {
    const first = await browser.newPage();
    const email = await verifiedAccount(first);
    await first.goto('/');
    const second = await first.context().newPage();
    await second.goto('/products');
    await header(second).getByRole('button', { name: 'Sign In' }).waitFor();

    await header(first).getByRole('button', { name: 'Sign In' }).click();
    await signInThroughDialog(first, email);
    await header(second)
      .getByRole('button', { name: `Account menu for ${email}` })
      .waitFor();

    await header(second)
      .getByRole('button', { name: `Account menu for ${email}` })
      .click();
    await second.getByRole('menuitem', { name: 'Sign out' }).click();
    await header(first).getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('resets a forgotten password through the e-mailed link, signing in', async () => {
    const page = await browser.newPage();
    const email = await verifiedAccount(page);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await dialog(page).getByText(`If an account exists for ${email}`).waitFor();

    await page.goto(await outboxLink(page, email, '/auth/reset'));
    await page.getByLabel('New password', { exact: true }).fill('Quiet-Harbor-77');
    await page.getByLabel('Confirm new password').fill('Quiet-Harbor-77');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed. You are now signed in.').waitFor();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('main').getByText(email).waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe('newsletter subscribers in Chromium', () => {
  it('shows a signed-in shopper who joins the newsletter their 10% package saving in the cart, and after a reload', async () => {
    const page = await browser.newPage();
    const email = await verifiedAccount(page);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await signInThroughDialog(page, email);
    await dialog(page).waitFor({ state: 'detached' });

    const newsletter = page.getByRole('region', { name: 'Join the VitaGlow Community' });
    await newsletter.getByLabel('Email address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('Thank you for subscribing! Your 20% discount code:').waitFor();

    await page.getByRole('article', { name: 'Starter Pack' }).getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
    await header(page)
      .getByRole('button', { name: /^Open cart/ })
      .click();
    const totals = drawer.getByRole('definition');
    const saving = drawer.getByRole('term').filter({ hasText: 'Subscriber package savings (10%)' });
    await saving.waitFor();
    expect(await totals.allTextContents()).toEqual(['$59.99', 'FREE', '-$6.00', '$53.99']);

    await page.reload();
    await header(page)
      .getByRole('button', { name: /^Open cart/ })
      .click();
    await saving.waitFor();
    expect(page.errors, page.errors.join('\n')).toEqual([]);
  });
});

describe('memberships in Chromium', () => {
  it('remembers the yearly plan through sign-in, pays on the local checkout and shows it on /account', async () => {
    const page = await browser.newPage();
    const email = await verifiedAccount(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Yearly Plan' }).click();
    await signInThroughDialog(page, email);

    await page.waitForURL((url) => url.pathname.startsWith('/test-subscription/'));
    await page.getByRole('heading', { name: 'Test membership payment' }).waitFor();
    await page.getByText('$199.00 per year').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL((url) => url.pathname === '/account');
    const membership = page.getByRole('region', { name: 'Membership' });
    await membership.getByText('Yearly').waitFor();
    await membership.getByText('Active').waitFor();
    const renews = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).getFullYear();
    await membership.getByText(new RegExp(`Renews on .*${renews}`)).waitFor();
    await membership.getByRole('button', { name: 'Manage membership' }).waitFor();
    expect(page.errors, page.errors.join('\n')).toEqual([]);

    // A member starting another plan from the home page is told why it does not open.
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Monthly Plan' }).click();
    await page.locator('[data-sonner-toast]').getByText('You are already a member. Manage your membership from your account.').waitFor();
    expect(page.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });

  it('does the whole journey in Arabic, right to left', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('vitaglow-language', 'ar'));
    const email = freshEmail();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await header(page).getByRole('button', { name: 'تسجيل الدخول' }).click();
    const welcome = dialog(page, 'مرحبًا بك في VitaGlow');
    await welcome.getByRole('tab', { name: 'إنشاء حساب' }).click();
    await welcome.getByLabel('الاسم الكامل').fill('أميرة صالح');
    await welcome.getByLabel('البريد الإلكتروني').fill(email);
    await welcome.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
    await welcome.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
    await welcome.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.getByText('تم إنشاء الحساب بنجاح! يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.').waitFor();

    await page.goto(await outboxLink(page, email, '/auth/verify'));
    await page.getByText('تم تأكيد بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.').waitFor();

    await page.goto('/');
    await page.getByRole('button', { name: 'ابدأ الخطة السنوية' }).click();
    await signInThroughDialog(page, email, { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' });
    await page.waitForURL((url) => url.pathname.startsWith('/test-subscription/'));
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL((url) => url.pathname === '/ar/account');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { name: 'حسابي', level: 1 }).waitFor();
    const membership = page.getByRole('region', { name: 'العضوية' });
    await membership.getByText('نشط').waitFor();
    await membership.getByText(/تتجدد في/).waitFor();
    await header(page)
      .getByRole('button', { name: `قائمة حساب ${email}` })
      .click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.getByText('تم تسجيل الخروج بنجاح!').waitFor();
    expect(page.errors, page.errors.join('\n')).toEqual([]);
  });
});

describe.each([
  ['en', 'Sign In'],
  ['ar', 'تسجيل الدخول'],
])('accessibility of accounts (axe-core) in %s', (language, signInLabel) => {
  it('the sign-up form showing a message, and /account signed in, have no serious or critical violation', async () => {
    const page = await browser.newPage();
    await page.addInitScript((lang) => localStorage.setItem('vitaglow-language', lang), language);
    const email = await verifiedAccount(page);
    await page.goto('/');
    await header(page).getByRole('button', { name: signInLabel }).click();
    const welcome = page.getByRole('dialog');
    await welcome.getByRole('tab').nth(1).click();
    await welcome.getByRole('tabpanel').locator('button[type="submit"]').click();
    await welcome.getByRole('alert').waitFor();
    let serious = (await runAxe(page)).filter(isSerious);
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);

    await page.request.post('/api/auth/signin', {
      headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
      data: { email, password: PASSWORD },
    });
    await page.goto('/account', { waitUntil: 'networkidle' });
    await page.getByRole('main').getByText(email).waitFor();
    serious = (await runAxe(page)).filter(isSerious);
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });
});
