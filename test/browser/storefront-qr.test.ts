import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { text } from './storefront-support';

const browser = useBrowser();

/** Replaces the platform's share sheet (Chromium on Linux has none): absent, or one that succeeds or throws. */
type ShareStub = 'none' | 'resolve' | 'AbortError' | 'NotAllowedError';

async function stubShare(page: Page, mode: ShareStub) {
  await page.evaluate((stub: ShareStub) => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    const share =
      stub === 'none'
        ? undefined
        : async (data: ShareData) => {
            calls.push({ ...data, files: data.files?.map((f) => f.name) });
            if (stub !== 'resolve') throw new DOMException('stubbed', stub);
          };
    Object.defineProperty(Navigator.prototype, 'share', { value: share, configurable: true });
    Object.defineProperty(Navigator.prototype, 'canShare', { value: share && (() => true), configurable: true });
  }, mode);
}

const shareCalls = (page: Page) => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls);

async function openQrDialog() {
  const page = await browser.newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Share Your Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Site' });
  await dialog.waitFor();
  return { page, dialog, origin: new URL(page.url()).origin };
}

/** The generated image's size and two pixels: one in the quiet zone, one in the top-left finder pattern. */
function inspectCode(page: Page, alt: string) {
  return page.getByRole('img', { name: alt }).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3);
    return { width: img.naturalWidth, height: img.naturalHeight, margin: pixel(4, 4), finder: pixel(26, 26), src: img.src.slice(0, 22) };
  });
}

describe('the QR dialog', () => {
  it('encodes the site address: 300 px, black on white with a quiet zone, downloadable and copyable', async () => {
    const { page, dialog, origin } = await openQrDialog();
    await dialog.getByText('Scan this code with a phone camera', { exact: false }).waitFor();
    expect(await dialog.getByLabel('Website URL').inputValue()).toBe(origin);
    expect(await inspectCode(page, `QR code for ${origin}/`)).toEqual({
      width: 300,
      height: 300,
      margin: [255, 255, 255],
      finder: [0, 0, 0],
      src: 'data:image/png;base64,',
    });

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('vitaglow-qr-code.png');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('QR code copied to clipboard').waitFor();
    const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types));
    expect(types).toContain('image/png');
    expect(page.errors).toEqual([]);
  });

  it("says why an address cannot be encoded, in the shopper's language, and redraws the code when it changes", async () => {
    const { page, dialog } = await openQrDialog();
    const input = dialog.getByLabel('Website URL');
    const problem = async (value: string) => {
      await input.fill(value);
      return page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`).textContent();
    };
    expect(await problem('')).toBe('Invalid URL: URL is required');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    for (const name of ['Download', 'Copy', 'Share']) expect(await dialog.getByRole('button', { name }).isDisabled()).toBe(true);
    expect(await problem('mailto:hi@vitaglow.com')).toBe('Invalid URL: Only HTTP and HTTPS URLs are allowed');
    expect(await problem('javascript:alert(1)')).toBe('Invalid URL: Invalid URL format');
    expect(await problem('ftp://files.vitaglow.com/catalogue.pdf')).toBe('Invalid URL: Invalid URL format');
    expect(await problem('not a web address')).toBe('Invalid URL: Invalid URL format');
    expect(await problem(`https://vitaglow.com/${'a'.repeat(2000)}`)).toBe('Invalid URL: URL is too long');
    expect(await problem('https://vitaglow.com/onload=alert(1)')).toBe('Invalid Data: Invalid data format');

    expect(await problem('https://vitaglow.com/products')).toBe('');
    expect(await input.getAttribute('aria-invalid')).toBe('false');
    const code = await inspectCode(page, 'QR code for https://vitaglow.com/products');
    expect([code.width, code.finder]).toEqual([300, [0, 0, 0]]);

    // The dialog follows a language switch.
    await page.keyboard.press('Escape');
    await page.getByLabel('Language').selectOption('ar');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('ar', 'store.qr.open') })
      .click();
    const arabic = page.getByRole('dialog', { name: text('ar', 'store.qr.title') });
    await arabic.getByLabel(text('ar', 'store.qr.urlLabel')).fill('');
    const required = text('ar', 'store.qr.problem', {
      title: text('ar', 'store.qr.invalidUrl'),
      reason: text('ar', 'validation.url_required'),
    });
    await arabic.getByText(required).waitFor();
  });

  it('offers the system share sheet, says when there is none, and stays quiet when the shopper cancels', async () => {
    const { page, dialog, origin } = await openQrDialog();
    await page.getByRole('img', { name: `QR code for ${origin}/` }).waitFor();
    const share = dialog.getByRole('button', { name: 'Share' });

    // Sharing, or closing the sheet without sharing, shows nothing.
    await stubShare(page, 'resolve');
    await share.click();
    await expect
      .poll(() => shareCalls(page))
      .toEqual([expect.objectContaining({ title: 'VitaGlow', url: `${origin}/`, files: ['vitaglow-qr-code.png'] })]);
    await stubShare(page, 'AbortError');
    await share.click();
    await expect.poll(() => shareCalls(page)).toHaveLength(1);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    await stubShare(page, 'none');
    await share.click();
    await page.getByText('Sharing not available in this context. Try copying or downloading instead.').waitFor();

    await stubShare(page, 'NotAllowedError');
    await share.click();
    await page.getByText('Failed to share QR code. Try copying or downloading instead.').waitFor();
  });
});
