import { describe, expect, it } from 'vitest';
import { paidMember } from './accounts';
import { useBrowser } from './browser';

const browser = useBrowser();

const TEXTS = {
  en: {
    path: '/account',
    region: 'Membership',
    cancel: 'Cancel membership',
    dialog: 'Cancel your membership?',
    keep: 'Keep membership',
    resume: 'Resume membership',
    ends: /Ends on/,
    renews: /Renews on/,
    until: /Your perks last until .*20\d\d/,
  },
  ar: {
    path: '/ar/account',
    region: 'العضوية',
    cancel: 'إلغاء العضوية',
    dialog: 'هل تريد إلغاء عضويتك؟',
    keep: 'الإبقاء على العضوية',
    resume: 'استئناف العضوية',
    ends: /تنتهي في/,
    renews: /تتجدد في/,
    until: /تبقى مزاياك سارية حتى/,
  },
} as const;

describe('cancelling a membership in /account, in Chromium', () => {
  for (const [language, viewport] of [
    ['en', undefined],
    ['ar', { width: 375, height: 740 }],
  ] as const) {
    it(`cancels in two clicks and resumes (${language}${viewport ? ', 375 px' : ''}); Escape closes the dialog and focus returns`, async () => {
      const words = TEXTS[language];
      const page = await browser.newPage({ viewport });
      await paidMember(page);
      if (language !== 'en') await page.goto(words.path);
      const panel = page.getByRole('region', { name: words.region });
      await panel.getByText(words.renews).waitFor();
      const cancel = panel.getByRole('button', { name: words.cancel });

      // Escape closes the dialog without cancelling, and focus is back on the button that opened it.
      await cancel.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await dialog.getByText(words.until).waitFor();
      expect(await dialog.getByRole('button', { name: words.keep }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await cancel.evaluate((el) => el === document.activeElement)).toBe(true);
      await panel.getByText(words.renews).waitFor();

      // Two clicks: the button, then the dialog's own "Cancel membership".
      await cancel.click();
      await dialog.getByRole('button', { name: words.cancel }).click();
      await dialog.waitFor({ state: 'hidden' });
      await panel.getByText(words.ends).waitFor();
      const resume = panel.getByRole('button', { name: words.resume });
      await resume.waitFor();
      expect(await resume.evaluate((el) => el === document.activeElement)).toBe(true);

      await resume.click();
      await panel.getByText(words.renews).waitFor();
      await cancel.waitFor();
      if (language === 'ar') {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      expect(page.errors, page.errors.join('\n')).toEqual([]);
    });
  }
});
