import type Stripe from 'stripe';
import { shippingCountries as countriesOf } from '../../core/shipping-countries';
import type { ShippingOption } from '../../core/shipping';

type Country = Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry;

/** Checkout's `allowed_countries` for a shipping option: core's list, in Stripe's type. */
export function shippingCountries(region: ShippingOption['region']): Country[] {
  return countriesOf(region);
}
