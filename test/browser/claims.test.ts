import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { claimKeys } from '../../core/claims';
import type { Language } from '../../core/language';
import { useBrowser } from './browser';
import { startIn, text } from './storefront-support';

const browser = useBrowser();
const LANGUAGES: readonly Language[] = ['en', 'fr', 'ar'];

/** Every claim's text in a language, as the shopper reads it. */
const claimTexts = (language: Language) => claimKeys().map((key) => text(language, key));

interface ClaimsSeen {
  /** Claims shown, each with whether a dagger follows it and the id its dagger leads to. */
  claims: { text: string; target: string | null }[];
  daggers: number;
}

/**
 * The claims shown within `scope`: each text node that is a claim, and the dagger link that follows it
 * (right after the text, or after the element that clamps it).
 */
async function claimsIn(scope: Locator, claims: readonly string[]): Promise<ClaimsSeen> {
  return scope.evaluate((root, claims) => {
    const wanted = new Set(claims);
    const daggerAfter = (node: Node): HTMLAnchorElement | null => {
      for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
        const next = at.nextSibling;
        if (next instanceof HTMLAnchorElement && next.textContent?.includes('†')) return next;
        if (next) return null;
      }
      return null;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen: { text: string; target: string | null }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent!.trim();
      if (!wanted.has(value) || !(node.parentElement as HTMLElement).checkVisibility()) continue;
      seen.push({ text: value, target: daggerAfter(node)?.getAttribute('href') ?? null });
    }
    return { claims: seen, daggers: root.querySelectorAll('a[href^="#"] sup').length };
  }, claims);
}

/** The notice a dagger leads to: its words, in bold, inside `scope`. */
async function expectNotice(
  scope: Locator,
  href: string,
  language: Language,
  statements: 'single' | 'several',
  products: 'single' | 'several',
) {
  const notice = scope.locator(href);
  await expect.poll(() => notice.count()).toBe(1);
  const words = `${text(language, `store.claims.statements.${statements}`)} ${text(language, `store.claims.products.${products}`)}`;
  expect((await notice.innerText()).replace(/\s+/g, ' ')).toContain(words);
  expect(Number(await notice.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
}

async function expectDaggeredPage(page: Page, language: Language, minimum: number) {
  const seen = await claimsIn(page.locator('body'), claimTexts(language));
  expect(seen.claims.length, 'claims shown').toBeGreaterThanOrEqual(minimum);
  expect(
    seen.claims.filter((claim) => claim.target !== '#fda-notice'),
    'claims without a dagger to the notice',
  ).toEqual([]);
  // Each dagger is a link named for screen readers, not a stray symbol.
  expect(await page.getByRole('link', { name: text(language, 'store.claims.reference'), exact: true }).count()).toBe(seen.daggers);
  await expectNotice(page.locator('footer'), '#fda-notice', language, 'several', 'several');
}

async function expectDaggeredDialog(dialog: Locator, language: Language, products: 'single' | 'several') {
  const seen = await claimsIn(dialog, claimTexts(language));
  expect(seen.claims.length, 'claims in the dialog').toBeGreaterThan(0);
  const targets = new Set(seen.claims.map((claim) => claim.target));
  expect(targets.size, `one notice for every claim: ${JSON.stringify(seen.claims)}`).toBe(1);
  const [href] = targets;
  expect(href).toMatch(/^#.+/);
  await expectNotice(dialog, href!, language, seen.claims.length > 1 ? 'several' : 'single', products);
  return href!;
}

describe('structure/function claims carry their dagger and the FDA notice', () => {
  for (const language of LANGUAGES) {
    it(`on the home page, /products and their dialogs, in ${language}`, async () => {
      const page = await browser.newPage();
      await startIn(page, language);
      await page.goto('/');
      await page.locator('main').getByRole('article').first().waitFor();
      await expectDaggeredPage(page, language, 10);

      const complete = page.getByRole('article', { name: text(language, 'content.deals.complete.title') });
      await complete.getByRole('button', { name: text(language, 'store.deals.details') }).click();
      const deal = page.getByRole('dialog', { name: text(language, 'content.deals.complete.title') });
      await deal.waitFor();
      await expectDaggeredDialog(deal, language, 'several');
      await page.keyboard.press('Escape');
      await deal.waitFor({ state: 'detached' });

      await page.goto('/products');
      await page.locator('main').getByRole('article').first().waitFor();
      // The nine products whose descriptions claim an effect.
      await expectDaggeredPage(page, language, 9);

      const name = text(language, 'content.catalogue.magnesium-gummies.name');
      await page
        .locator('main')
        .getByRole('article', { name, exact: true })
        .getByRole('button', { name: text(language, 'store.products.viewBenefits') })
        .click();
      const dialog = page.getByRole('dialog', { name, exact: true });
      await dialog.waitFor();
      const href = await expectDaggeredDialog(dialog, language, 'single');

      // From the keyboard, a dagger leads to the notice inside the dialog, which stays open.
      await dialog
        .getByRole('link', { name: text(language, 'store.claims.reference'), exact: true })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.locator(href).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await dialog.isVisible()).toBe(true);
      await page.close();
    });
  }

  it('shows the notice on pages without claims too, where the footer is', async () => {
    const page = await browser.newPage();
    await page.goto('/terms');
    await expectNotice(page.locator('footer'), '#fda-notice', 'en', 'several', 'several');
    await page.close();
  });
});
