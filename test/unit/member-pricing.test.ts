import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideCatalogue } from '../../core/catalogue-scope';
import { type CartLineInput, type CartPrice, type PriceCartInput, priceCart } from '../../core/pricing';
import { shopCatalogueOf } from '../../core/shop-catalogue';
import { seedCatalogue } from '../../scripts/seed-catalogue';
import { seedDocument } from './seed-document';

/*
 * The stacking rules of members' prices (docs/behaviour.md, "Members' prices"), for every product and package of
 * version 1. Expected amounts are worked out here from catalogue/v1.json's numbers, not by core's functions.
 */

const v1 = seedDocument();
const MEMBER_PERCENT = 15;
/** Half a cent rounds up, per unit. */
const off = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const memberUnit = (cents: number, percent = MEMBER_PERCENT) => cents - off(cents, percent);
const regularOf = (slug: string) => v1.products.find((product) => product.slug === slug)!.priceCents;
const packageOriginal = (id: string) =>
  v1.deals.find((deal) => deal.id === id)!.items.reduce((sum, item) => sum + regularOf(item.product) * item.quantity, 0);

function priced(input: PriceCartInput): CartPrice {
  const result = priceCart(input);
  if (!result.ok) throw new Error(`expected a price, got ${result.code}`);
  return result.value;
}

const productLine = (productId: string, quantity = 1): CartLineInput => ({ productId, quantity });
const packageLine = (dealId: string, quantity = 1): CartLineInput => ({ dealId, quantity });
const products = v1.products.map((product) => [product.slug, product.priceCents] as const);
const packages = v1.deals.map((deal) => [deal.id, deal.priceCents] as const);

describe('members’ prices, version 1 (member percent 15)', () => {
  it('version 1 (which predates the field) reads 15 %, and a few member prices read as the cards show them', () => {
    expect(v1.memberPercent).toBeUndefined();
    expect(seedCatalogue().memberPercent).toBe(15);
    expect(memberUnit(2999)).toBe(2549);
    expect(memberUnit(4999)).toBe(4249);
    expect(memberUnit(2799)).toBe(2379);
  });

  it.each(products)('%s: a member pays the member price, anyone else the catalogue price', (slug, regular) => {
    const line = [productLine(slug, 3)];
    const member = priced({ lines: line, shippingId: 'free-us', member: true });
    expect(member.lineItems[0]).toMatchObject({ unitCents: memberUnit(regular), totalCents: 3 * memberUnit(regular) });
    expect(member.lineRules).toEqual(['member']);
    expect(member).toMatchObject({ discount: 'none', discountCents: 0, subtotalCents: 3 * memberUnit(regular) });
    const guest = priced({ lines: line, shippingId: 'free-us' });
    expect(guest.lineItems[0]).toMatchObject({ unitCents: regular, totalCents: 3 * regular });
    expect(guest.lineRules).toEqual(['regular']);
  });

  it.each(packages)('package %s: its package price beats 15 % off its items, so a member pays it too', (id, price) => {
    expect(price).toBeLessThan(memberUnit(packageOriginal(id)));
    for (const member of [true, false]) {
      const result = priced({ lines: [packageLine(id, 2)], shippingId: 'free-us', member });
      expect(result.lineItems[0]).toMatchObject({ unitCents: price, totalCents: 2 * price });
      expect(result.lineRules).toEqual(['regular']);
    }
  });

  it.each(products)('%s with the newsletter coupon: 20 % beats 15 %, the line stays in the coupon', (slug, regular) => {
    const member = priced({ lines: [productLine(slug, 2)], shippingId: 'free-us', couponPercent: 20, member: true });
    expect(member.lineItems[0]).toMatchObject({ unitCents: regular });
    expect(member.lineRules).toEqual(['coupon']);
    expect(member).toMatchObject({
      discount: 'coupon',
      discountCents: off(2 * regular, 20),
      totalCents: 2 * regular - off(2 * regular, 20),
    });
    const guest = priced({ lines: [productLine(slug, 2)], shippingId: 'free-us', couponPercent: 20 });
    expect(guest.totalCents).toBe(member.totalCents);
  });

  it.each(products)('%s with the last-chance deal: 25 % beats 15 %, on subtotal and shipping', (slug, regular) => {
    const quantity = 2;
    const member = priced({ lines: [productLine(slug, quantity)], shippingId: 'express-us', deal: true, member: true });
    const shipping = quantity * regular >= 7500 ? 0 : 799;
    expect(member.lineRules).toEqual(['deal']);
    expect(member).toMatchObject({
      subtotalCents: quantity * regular,
      shippingCents: shipping,
      discount: 'deal',
      discountCents: off(quantity * regular + shipping, 25),
    });
  });

  it.each(packages)('package %s for a newsletter subscriber: 10 % off the package, member or not', (id, price) => {
    const cart = [packageLine(id), productLine('multivitamin', 2)];
    const member = priced({ lines: cart, shippingId: 'free-us', subscriberPackagePercent: 10, member: true });
    expect(member.lineRules).toEqual(['subscriber', 'member']);
    expect(member.lineItems.map((line) => line.unitCents)).toEqual([price, memberUnit(2999)]);
    expect(member).toMatchObject({
      subtotalCents: price + 2 * memberUnit(2999),
      discount: 'subscriber',
      discountCents: off(price, 10),
      totalCents: price + 2 * memberUnit(2999) - off(price, 10),
    });
    const guest = priced({ lines: cart, shippingId: 'free-us', subscriberPackagePercent: 10 });
    expect(guest.lineRules).toEqual(['subscriber', 'regular']);
    expect(guest).toMatchObject({ subtotalCents: price + 2 * 2999, discountCents: off(price, 10) });
  });

  it('a mixed cart: each line has its own rule and only the coupon’s lines are its base', () => {
    const cart = [productLine('whey-vanilla'), packageLine('starter'), productLine('omega-3-plus', 4)];
    const member = priced({ lines: cart, shippingId: 'express-us', couponPercent: 20, member: true });
    expect(member.lineRules).toEqual(['coupon', 'coupon', 'coupon']);
    const subtotal = 4999 + 5999 + 4 * 2799;
    expect(member).toMatchObject({ subtotalCents: subtotal, shippingCents: 0, discountCents: off(subtotal, 20) });
    const plain = priced({ lines: cart, shippingId: 'express-us', member: true });
    expect(plain.lineRules).toEqual(['member', 'regular', 'member']);
    expect(plain.subtotalCents).toBe(memberUnit(4999) + 5999 + 4 * memberUnit(2799));
  });
});

