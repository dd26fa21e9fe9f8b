import { describe, expect, it } from 'vitest';
import { maxUnitsPerPackage, dealAvailability, isShownLow, productAvailability, unitsOf } from '../../core/stock';

describe('stock', () => {
  it('counts an order’s units per product, packages opened into their products', () => {
    const units = unitsOf([
      { productId: 'multivitamin', quantity: 1 },
      { dealId: 'friends', quantity: 2 },
      { dealId: 'starter', quantity: 1 },
    ]);
    expect(Object.fromEntries(units)).toEqual({
      multivitamin: 1 + 4 + 1,
      'protein-gummies-mixed-berry': 4,
      'pre-workout': 4 + 1,
      'bcaa-gummies': 1,
    });
  });

  it('tells a product available, low with its count, or sold out', () => {
    expect(productAvailability({}, 'multivitamin')).toEqual({ state: 'available' });
    expect(productAvailability({ multivitamin: 3 }, 'multivitamin')).toEqual({ state: 'low', left: 3 });
    expect(productAvailability({ multivitamin: 0 }, 'multivitamin')).toEqual({ state: 'sold_out' });
  });

  it('counts the packages its scarcest product allows', () => {
    expect(dealAvailability({}, 'friends')).toEqual({ state: 'available' });
    expect(dealAvailability({ 'pre-workout': 5 }, 'friends')).toEqual({ state: 'low', left: 2 });
    expect(dealAvailability({ 'pre-workout': 1 }, 'friends')).toEqual({ state: 'sold_out' });
    expect(dealAvailability({ 'pre-workout': 1 }, 'starter')).toEqual({ state: 'low', left: 1 });
  });

  it('tells the storefront a count at or under the threshold, or too few for a package', () => {
    expect(maxUnitsPerPackage()).toBe(2);
    expect(isShownLow(5, 5)).toBe(true);
    expect(isShownLow(6, 5)).toBe(false);
    expect(isShownLow(2, 0)).toBe(true);
    expect(isShownLow(3, 0)).toBe(false);
  });
});
