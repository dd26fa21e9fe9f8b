import { describe, expect, it } from 'vitest';
import { parseWishlist } from '../../web/state/wishlist';

describe('parseWishlist', () => {
  it('keeps the saved product ids in order', () => {
    expect(parseWishlist('["whey-vanilla","multivitamin"]')).toEqual(['whey-vanilla', 'multivitamin']);
  });

  it('drops ids the catalogue does not sell, non-strings and repeats', () => {
    expect(parseWishlist('["multivitamin", 3, "retired-product", "multivitamin", null]')).toEqual(['multivitamin']);
  });

  it.each([null, '', 'not json', '{"multivitamin":true}', '"multivitamin"'])('reads %j as an empty wishlist', (raw) => {
    expect(parseWishlist(raw)).toEqual([]);
  });
});
