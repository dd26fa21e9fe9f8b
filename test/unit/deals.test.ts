import { activeCatalogue } from '../../core/catalogue-scope';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../core/catalogue';
import { deals, getDeal, isDealId } from '../../core/deals';

describe('package deals', () => {
  it('are the four advertised deals, in order', () => {
    expect(deals().map((d) => d.id)).toEqual([...deals().map((d) => d.id)]);
    expect(deals().map((d) => d.id)).toEqual(['starter', 'essentials', 'complete', 'friends']);
  });

  // Original, discounted, saves, off.
  it.each([
    ['starter', 9497, 5999, 3498, 37],
    ['essentials', 13996, 8999, 4997, 36],
    ['complete', 18996, 11999, 6997, 37],
    ['friends', 17994, 9999, 7995, 44],
  ])('%s: %i → %i saves %i (%i%%)', (id, originalCents, discountedCents, savingsCents, discountPercent) => {
    expect(getDeal(id)).toMatchObject({ originalCents, discountedCents, savingsCents, discountPercent });
  });

  it.each(deals().map((d) => [d.id, d] as const))('%s is consistent with the catalogue', (_id, deal) => {
    const itemsAtCataloguePrice = deal.items.reduce((sum, item) => sum + getProduct(item.productId)!.priceCents * item.quantity, 0);
    expect(deal.originalCents).toBe(itemsAtCataloguePrice);
    expect(deal.savingsCents).toBe(deal.originalCents - deal.discountedCents);
    expect(deal.discountPercent).toBe(Math.round((deal.savingsCents / deal.originalCents) * 100));
    expect(deal.featureKeys.length).toBeGreaterThanOrEqual(3);
    expect(deal.featureKeys.length).toBeLessThanOrEqual(5);
    // Packages always ship free (core/pricing.ts), and each card says so.
    expect(deal.featureKeys.map((key) => activeCatalogue().texts.en?.[key])).toContain('Free shipping');
  });

  it.each([
    [
      'starter',
      [
        ['multivitamin', 1, false],
        ['bcaa-gummies', 1, false],
        ['pre-workout', 1, true],
      ],
    ],
    [
      'essentials',
      [
        ['multivitamin', 1, false],
        ['whey-vanilla', 1, false],
        ['pre-workout', 1, false],
        ['protein-gummies-mixed-berry', 1, true],
      ],
    ],
    [
      'complete',
      [
        ['whey-vanilla', 2, false],
        ['whey-chocolate', 1, false],
        ['collagen-gummies', 1, false],
      ],
    ],
    [
      'friends',
      [
        ['multivitamin', 2, false],
        ['protein-gummies-mixed-berry', 2, false],
        ['pre-workout', 2, false],
      ],
    ],
  ])('%s contains its advertised items', (id, items) => {
    expect(getDeal(id)?.items.map((i) => [i.productId, i.quantity, i.free])).toEqual(items);
  });

  it('marks only essentials as most popular and only starter as time-limited', () => {
    expect(
      deals()
        .filter((d) => d.popular)
        .map((d) => d.id),
    ).toEqual(['essentials']);
    expect(
      deals()
        .filter((d) => d.timeLimitKey)
        .map((d) => d.id),
    ).toEqual(['starter']);
  });

  it('gives every deal its own icon', () => {
    expect(deals().map((d) => d.icon)).toEqual(['rocket', 'star', 'crown', 'users']);
  });

  it.each([
    ['starter', true],
    ['friends', true],
    ['Starter', false],
    ['constructor', false],
    [null, false],
  ])('isDealId(%j) is %s', (value, expected) => {
    expect(isDealId(value)).toBe(expected);
    expect(getDeal(String(value)) !== undefined).toBe(expected);
  });
});
