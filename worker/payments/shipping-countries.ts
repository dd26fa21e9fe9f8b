import type Stripe from 'stripe';
import type { ShippingOption } from '../../core/shipping';

type Country = Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry;

/**
 * Where each kind of shipping option delivers, for Checkout's address form: US options to the US,
 * international ones to the countries the shop ships abroad to.
 */
const INTERNATIONAL: readonly Country[] = [
  'CA', 'MX', 'GB', 'IE', 'FR', 'BE', 'LU', 'NL', 'DE', 'AT', 'CH', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO', 'FI',
  'PL', 'CZ', 'AU', 'NZ', 'JP', 'KR', 'SG', 'AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'JO', 'LB', 'EG', 'MA', 'TN',
];

export function shippingCountries(region: ShippingOption['region']): Country[] {
  return region === 'us' ? ['US'] : [...INTERNATIONAL];
}
