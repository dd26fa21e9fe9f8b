import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paidMember, signInAsOperator } from './accounts';
import { useBrowser } from './browser';

const browser = useBrowser();

interface OutboxMessage {
  subject: string;
  text: string;
}

async function mailTo(page: Page, email: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
      found = ((await res.json()) as { messages: OutboxMessage[] }).messages.find((m) => m.subject === subject);
      return found;
    })
    .toBeTruthy();
  return found!;
}

describe('support: the footer’s contact form and the console’s inbox', () => {
  it('a member writes in Arabic at 375 px with the keyboard; the operator sees it first, replies, and the reply is e-mailed', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const email = await paidMember(page);
    const subject = `أين طلبي؟ ${Date.now()}`;
    await page.goto('/ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const footer = page.getByRole('contentinfo');
    const trigger = footer.getByRole('button', { name: 'دعم العملاء' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'خدمة العملاء' });
    const form = dialog.getByRole('region', { name: 'راسلنا' });
    await form.waitFor();

    // An empty message is named before anything is sent.
    await form.getByLabel('بريدك الإلكتروني').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('vg-test-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type(subject);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await form.getByRole('alert').getByText('يُرجى كتابة رسالتك.').waitFor();

    await form.getByLabel('الرسالة').focus();
    await page.keyboard.type('لم يصل طلبي بعد.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').getByText('شكرًا لك. وصلت رسالتك إلى فريقنا', { exact: false }).waitFor();
    await dialog.getByText('بصفتك عضوًا، نجيب على رسالتك أولًا.').waitFor();
    const confirmation = await mailTo(page, email, `استلمنا رسالتك: ${subject}`);
    expect(confirmation.text).toContain('لم يصل طلبي بعد.');

    const console = await browser.newPage();
    await signInAsOperator(console);
    await console.goto('/admin/support', { waitUntil: 'commit' });
    await console.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    const rows = console.getByRole('table', { name: 'Support requests, members first, then oldest first' }).getByRole('row');
    const row = rows.filter({ hasText: subject });
    await row.getByText('member', { exact: true }).waitFor();
    // Members' requests come first: no request without the member badge is listed above this one.
    const texts = await rows.allTextContents();
    const index = texts.findIndex((text) => text.includes(subject));
    expect(texts.slice(1, index).every((text) => text.includes('member'))).toBe(true);

    await row.getByRole('link', { name: subject }).click();
    await console.getByRole('heading', { level: 1, name: subject }).waitFor();
    await console.getByText('لم يصل طلبي بعد.').waitFor();
    await console.getByLabel(`Reply to ${email}`).fill('Your parcel left today.\nTracking: 1Z999');
    await console.getByRole('button', { name: 'Send reply' }).click();
    await console.getByRole('status').getByText('Reply sent and kept in the thread.').waitFor();
    await console.getByText(/Reply by operator@vitaglow-mail\.com/).waitFor();

    const reply = await mailTo(page, email, `رد: ${subject}`);
    expect(reply.text).toContain('رد من خدمة عملاء VitaGlow:');
    expect(reply.text).toContain('Your parcel left today.\nTracking: 1Z999');
    expect(page.errors).toEqual([]);
  });
});
