import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangedPriceLine } from '../../core/api/checkout';
import type { CatalogueDocument } from '../../core/catalogue-document';
import type { ShopCatalogue } from '../../core/shop-catalogue';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { query } from './auth-helpers';
import { consoleCall } from './console-helpers';
import { withoutCatalogue } from './http';
import { callWithStripe, useStripeFake } from './stripe-fake';

/*
 * Issue 37, item 8: a tab opened before a price change. The checkout names the catalogue version its page
 * showed; a line whose price is different today is refused with 409 prices_changed (each line then and now,
 * and today's version for the page's language), with nothing written and Stripe never asked. A version whose
 * prices all still hold goes through, and every order records the version that priced it.
 */

let fake: StripeFake;
beforeEach(() => {
  fake = useStripeFake();
});

const sessionCalls = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
const orderCount = async () => (await query<{ n: number }>('select count(*) as n from orders'))[0].n;
const checkout = (body: unknown) => callWithStripe('/api/create-payment', { method: 'POST', body: JSON.stringify(body) });
const cart = (productId: string, catalogueVersion?: number, language = 'en') => ({
  items: [{ productId, quantity: 2 }],
  shipping: { id: 'free-us' },
  language,
  ageConfirmed: true,
  ...(catalogueVersion === undefined ? {} : { catalogueVersion }),
});

interface Refusal {
  error: { code: string; lines: ChangedPriceLine[]; catalogue: ShopCatalogue };
}

/** Version 4: the multivitamin down from $29.99 to $24.99, everything else as in version 3 (migration 0029's). */
beforeAll(async () => {
  const read = await consoleCall('/catalogue');
  const document = (await read.json()) as CatalogueDocument;
  document.products.find((product) => product.slug === 'multivitamin')!.priceCents = 2499;
  const saved = await consoleCall('/catalogue', {
    method: 'PUT',
    body: JSON.stringify(document),
    headers: { 'If-Match': read.headers.get('ETag')! },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const published = await consoleCall('/catalogue/publish', { method: 'POST', body: '{}' });
  expect(published.status, await published.clone().text()).toBe(201);
  expect(await published.json()).toEqual({ version: 4 });
});

describe('a checkout from a page of an older catalogue version', () => {
  it('is refused with 409 prices_changed when a line’s price changed: nothing written, Stripe never asked', async () => {
    const before = await orderCount();
    const res = await checkout(cart('multivitamin', 1, 'fr'));
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as Refusal;
    expect(error.code).toBe('prices_changed');
    expect(error.lines).toEqual([{ productId: 'multivitamin', previousUnitCents: 2999, unitCents: 2499 }]);
    // Today's version for the page's language only: the cart shows the new prices in French.
    expect(error.catalogue.version).toBe(4);
    expect(Object.keys(error.catalogue.texts)).toEqual(['fr']);
    expect(error.catalogue.products.find((product) => product.id === 'multivitamin')?.priceCents).toBe(2499);
    expect(await orderCount()).toBe(before);
    expect(sessionCalls()).toEqual([]);
  });

  it('goes through when no price in the cart changed, and the order records the version that priced it', async () => {
    const res = await checkout(cart('whey-vanilla', 1));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(sessionCalls()).toHaveLength(1);
    const [order] = await query<{ catalogue_version: number; subtotal_cents: number }>(
      'select catalogue_version, subtotal_cents from orders order by created_at desc, rowid desc limit 1',
    );
    expect(order).toEqual({ catalogue_version: 4, subtotal_cents: 2 * 4999 });
  });

  it('charges today’s price to the page that shows it', async () => {
    const res = await checkout(cart('multivitamin', 4));
    expect(res.status, await res.clone().text()).toBe(200);
    const [session] = sessionCalls();
    expect(JSON.stringify(session!.params)).toContain('"unit_amount":"2499"');
  });

  it('is refused for a version that never existed, which showed the shopper no price', async () => {
    const res = await checkout(cart('whey-vanilla', 99));
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as Refusal;
    expect(error.lines).toEqual([{ productId: 'whey-vanilla', previousUnitCents: null, unitCents: 4999 }]);
    expect(sessionCalls()).toEqual([]);
  });

  it('a page from before catalogue versions (no version named) pays today’s prices', async () => {
    const res = await checkout(cart('multivitamin'));
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe('documents after a publish', () => {
  it('carry the published version for the page’s language, and their structured data states the new price', async () => {
    const res = await callWithStripe('/fr/products/multivitamin');
    const html = await res.text();
    const carried = JSON.parse(/<script type="application\/json" id="catalogue">([\s\S]*?)<\/script>/.exec(html)![1]!) as ShopCatalogue;
    expect(carried.version).toBe(4);
    expect(Object.keys(carried.texts)).toEqual(['fr']);
    expect(withoutCatalogue(html)).toContain('"price":"24.99"');
  });
});