describe('members’ prices with a 20 % member percent and a shallow package', () => {
  // Starter's items cost 9497 together; at 9000 it saves 5 %, less than a member's 20 % (7598).
  const edited = seedDocument();
  edited.memberPercent = 20;
  edited.deals.find((deal) => deal.id === 'starter')!.priceCents = 9000;
  beforeAll(() => {
    const catalogue = shopCatalogueOf(edited);
    provideCatalogue(() => catalogue);
  });
  afterAll(() => {
    const seed = seedCatalogue();
    provideCatalogue(() => seed);
  });

  it('a member pays the member price of the package’s items when it is below the package price', () => {
    expect(packageOriginal('starter')).toBe(9497);
    const member = priced({ lines: [packageLine('starter')], shippingId: 'free-us', member: true });
    expect(member.lineItems[0]).toMatchObject({ unitCents: memberUnit(9497, 20) });
    expect(member.lineRules).toEqual(['member']);
    expect(priced({ lines: [packageLine('starter')], shippingId: 'free-us' }).lineItems[0].unitCents).toBe(9000);
  });

  it('the subscriber’s 10 % on 9000 (8100) loses to the member price (7598): the line leaves the saving’s base', () => {
    const member = priced({ lines: [packageLine('starter')], shippingId: 'free-us', subscriberPackagePercent: 10, member: true });
    expect(member.lineRules).toEqual(['member']);
    expect(member).toMatchObject({ discount: 'none', discountCents: 0, totalCents: memberUnit(9497, 20) });
  });

  it('the coupon’s 20 % on 9000 (7200) beats the member price (7598)', () => {
    const member = priced({ lines: [packageLine('starter')], shippingId: 'free-us', couponPercent: 20, member: true });
    expect(member.lineRules).toEqual(['coupon']);
    expect(member).toMatchObject({ subtotalCents: 9000, discountCents: 1800, totalCents: 7200 });
  });

  it('a 20 % member price ties with the 20 % coupon on a product: the coupon keeps the line', () => {
    const member = priced({ lines: [productLine('multivitamin')], shippingId: 'free-us', couponPercent: 20, member: true });
    expect(member.lineRules).toEqual(['coupon']);
    expect(member).toMatchObject({ subtotalCents: 2999, discountCents: off(2999, 20) });
  });

  it('with a subscriber’s saving, the member’s products are at 20 % off and the package line at the member price', () => {
    const member = priced({
      lines: [productLine('beauty-complex'), packageLine('essentials')],
      shippingId: 'free-us',
      subscriberPackagePercent: 10,
      member: true,
    });
    // Essentials stays at its package price (8999 < 80 % of 13996), less the subscriber's 10 %.
    expect(member.lineRules).toEqual(['member', 'subscriber']);
    expect(member).toMatchObject({ subtotalCents: memberUnit(3999, 20) + 8999, discountCents: off(8999, 10) });
  });
});
