import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from '../../worker/mail/templates/order-confirmation';
import { order } from './order-fixture';

const URL = 'https://vitaglow.example/payment-success?session_id=VG-7K2M9Q';

describe('the order confirmation e-mail', () => {
  it('lists what was bought at the prices charged, the totals and the way back to the order', () => {
    const mail = orderConfirmationEmail(order(), 'buyer@vitaglow-mail.com', URL);
    expect(mail).toEqual({
      kind: 'order_confirmation',
      to: 'buyer@vitaglow-mail.com',
      subject: 'Your VitaGlow order VG-7K2M9Q is confirmed',
      text: [
        'Hello,',
        'Thank you for your order! We have received your payment and are preparing your package.',
        'Order reference: VG-7K2M9Q',
        '2 × Daily Multivitamin — $59.98',
        'Subtotal: $59.98\nShipping (Free Standard Shipping): $0.00\nTotal: $59.98',
        `See your order at any time:\n${URL}`,
        'Questions? Write to us at support@vitaglow.com.',
        'The VitaGlow team',
      ].join('\n\n'),
    });
  });

  it('shows a discount only when there is one', () => {
    const text = orderConfirmationEmail(order({ discountCents: 1500, totalCents: 4498 }), 'a@vitaglow-mail.com', URL).text;
    expect(text).toContain('Discount: −$15.00\nTotal: $44.98');
    expect(orderConfirmationEmail(order(), 'a@vitaglow-mail.com', URL).text).not.toContain('Discount');
  });

  it('speaks the order’s language, with translated names and local number formats', () => {
    const fr = orderConfirmationEmail(order({ language: 'fr' }), 'a@vitaglow-mail.com', URL);
    expect(fr.subject).toBe('Votre commande VitaGlow VG-7K2M9Q est confirmée');
    expect(fr.text).toContain('Référence de commande\u00a0: VG-7K2M9Q');
    expect(fr.text).toMatch(/2 × Multivitamines du quotidien — 59,98\s\$US/);

    const ar = orderConfirmationEmail(
      order({ language: 'ar' }, [{ productId: null, dealId: 'starter', name: 'Starter Bundle', quantity: 1 }]),
      'a@vitaglow-mail.com',
      URL,
    );
    expect(ar.subject).toBe('تم تأكيد طلبك من VitaGlow رقم \u2068VG-7K2M9Q\u2069');
    expect(ar.text).toContain('رقم الطلب: \u2068VG-7K2M9Q\u2069');
    expect(ar.text).not.toContain('Starter Bundle');
    expect(ar.text).toContain('فريق VitaGlow');
  });

  it('keeps the recorded name of something no longer sold, and falls back to English for an unknown language', () => {
    const mail = orderConfirmationEmail(
      order({ language: 'de' }, [{ productId: 'retired-tonic', name: 'Retired Tonic' }]),
      'a@vitaglow-mail.com',
      URL,
    );
    expect(mail.subject).toBe('Your VitaGlow order VG-7K2M9Q is confirmed');
    expect(mail.text).toContain('2 × Retired Tonic — $59.98');
  });
});
