import { describe, expect, it } from 'vitest';
import { DICTIONARY_IDS, LANGUAGES, type Language, dictionaryOf } from '../../core/language';
import { type AuthEmailKind, authEmail } from '../../worker/mail/templates/account';
import { type MembershipEmailKind, membershipEmail } from '../../worker/mail/templates/membership';
import { newsletterResubscribeEmail, newsletterWelcomeEmail } from '../../worker/mail/templates/newsletter';
import { orderConfirmationEmail } from '../../worker/mail/templates/order-confirmation';
import { orderShippedEmail } from '../../worker/mail/templates/order-shipped';
import { orderSoldOutEmail } from '../../worker/mail/templates/order-sold-out';
import { supportReceivedEmail, supportReplyEmail } from '../../worker/mail/templates/support';
import { supplyReminderEmail } from '../../worker/mail/templates/supply-reminder';
import type { EmailMessage } from '../../worker/mail/senders';
import { order } from './order-fixture';

/*
 * Every e-mail a shopper can receive, in every language of the registry: its words come from the mail
 * dictionary (i18n/mail/), so a missing text or a placeholder left unfilled would reach the mailbox. Each
 * value the worker passes in (links, codes, dates, amounts, the reference) must show in the mail.
 */
const LINK = 'https://vitaglow.example/link/7f3a';
const ORDER_URL = 'https://vitaglow.example/payment-success?session_id=cs_test_1';
const AUTH_KINDS: AuthEmailKind[] = ['verify', 'reset', 'signin_link'];
const MEMBERSHIP_KINDS: MembershipEmailKind[] = ['membership_cancel', 'membership_resume'];
const SUPPORT_REQUEST = { email: 'lea@vitaglow-mail.com', subject: 'Where is my parcel?' };

function mailsIn(language: Language): [string, EmailMessage, string[]][] {
  const verified = { email: 'lea@vitaglow-mail.com', name: 'Léa', emailVerifiedAt: new Date('2026-11-01T00:00:00Z') };
  const priced = order({ language, shippingId: 'express-us', shippingCents: 999, discountCents: 500, taxCents: 321 });
  const shipped = order({ language, fulfilmentStatus: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
  const unsubscribe = { page: 'https://vitaglow.example/unsubscribe?t=u1', oneClick: 'https://vitaglow.example/api/u1' };
  return [
    ...AUTH_KINDS.map((kind): [string, EmailMessage, string[]] => [kind, authEmail(kind, language, verified, LINK), [LINK, 'Léa']]),
    ...MEMBERSHIP_KINDS.map((kind): [string, EmailMessage, string[]] => [
      kind,
      membershipEmail(kind, language, 'lea@vitaglow-mail.com', new Date('2026-12-24T00:00:00Z'), 'https://vitaglow.example/account'),
      ['https://vitaglow.example/account', '24'],
    ]),
    [
      'welcome',
      newsletterWelcomeEmail(language, 'a@vitaglow-mail.com', 'WELCOME-7Q2', 'https://vitaglow.example/', unsubscribe, LINK),
      ['WELCOME-7Q2', 'https://vitaglow.example/', unsubscribe.page, LINK],
    ],
    ['resubscribe', newsletterResubscribeEmail(language, 'a@vitaglow-mail.com', LINK), [LINK]],
    [
      'order confirmation',
      orderConfirmationEmail(priced, 'a@vitaglow-mail.com', ORDER_URL),
      [ORDER_URL, 'VG-7K2M9Q', '63.19', '9.99', '5.00', '3.21', 'support@vitaglow.com'],
    ],
    ['order shipped', orderShippedEmail(shipped, 'a@vitaglow-mail.com', ORDER_URL), [ORDER_URL, 'VG-7K2M9Q', '1Z999AA10123456784', 'UPS']],
    ['order sold out', orderSoldOutEmail(order({ language }), 'a@vitaglow-mail.com', ORDER_URL), [ORDER_URL, 'VG-7K2M9Q', '59.98']],
    [
      'support received (a member)',
      supportReceivedEmail({
        ...SUPPORT_REQUEST,
        language,
        member: true,
        message: 'My order is <b>late</b>',
        promisedBy: new Date('2026-12-01T15:00:00Z'),
      }),
      ['My order is <b>late</b>'],
    ],
    ['support reply', supportReplyEmail({ ...SUPPORT_REQUEST, language }, 'It left today.'), ['It left today.']],
    [
      'supply reminder',
      supplyReminderEmail(
        language,
        'lea@vitaglow-mail.com',
        { reference: 'VG-7K2M9Q', runsOutAt: new Date('2026-12-24T00:00:00Z'), items: [{ name: 'Omega-3 Plus', quantity: 2 }] },
        { reorder: 'https://vitaglow.example/?reorder=omega-3-plus:2', account: 'https://vitaglow.example/account' },
      ),
      ['VG-7K2M9Q', '24', '2 × Omega-3 Plus', 'https://vitaglow.example/?reorder=omega-3-plus:2', 'https://vitaglow.example/account'],
    ],
  ];
}

describe('the e-mails’ words (i18n/mail/)', () => {
  it('come in every dictionary: each is some language’s', () => {
    expect(new Set(LANGUAGES.map(dictionaryOf))).toEqual(new Set(DICTIONARY_IDS));
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(mailsIn(language).map(([name, mail, values]) => ({ name, mail, values })))(
      'fill every text of the $name mail, with no placeholder or key left',
      ({ mail, values }) => {
        for (const written of [mail.subject, mail.text]) {
          expect(written.trim()).not.toBe('');
          expect(written).not.toMatch(/\{\{|\}\}|undefined|\bmail\.\w+\./);
        }
        // Prices and amounts are written the language's way: the digits are compared without separators.
        const digits = (text: string) => text.replace(/[.,\s\u00a0\u202f]/g, '');
        for (const value of values) expect(digits(mail.text), value).toContain(digits(value));
        expect(
          mail.text.split('\n\n').every((paragraph) => paragraph.trim() !== ''),
          'no empty paragraph',
        ).toBe(true);
      },
    );
  });
});
