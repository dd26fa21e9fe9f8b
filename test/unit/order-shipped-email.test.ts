import { describe, expect, it } from 'vitest';
import { orderShippedEmail } from '../../worker/mail/templates/order-shipped';
import { order } from './order-fixture';

const URL = 'https://vitaglow.example/payment-success?session_id=VG-7K2M9Q';
const shipped = {
  fulfilmentStatus: 'shipped' as const,
  shippedAt: new Date('2026-11-25T10:00:00Z'),
  carrier: 'ups' as const,
  trackingNumber: '1Z999AA10123456784',
};

describe('the "your order has shipped" e-mail', () => {
  it('names the carrier, the tracking number and its page, what is in the parcel and the way back to the order', () => {
    const mail = orderShippedEmail(order(shipped), 'buyer@vitaglow-mail.com', URL);
    expect(mail).toMatchObject({
      kind: 'order_shipped',
      to: 'buyer@vitaglow-mail.com',
      subject: 'Your VitaGlow order VG-7K2M9Q has shipped',
    });
    expect(mail.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(mail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(mail.text).toContain('2 × Daily Multivitamin');
    expect(mail.text).toContain(URL);
  });

  it('is written in the order’s language, and has no tracking page for another carrier', () => {
    const ar = orderShippedEmail(
      order({ ...shipped, language: 'ar', carrier: 'other', trackingNumber: 'LOCAL-123' }),
      'b@vitaglow-mail.com',
      URL,
    );
    expect(ar.subject).toBe('تم شحن طلبك من VitaGlow رقم \u2068VG-7K2M9Q\u2069');
    expect(ar.text).toContain('شركة الشحن: شركة شحن أخرى');
    expect(ar.text).not.toContain('https://www.');
    const fr = orderShippedEmail(order({ ...shipped, language: 'fr' }), 'b@vitaglow-mail.com', URL);
    expect(fr.text).toContain('Suivez votre colis sur le site du transporteur :\nhttps://www.ups.com/track?tracknum=1Z999AA10123456784');
  });
});
