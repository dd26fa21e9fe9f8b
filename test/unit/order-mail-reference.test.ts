import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from '../../worker/mail/templates/order-confirmation';
import { orderShippedEmail } from '../../worker/mail/templates/order-shipped';
import { orderSoldOutEmail } from '../../worker/mail/templates/order-sold-out';
import { order } from './order-fixture';

const URL = 'https://vitaglow.example/payment-success?session_id=VG-7K2M9Q';
const ISOLATED = '\u2068VG-7K2M9Q\u2069';
const MAILS = {
  confirmation: orderConfirmationEmail,
  shipped: orderShippedEmail,
  'sold out': orderSoldOutEmail,
} as const;

/*
 * Inside right-to-left text a mail reader lays "VG-7K2M9Q" out as "7K2M9Q-VG": an Arabic order e-mail wraps
 * the reference in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, in its subject and its text.
 */
describe.each(Object.entries(MAILS))('the order %s e-mail', (_name, mail) => {
  it('isolates the reference in Arabic, in the subject and the text', () => {
    const arabic = mail(
      order({ language: 'ar', fulfilmentStatus: 'shipped', carrier: 'ups', trackingNumber: '1Z9' }),
      'a@vitaglow-mail.com',
      URL,
    );
    expect(arabic.subject).toContain(ISOLATED);
    expect(arabic.text).toContain(`رقم الطلب: ${ISOLATED}`);
  });

  it.each(['en', 'fr'])('leaves the reference as it is in %s', (language) => {
    const written = mail(
      order({ language, fulfilmentStatus: 'shipped', carrier: 'ups', trackingNumber: '1Z9' }),
      'a@vitaglow-mail.com',
      URL,
    );
    expect(written.subject).toContain('VG-7K2M9Q');
    expect(written.text).toContain('VG-7K2M9Q');
    expect(`${written.subject}${written.text}`).not.toMatch(/[\u2066-\u2069]/);
  });
});
