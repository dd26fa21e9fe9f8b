/**
 * A shipping address as the shop keeps it on an order (what Stripe Checkout collects, and what the local
 * test-payment page asks for), and the checks the local page makes before it records one.
 */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  /** A US state's two-letter USPS code; a region elsewhere, or null. */
  state: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
}

export const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'postalCode', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressProblem =
  'required' | 'too_long' | 'invalid_text' | 'invalid_state' | 'invalid_postal_code' | 'invalid_phone' | 'country_not_served';

/** The USPS codes (Publication 28) of the states, the District of Columbia, the territories and freely associated states, and the military post offices. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'FM',
  'GU',
  'MH',
  'MP',
  'PR',
  'PW',
  'VI',
  'AA',
  'AE',
  'AP',
] as const;

const MAX_LENGTH: Record<Exclude<AddressField, 'country'>, number> = {
  name: 100,
  line1: 100,
  line2: 100,
  city: 60,
  state: 40,
  postalCode: 12,
  phone: 24,
};

/** Control characters and line breaks: an address is printed on a label, one field per line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const POSTAL_CODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])?$/;
/** What a carrier can dial: an optional +, then 7 to 15 digits with the usual separators. */
const PHONE = /^\+?[\d ().-]+$/;

export type AddressInput = Partial<Record<AddressField, unknown>>;

export type AddressResult = { ok: true; value: ShippingAddress } | { ok: false; problems: Partial<Record<AddressField, AddressProblem>> };

/** Trimmed, runs of spaces made one; a control character is kept, to be refused. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/[ \t]+/g, ' ') : '');

/**
 * Checks an address for a shipping option that serves `countries`: every field but line 2 is required
 * (the state too in the US, where it must be a USPS code with a 5-digit or ZIP+4 code); the phone is
 * required when `phoneRequired`, as carriers ask for one.
 */
export function validateAddress(input: AddressInput, countries: readonly string[], phoneRequired = true): AddressResult {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const value = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(input[field])])) as Record<AddressField, string>;
  value.country = value.country.toUpperCase();
  value.postalCode = value.postalCode.toUpperCase();
  const us = value.country === 'US';
  if (us) value.state = value.state.toUpperCase();
  const required: AddressField[] = [
    'name',
    'line1',
    'city',
    'postalCode',
    'country',
    ...(us ? (['state'] as const) : []),
    ...(phoneRequired ? (['phone'] as const) : []),
  ];

  for (const field of ADDRESS_FIELDS) {
    const v = value[field];
    if (v === '') {
      if (required.includes(field)) problems[field] = 'required';
    } else if (field !== 'country' && v.length > MAX_LENGTH[field]) problems[field] = 'too_long';
    else if (CONTROL.test(v) || /[<>]/.test(v)) problems[field] = 'invalid_text';
  }
  if (!problems.country && !countries.includes(value.country)) problems.country = 'country_not_served';
  if (!problems.state && us && !(US_STATES as readonly string[]).includes(value.state)) problems.state = 'invalid_state';
  if (!problems.postalCode && value.postalCode !== '' && !(us ? ZIP : POSTAL_CODE).test(value.postalCode))
    problems.postalCode = 'invalid_postal_code';
  if (!problems.phone && value.phone !== '') {
    const digits = value.phone.replace(/\D/g, '').length;
    if (!PHONE.test(value.phone) || digits < 7 || digits > 15) problems.phone = 'invalid_phone';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      name: value.name,
      line1: value.line1,
      line2: value.line2 || null,
      city: value.city,
      state: value.state || null,
      postalCode: value.postalCode,
      country: value.country,
      phone: value.phone || null,
    },
  };
}
