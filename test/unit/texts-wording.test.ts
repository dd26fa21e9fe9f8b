import { describe, expect, it } from 'vitest';
import { localeOf } from '../../core/language';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { textKeys } from '../../i18n/pick';
import { type PluralForms, isPluralForms } from '../../i18n/plural';

/** Each text of a dictionary by key, a counted text's forms one by one (key.form), with the English one beside it. */
function textsOf(dictionary: object): { key: string; text: string; english: string }[] {
  const at = (texts: object, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string | PluralForms;
  return textKeys(dictionary).flatMap((key) => {
    const text = at(dictionary, key);
    const english = at(en, key);
    if (!isPluralForms(text)) return [{ key, text, english: isPluralForms(english) ? english.other : english }];
    return Object.entries(text).map(([form, value]) => ({
      key: `${key}.${form}`,
      text: value,
      english: isPluralForms(english) ? english.other : english,
    }));
  });
}

const FRENCH = textsOf(fr);
const ARABIC = textsOf(ar);
/** Arabic as a reader sees the letters: without the optional short vowels (tashkeel). */
const bare = (text: string) => text.replace(/[\u064b-\u0652]/g, '');

describe('French texts', () => {
  const list = new Intl.ListFormat(localeOf('fr'), { type: 'conjunction' }).format(['Oméga-3 Plus', 'Complexe beauté']);
  const withProducts = (text: string) => text.replace('{{products}}', list);

  it('name the products of a stock refusal after a colon, whatever the list', () => {
    expect(withProducts(fr.cart.errors.outOfStock)).toBe(
      'Stock insuffisant pour\u00a0: Oméga-3 Plus et Complexe beauté. Réduisez la quantité ou retirez l’article du panier, puis réessayez.',
    );
    expect(fr.cart.errors.soldOut.replace('{{products}}', 'Oméga-3 Plus')).toBe(
      'Désolés, ce produit vient d’être épuisé\u00a0: Oméga-3 Plus.',
    );
    expect(withProducts(fr.cart.errors.packageSoldOut)).toBe(
      'Désolés, ce pack vient d’être épuisé. Stock insuffisant pour\u00a0: Oméga-3 Plus et Complexe beauté.',
    );
    // « de » before a list reads « de : … » or « de Oméga-3 » (no elision): no text puts one there.
    for (const { key, text } of FRENCH) expect(text, key).not.toMatch(/\bde(\u00a0:)?\s*\{\{products\}\}/);
  });

  it('say « compte » only for an account: a counter is a « compteur »', () => {
    for (const { key, text, english } of FRENCH) {
      // « création de compte » is the French for a sign-up.
      if (/(?<!\p{L})comptes?(?!\p{L})/u.test(text)) expect(english, key).toMatch(/account|sign[- ]?up/i);
      // The noun: a counter, a countdown, "each count"; not {{count}} nor the verb.
      const counter = /\bcounters?\b|\bcountdowns?\b|\b(?:a|the|each|its|this) counts?\b/i;
      if (counter.test(english)) expect(text, key).toMatch(/compteurs?|compte à rebours/);
    }
  });

  it('abbreviate a title the French way, without « Dr. »', () => {
    expect(fr.validation.name_has_link).toContain('(M. Martin)');
    for (const { key, text } of FRENCH) expect(text, key).not.toMatch(/\bDr\.\s/);
  });
});

describe('Arabic texts', () => {
  it('say what was sent to the address, never a bare «الذي أُرسل إليه»', () => {
    for (const { key, text } of ARABIC) expect(bare(text), key).not.toMatch(/الذي [أا]رسل إليه\s*(?:$|[.،:؛!؟])/);
    expect(ar.cart.coupon.emailLabel).toBe('عنوان البريد الإلكتروني الذي أُرسل إليه الرمز');
  });

  it('say a cancellation as «تم الإلغاء», never the subjectless «أُلغي»', () => {
    for (const { key, text } of ARABIC) expect(bare(text), key).not.toMatch(/(?<!\p{L})ألغي(?!\p{L})/u);
    expect(ar.auth.shipment.statuses.cancelled).toBe('تم الإلغاء');
  });

  it('say the bank asked for an explanation of the payment, not «استفسر مصرفك منا»', () => {
    for (const { key, text } of ARABIC) expect(bare(text), key).not.toMatch(/استفسر/);
    expect(ar.auth.account.orders.disputes.inquiry).toBe('طلب مصرفك منّا توضيحًا بشأن هذه الدفعة');
  });
});
