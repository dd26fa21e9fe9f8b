import { describe, expect, it } from 'vitest';
import { emailRetryDelaySeconds, EMAIL_MAX_ATTEMPTS } from '../../worker/mail/retry';
import { CHECKOUT_LIFETIME_MS, checkoutExpiresAt } from '../../worker/payments/checkout-lifetime';

describe('a Checkout session’s expires_at', () => {
  it('is 35 minutes ahead, rounded up to the second, so it is never under the 30 Stripe requires', () => {
    expect(CHECKOUT_LIFETIME_MS).toBe(35 * 60_000);
    expect(checkoutExpiresAt(Date.parse('2026-11-21T15:00:00.600Z'))).toBe(Date.parse('2026-11-21T15:35:01Z') / 1000);
    expect(checkoutExpiresAt(Date.parse('2026-11-21T15:00:00Z'))).toBe(Date.parse('2026-11-21T15:35:00Z') / 1000);
  });
});

describe('the e-mail retry schedule', () => {
  it('waits 1, 2, 4, 8 then 16 minutes between six tries', () => {
    expect(EMAIL_MAX_ATTEMPTS).toBe(6);
    expect([1, 2, 3, 4, 5].map(emailRetryDelaySeconds)).toEqual([60, 120, 240, 480, 960]);
    expect(emailRetryDelaySeconds(20)).toBe(3600);
  });
});
