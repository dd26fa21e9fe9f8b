import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { ApiRequestError, type RequestErrorCode } from '../../web/lib/api';
import { ERROR_MESSAGES, type ErrorPlace, errorMessageKey } from '../../web/lib/error-messages';

const refusal = (code: string, status = 400, details: Record<string, unknown> = {}) =>
  new ApiRequestError(status, code as RequestErrorCode, details);

function lookUp(dictionary: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

describe('the error message table (web/lib/error-messages.ts)', () => {
  it('names only texts that exist in English, French and Arabic', () => {
    const keys = Object.values(ERROR_MESSAGES).flatMap(({ codes, otherwise }) => [otherwise, ...Object.values(codes)]);
    for (const dictionary of [en, fr, ar]) for (const key of keys) expect(lookUp(dictionary, key), key).toBeTruthy();
  });

  it.each<[string, unknown, ErrorPlace, string]>([
    ['a connection’s burst at checkout', refusal('rate_limited', 429, { scope: 'client' }), 'cart', 'cart.errors.tooManyRequests'],
    ['the wrong-coupon limit at checkout', refusal('rate_limited', 429), 'buyNow', 'cart.errors.couponTooManyTries'],
    ['an invalid line outside the cart', refusal('invalid_line'), 'buyNow', 'cart.errors.checkoutFailed'],
    ['a used coupon in the coupon field', refusal('coupon_used'), 'coupon', 'cart.errors.couponUsed'],
    ['an unknown coupon in the coupon field', refusal('invalid_coupon'), 'coupon', 'cart.errors.couponInvalid'],
    ['an unconfirmed coupon in the coupon field', refusal('coupon_unconfirmed'), 'coupon', 'cart.errors.couponUnconfirmed'],
    ['an unconfirmed coupon at checkout', refusal('coupon_unconfirmed'), 'cart', 'cart.errors.couponUnconfirmed'],
    ['a deal claimed by a cart that no longer qualifies', refusal('deal_not_eligible'), 'dealClaim', 'cart.errors.dealNotEligible'],
    ['a second membership', refusal('already_member', 409), 'plan', 'auth.membership.errors.already_member'],
    ['a server error starting a plan', refusal('internal_error', 500), 'plan', 'auth.membership.failed'],
    ['no portal yet', refusal('portal_unavailable', 409), 'portal', 'auth.membership.errors.portal_unavailable'],
    ['a wrong password when deleting the account', refusal('wrong_password', 403), 'deleteAccount', 'auth.account.data.wrongPassword'],
    [
      'an active membership when deleting the account',
      refusal('membership_active', 409),
      'deleteAccount',
      'auth.account.data.membershipActive',
    ],
    ['wrong credentials', refusal('invalid_credentials', 401), 'signin', 'auth.messages.invalidCredentials'],
    ['an unconfirmed address', refusal('email_not_confirmed', 403), 'signin', 'auth.messages.emailNotConfirmed'],
    ['an address already registered', refusal('user_exists', 409), 'signup', 'auth.messages.userExists'],
    ['no network while signing up', refusal('network_error', 0), 'signup', 'auth.messages.unexpected'],
    ['a thrown non-API error', new TypeError('boom'), 'deleteAccount', 'auth.account.data.deleteFailed'],
  ])('%s', (_case, error, place, key) => {
    expect(errorMessageKey(error, place)).toBe(key);
  });
});
