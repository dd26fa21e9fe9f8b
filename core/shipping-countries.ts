import type { ShippingOption } from './shipping';

/**
 * Where each kind of shipping option delivers, as ISO 3166-1 alpha-2 codes: US options to the US,
 * international ones to the countries the shop ships abroad to. Stripe Checkout's address form and the
 * local test-payment page offer exactly these, and an address elsewhere is refused.
 */
export const INTERNATIONAL_COUNTRIES = [
  'CA',
  'MX',
  'GB',
  'IE',
  'FR',
  'BE',
  'LU',
  'NL',
  'DE',
  'AT',
  'CH',
  'IT',
  'ES',
  'PT',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'CZ',
  'AU',
  'NZ',
  'JP',
  'KR',
  'SG',
  'AE',
  'SA',
  'QA',
  'KW',
  'BH',
  'OM',
  'JO',
  'LB',
  'EG',
  'MA',
  'TN',
] as const;

export type ShippingCountry = 'US' | (typeof INTERNATIONAL_COUNTRIES)[number];

export function shippingCountries(region: ShippingOption['region']): ShippingCountry[] {
  return region === 'us' ? ['US'] : [...INTERNATIONAL_COUNTRIES];
}
