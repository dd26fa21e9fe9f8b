import { beforeAll, describe, expect, it } from 'vitest';
import { publishDraft, saveEditedDraft } from './console-helpers';
import { document, withoutCatalogue } from './http';

/*
 * Issue 37, item 1: the figures the home page states as fact are the merchant's data. A version published with
 * other figures shows them on the home page at once, in each language, with no build.
 */

beforeAll(async () => {
  await saveEditedDraft((draft) => {
    draft.home.hero.reviews = 1234;
    // One figure for one thing (issue 40, item 11): every stat that counts the customers changes with it.
    for (const stat of [...draft.home.heroStats, ...draft.home.newsletterStats].filter((candidate) => candidate.id === 'customers')) {
      stat.figure = { kind: 'number', value: 12_000, compact: false, plus: true };
    }
    const customers = draft.home.heroStats.find((stat) => stat.id === 'customers')!;
    customers.label = { en: 'Shoppers served', fr: 'Clients servis', ar: 'عملاء خدمناهم' };
    draft.home.certifications = draft.home.certifications.filter((certification) => certification.id !== 'gmp');
  });
  await publishDraft();
});

describe('the home page after a publish', () => {
  it('states the published figures in each language', async () => {
    const english = withoutCatalogue(await (await document('/')).text());
    // The hero's rating line is the published reviews' (issue 39), never the catalogue's figure: none yet, no line.
    expect(english).not.toContain('1,234');
    expect(english).toContain('12,000+');
    expect(english).toContain('Shoppers served');
    // The newsletter keeps its own label, with the same figure: no 500K+ left anywhere.
    expect(english.match(/Happy Customers/g)).toHaveLength(1);
    expect(english).not.toContain('500K+');
    const french = withoutCatalogue(await (await document('/fr/')).text());
    expect(french).toContain('Clients servis');
    expect(french).toContain('12\u202f000+');
    const arabic = withoutCatalogue(await (await document('/ar/')).text());
    expect(arabic).toContain('عملاء خدمناهم');
  });

  it('shows only the certification badges the version keeps', async () => {
    const products = withoutCatalogue(await (await document('/products')).text());
    expect(products).toContain('Made in an FDA-registered facility');
    expect(products).not.toContain('GMP Certified');
  });
});
