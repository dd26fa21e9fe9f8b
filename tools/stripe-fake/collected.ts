import { SHIPPING_COUNTRIES } from './enums.ts';
import type { SessionRecord } from './state.ts';

/**
 * What Checkout collects from the shopper besides the payment: a shipping address when the session asks
 * for one (`shipping_address_collection`, https://docs.stripe.com/payments/collect-addresses?payment-ui=checkout),
 * a phone number when `phone_number_collection[enabled]` is true
 * (https://docs.stripe.com/payments/checkout/phone-numbers: "Checkout adds a required phone number field"),
 * and the billing address automatic tax needs (https://docs.stripe.com/tax/checkout).
 */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postal_code: string;
  country: string;
}

/** The billing address as Checkout asks it for tax: country, state and postal code. */
export interface BillingAddress {
  country: string;
  state?: string;
  postal_code: string;
}

/** The fields a shopper fills in, each of which can be refused. */
export type DetailField = 'email' | keyof ShippingAddress | 'phone' | `billing_${keyof BillingAddress}`;
export type Problems = Partial<Record<DetailField, string>>;

/** `collected_information.shipping_details` in this API version's shape. */
export interface ShippingDetails {
  name: string;
  address: { line1: string; line2: string | null; city: string; state: string | null; postal_code: string; country: string };
}

/** `customer_details.address` in this API version's shape. */
export interface AddressObject {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string;
}

/**
 * What `StripeFake.pay()` fills in for a shopper who gave no address and no phone, for what the session
 * collects: `shipping` when the session's first allowed country is the US, otherwise `shippingAbroad` in
 * that country; `billing`; and `phone`.
 */
export const DEFAULT_PAYER_DETAILS = {
  shipping: { name: 'Ada Lovelace', line1: '1 Main Street', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
  shippingAbroad: { name: 'Ada Lovelace', line1: '1 Main Street', city: 'Springfield', postal_code: '12345' },
  billing: { country: 'US', state: 'TX', postal_code: '78701' },
  phone: '+1 512 555 0100',
} as const;

export function defaultDetails(record: SessionRecord): { shipping?: ShippingAddress; billing?: BillingAddress; phone?: string } {
  const country = record.allowedCountries[0];
  return {
    shipping:
      country === undefined
        ? undefined
        : country === 'US'
          ? { ...DEFAULT_PAYER_DETAILS.shipping }
          : { ...DEFAULT_PAYER_DETAILS.shippingAbroad, country },
    billing: record.collectsBilling ? { ...DEFAULT_PAYER_DETAILS.billing } : undefined,
    phone: record.collectsPhone ? DEFAULT_PAYER_DETAILS.phone : undefined,
  };
}

/** The billing countries the page offers; any country Checkout knows is taken. */
export const BILLING_COUNTRIES = ['US', 'CA', 'GB', 'FR', 'DE', 'AU'] as const;

/** The two-letter codes of USPS Publication 28, appendix B: states, DC, territories and armed forces (https://pe.usps.com/text/pub28/28apb.htm). */
const USPS_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY AS FM GU MH MP PW PR VI AA AE AP'
  ).split(' '),
);

/** A ZIP Code or ZIP+4 (https://pe.usps.com/text/pub28/28c2_010.htm). */
const US_ZIP = /^\d{5}(-\d{4})?$/;

/** Up to 15 digits (ITU-T E.164), at least 7, written with the usual separators and an optional leading +. */
const PHONE = /^\+?[\d\s().-]+$/;

const given = (text: string | undefined) => text?.trim() || undefined;

/**
 * Checks what the shopper gave against what the session collects and returns it as Stripe records it:
 * the shipping details (null when the session collects no address), the billing address (null unless
 * collected), the phone (null unless collected), and what is wrong, field by field, in the order the
 * form asks.
 */
export function checkDetails(
  record: SessionRecord,
  input: { shipping?: Partial<ShippingAddress>; billing?: Partial<BillingAddress>; phone?: string },
): { shipping: ShippingDetails | null; billing: AddressObject | null; phone: string | null; problems: Problems } {
  const problems: Problems = {};
  let shipping: ShippingDetails | null = null;
  if (record.allowedCountries.length > 0) {
    const address = input.shipping ?? {};
    const country = given(address.country)?.toUpperCase();
    const us = country === 'US';
    const name = given(address.name);
    const line1 = given(address.line1);
    const city = given(address.city);
    const state = us ? given(address.state)?.toUpperCase() : given(address.state);
    const postalCode = given(address.postal_code);
    if (!name) problems.name = 'Enter the full name of the person receiving the parcel.';
    if (!line1) problems.line1 = 'Enter the street address.';
    if (!city) problems.city = 'Enter the city.';
    if (us && !state) problems.state = 'Enter the state.';
    else if (us && !USPS_STATES.has(state!)) problems.state = 'Enter the two-letter USPS code of the state, such as TX.';
    if (!postalCode) problems.postal_code = us ? 'Enter the ZIP code.' : 'Enter the postal code.';
    else if (us && !US_ZIP.test(postalCode)) problems.postal_code = 'Enter a 5-digit ZIP code, or ZIP+4 such as 78701-1234.';
    if (!country || !record.allowedCountries.includes(country)) {
      // Checkout offers only `allowed_countries` (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-shipping_address_collection-allowed_countries).
      problems.country = `Choose a country this checkout ships to: ${record.allowedCountries.join(', ')}.`;
    }
    if (Object.keys(problems).length === 0) {
      shipping = {
        name: name!,
        address: {
          line1: line1!,
          line2: given(address.line2) ?? null,
          city: city!,
          state: state ?? null,
          postal_code: postalCode!,
          country: country!,
        },
      };
    }
  }
  const billing = record.collectsBilling ? checkBilling(input.billing ?? {}, problems) : null;
  const phone = given(input.phone);
  if (record.collectsPhone) {
    const digits = phone?.replace(/\D/g, '').length ?? 0;
    if (!phone) problems.phone = 'Enter a phone number.';
    else if (!PHONE.test(phone) || digits < 7 || digits > 15)
      problems.phone = 'Enter a phone number of 7 to 15 digits, such as +1 512 555 0100.';
  }
  return { shipping, billing, phone: record.collectsPhone ? (phone ?? null) : null, problems };
}

/** The billing address, checked as the shipping address is: a state for the US, a ZIP code there. */
function checkBilling(address: Partial<BillingAddress>, problems: Problems): AddressObject | null {
  const country = given(address.country)?.toUpperCase();
  const us = country === 'US';
  const state = us ? given(address.state)?.toUpperCase() : given(address.state);
  const postalCode = given(address.postal_code);
  const before = Object.keys(problems).length;
  if (!country || !SHIPPING_COUNTRIES.includes(country)) problems.billing_country = 'Choose the country of your billing address.';
  if (us && !state) problems.billing_state = 'Enter the state.';
  else if (us && !USPS_STATES.has(state!)) problems.billing_state = 'Enter the two-letter USPS code of the state, such as TX.';
  if (!postalCode) problems.billing_postal_code = us ? 'Enter the ZIP code.' : 'Enter the postal code.';
  else if (us && !US_ZIP.test(postalCode)) problems.billing_postal_code = 'Enter a 5-digit ZIP code, or ZIP+4 such as 78701-1234.';
  if (Object.keys(problems).length > before) return null;
  return { line1: null, line2: null, city: null, state: state ?? null, postal_code: postalCode!, country: country! };
}
