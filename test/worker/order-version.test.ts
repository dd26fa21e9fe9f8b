import { beforeAll, describe, expect, it } from 'vitest';
import type { PackingSlip } from '../../core/api/admin';
import { consoleGet, publishDraft, saveEditedDraft } from './console-helpers';
import { outboxTo } from './mail-helpers';
import { payLocally, placeCartOrder } from './payments-helpers';

/*
 * What the shop writes about an order after the sale names what was sold, as the catalogue version that priced it
 * had it: a publish between the checkout and the payment (or the shipping) renames nothing the buyer bought.
 */

let reference: string;
const buyer = `order-version-${Date.now()}@vitaglow-mail.com`;

/** A package and a product bought in version 1; then version 2 renames the multivitamin and empties the package. */
beforeAll(async () => {
  reference = (
    await placeCartOrder({
      items: [
        { productId: 'multivitamin', quantity: 1 },
        { dealId: 'starter', quantity: 1 },
      ],
      ageConfirmed: true,
    })
  ).reference;
  await saveEditedDraft((draft) => {
    draft.products.find((product) => product.slug === 'multivitamin')!.texts.en.name = 'Everyday Multivitamin';
    draft.deals.find((deal) => deal.id === 'starter')!.items = [{ product: 'omega-3-plus', quantity: 3, free: false }];
  });
  await publishDraft();
  expect((await payLocally(reference, { email: buyer })).status).toBe(303);
});

describe('an order after a publish', () => {
  it('is confirmed by e-mail with the names it was sold under', async () => {
    const [mail] = await outboxTo(buyer);
    expect(mail?.text).toContain('Daily Multivitamin');
    expect(mail?.text).not.toContain('Everyday Multivitamin');
  });

  it('opens its package on the packing slip into the products it held when sold', async () => {
    const {
      slips: [slip],
    } = await consoleGet<{ slips: PackingSlip[] }>(`/packing-slips?references=${reference}`);
    const contents = slip!.lines.flatMap((line) => line.contents.map((item) => item.name));
    expect(contents).toEqual(['Daily Multivitamin', 'BCAA Gummies', 'Pre-Workout']);
  });
});
