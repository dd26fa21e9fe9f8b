import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/language';
import { type MessageKey, loadDictionary, translate } from '../../web/i18n';

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadDictionary));
});

const COUNTS = [0, 1, 2, 3, 11, 100];
const texts = (key: MessageKey, language: (typeof LANGUAGES)[number], params: Record<string, string | number> = {}) =>
  COUNTS.map((count) => translate(language, key, { ...params, count }));

describe('plural forms for 0, 1, 2, 3, 11 and 100 (Intl.PluralRules)', () => {
  it('products on /products', () => {
    expect(texts('store.catalogue.count', 'en')).toEqual([
      '0 products',
      '1 product',
      '2 products',
      '3 products',
      '11 products',
      '100 products',
    ]);
    expect(texts('store.catalogue.count', 'fr')).toEqual([
      '0 produit',
      '1 produit',
      '2 produits',
      '3 produits',
      '11 produits',
      '100 produits',
    ]);
    expect(texts('store.catalogue.count', 'ar')).toEqual(['لا توجد منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج']);
  });

  it('reviews under a product', () => {
    expect(texts('store.rating.reviews', 'en')).toEqual([
      '(0 reviews)',
      '(1 review)',
      '(2 reviews)',
      '(3 reviews)',
      '(11 reviews)',
      '(100 reviews)',
    ]);
    expect(texts('store.rating.reviews', 'fr')).toEqual(['(0 avis)', '(1 avis)', '(2 avis)', '(3 avis)', '(11 avis)', '(100 avis)']);
    expect(texts('store.rating.reviews', 'ar')).toEqual([
      '(لا تقييمات)',
      '(تقييم واحد)',
      '(تقييمان)',
      '(3 تقييمات)',
      '(11 تقييمًا)',
      '(100 تقييم)',
    ]);
  });

  it('minutes left before signing in again', () => {
    const en = 'Too many login attempts. Please try again in';
    expect(texts('validation.rateLimit.signin', 'en')).toEqual(
      ['0 minutes', '1 minute', '2 minutes', '3 minutes', '11 minutes', '100 minutes'].map((minutes) => `${en} ${minutes}.`),
    );
    const fr = 'Trop de tentatives de connexion. Veuillez réessayer dans';
    expect(texts('validation.rateLimit.signin', 'fr')).toEqual(
      ['0 minute', '1 minute', '2 minutes', '3 minutes', '11 minutes', '100 minutes'].map((minutes) => `${fr} ${minutes}.`),
    );
    const ar = 'محاولات تسجيل دخول كثيرة جدًا. يُرجى المحاولة مجددًا بعد';
    expect(texts('validation.rateLimit.signin', 'ar')).toEqual(
      ['0 دقيقة', 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '11 دقيقة', '100 دقيقة'].map((minutes) => `${ar} ${minutes}.`),
    );
  });

  it.each(['newsletter', 'signup'] as const)('minutes left before the %s limit lifts', (name) => {
    expect(texts(`validation.rateLimit.${name}`, 'en').map((text) => text.split(' in ')[1])).toEqual([
      '0 minutes.',
      '1 minute.',
      '2 minutes.',
      '3 minutes.',
      '11 minutes.',
      '100 minutes.',
    ]);
    expect(texts(`validation.rateLimit.${name}`, 'ar').map((text) => text.split(' بعد ')[1])).toEqual([
      '0 دقيقة.',
      'دقيقة واحدة.',
      'دقيقتين.',
      '3 دقائق.',
      '11 دقيقة.',
      '100 دقيقة.',
    ]);
  });

  it('minutes a last-chance deal code lasts', () => {
    const minutes = (language: (typeof LANGUAGES)[number], pattern: RegExp) =>
      texts('cart.deal.description', language, { percent: 25 }).map((text) => pattern.exec(text)?.[1]);
    expect(minutes('en', /valid for (.+?) and/)).toEqual(['0 minutes', '1 minute', '2 minutes', '3 minutes', '11 minutes', '100 minutes']);
    expect(minutes('fr', /valable (.+?) et/)).toEqual(['0 minute', '1 minute', '2 minutes', '3 minutes', '11 minutes', '100 minutes']);
    expect(minutes('ar', /لمدة (.+?) ويُستخدم/)).toEqual(['0 دقيقة', 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '11 دقيقة', '100 دقيقة']);
  });

  it("verified buyers' reviews behind the hero rating", () => {
    expect(texts('store.rating.shop', 'en', { rating: '4.9' })).toEqual([
      '4.9/5 from 0 verified buyers’ reviews',
      '4.9/5 from 1 verified buyer’s review',
      '4.9/5 from 2 verified buyers’ reviews',
      '4.9/5 from 3 verified buyers’ reviews',
      '4.9/5 from 11 verified buyers’ reviews',
      '4.9/5 from 100 verified buyers’ reviews',
    ]);
    expect(texts('store.rating.shop', 'ar', { rating: '4.9' })).toEqual([
      '4.9/5 من دون مراجعات مشترين موثَّقين',
      '4.9/5 من مراجعة مشترٍ موثَّق واحدة',
      '4.9/5 من مراجعتين لمشترين موثَّقين',
      '4.9/5 من 3 مراجعات لمشترين موثَّقين',
      '4.9/5 من 11 مراجعة لمشترين موثَّقين',
      '4.9/5 من 100 مراجعة لمشترين موثَّقين',
    ]);
  });

  it('write the count the language’s way, and choose the form by the number', () => {
    expect(translate('en', 'store.rating.shop', { rating: '4.9', count: 2847 })).toBe('4.9/5 from 2,847 verified buyers’ reviews');
    expect(translate('fr', 'store.rating.shop', { rating: '4,9', count: 2847 })).toBe('4,9/5 sur 2\u202f847 avis d’acheteurs vérifiés');
    expect(translate('ar', 'store.rating.shop', { rating: '4.9', count: 2847 })).toBe('4.9/5 من 2,847 مراجعة لمشترين موثَّقين');
    // French 'many': a million and more.
    expect(translate('fr', 'store.catalogue.count', { count: 1_000_000 })).toBe('1\u202f000\u202f000 produits');
  });
});
