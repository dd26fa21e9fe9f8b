import { describe, expect, it } from 'vitest';
import type { AdminOrder, PackingSlip } from '../../core/api/admin';
import { errorOf } from './auth-helpers';
import { consoleGet } from './console-helpers';
import { post } from './http';
import { createPayment, orderRow, payLocally } from './payments-helpers';

/**
 * Muscle-building supplements are for adults (New York GBL § 391-oo): a checkout holding one needs the
 * buyer's confirmation of being 18 or older, recorded on the order; a parcel of one to New York asks for
 * an adult's signature.
 */

describe('the 18-or-older confirmation', () => {
  it.each([
    ['a cart with creatine', { items: [{ id: 'creatine-gummies', quantity: 1 }], shipping: { id: 'free-us' } }],
    ['Buy Now of the pre-workout', { items: [{ id: 'pre-workout', quantity: 1 }] }],
    ['a package holding protein gummies', { packageDeal: { id: 'friends' } }],
    [
      'a cart with whey and a multivitamin',
      {
        items: [
          { id: 'multivitamin', quantity: 1 },
          { id: 'whey-banana', quantity: 1 },
        ],
        shipping: { id: 'free-us' },
      },
    ],
  ])('is required for %s (400 age_confirmation_required, nothing written), and recorded when given', async (_, body) => {
    const refused = await post('/api/create-payment', body);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ code: 'age_confirmation_required' });
    expect((await post('/api/create-payment', { ...body, ageConfirmed: false })).status).toBe(400);

    const before = Date.now();
    const { res, reference } = await createPayment({ ...body, ageConfirmed: true });
    expect(res.status).toBe(200);
    const confirmedAt = (await orderRow(reference!))!.age_confirmed_at;
    expect(confirmedAt).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is not asked for other supplements, and not recorded for them', async () => {
    const { res, reference } = await createPayment({ items: [{ id: 'omega-3-plus', quantity: 2 }], shipping: { id: 'free-us' } });
    expect(res.status).toBe(200);
    expect((await orderRow(reference!))!.age_confirmed_at).toBeNull();
    expect((await post('/api/create-payment', { items: [{ id: 'magnesium-gummies', quantity: 1 }], ageConfirmed: 'yes' })).status).toBe(
      400,
    );
  });
});

describe('an adult signature for New York', () => {
  async function paid(items: unknown[], state: string, postalCode: string) {
    const { reference = '' } = await createPayment({ items, shipping: { id: 'free-us' }, ageConfirmed: true });
    expect((await payLocally(reference, { state, postalCode, city: 'Somewhere' })).status).toBe(303);
    return reference;
  }

  it('is on the packing slip and the order page of a muscle-building product going to New York, and nowhere else', async () => {
    const ny = await paid([{ id: 'whey-vanilla', quantity: 1 }], 'NY', '10001');
    const tx = await paid([{ id: 'whey-vanilla', quantity: 1 }], 'TX', '78701');
    const nyVitamins = await paid([{ id: 'multivitamin', quantity: 1 }], 'NY', '10001');
    const { slips } = await consoleGet<{ slips: PackingSlip[] }>(`/packing-slips?references=${ny},${tx},${nyVitamins}`);
    expect(slips.map((slip) => [slip.reference, slip.adultSignature])).toEqual([
      [ny, true],
      [tx, false],
      [nyVitamins, false],
    ]);
    const order = await consoleGet<AdminOrder>(`/orders/${ny}`);
    expect(order).toMatchObject({ adultSignature: true, ageConfirmedAt: expect.stringMatching(/^\d{4}-/) });
  });
});
