import { type ShippingCountry, shippingCountries } from '../../core/shipping-countries';
import { getShippingOption } from '../../core/shipping';
import { type AddressField, type AddressProblem, type ShippingAddress, validateAddress } from '../../core/validation/address';
import { VALIDATION_MESSAGES_EN, validateEmail } from '../../core/validation';
import type { Order } from '../db/orders';
import { escapeHtml } from '../lib/html';

/**
 * The delivery part of the local test-payment page: the fields Stripe Checkout collects for this shop
 * (address, phone, and for a guest the e-mail address), checked as the shop checks any address: a US
 * state and ZIP code for US addresses, only the countries the order's shipping option serves.
 */

type Field = AddressField | 'email';
export type FormValues = Partial<Record<Field, string>>;
export type FormProblems = Partial<Record<Field, string>>;

const LABELS: Record<Field, string> = {
  email: 'Email',
  name: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State or region (two letters in the US)',
  postalCode: 'ZIP or postal code',
  country: 'Country',
  phone: 'Phone (for the carrier)',
};

const AUTOCOMPLETE: Record<Field, string> = {
  email: 'email',
  name: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  postalCode: 'shipping postal-code',
  country: 'shipping country',
  phone: 'shipping tel',
};

const REQUIRED_WORDING: Record<AddressField, string> = {
  name: 'Enter the name of the person receiving the parcel',
  line1: 'Enter the street address',
  line2: '',
  city: 'Enter the city',
  state: 'Enter the state: its two-letter code, such as TX',
  postalCode: 'Enter the ZIP or postal code',
  country: 'Choose the country',
  phone: 'Enter a phone number the carrier can call',
};

function problemText(field: AddressField, problem: AddressProblem, country: string): string {
  switch (problem) {
    case 'required':
      return REQUIRED_WORDING[field];
    case 'too_long':
      return 'This is too long';
    case 'invalid_text':
      return 'Remove line breaks and the characters < and >';
    case 'invalid_state':
      return 'Enter a US state as its two-letter code, such as TX';
    case 'invalid_postal_code':
      return country === 'US' ? 'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)' : 'Enter a valid postal code';
    case 'invalid_phone':
      return 'Enter a phone number of 7 to 15 digits';
    case 'country_not_served':
      return 'The chosen shipping option does not deliver to this country';
  }
}

/** The countries the order's shipping option delivers to. */
export function countriesOf(order: Pick<Order, 'shippingId'>): ShippingCountry[] {
  return shippingCountries(getShippingOption(order.shippingId)?.region ?? 'us');
}

/** What the page's form sent: the buyer's address and, for a guest, e-mail; or what to tell them. */
export function readDeliveryForm(
  order: Order,
  form: Record<string, unknown>,
): { ok: true; address: ShippingAddress; email: string | null } | { ok: false; values: FormValues; problems: FormProblems } {
  const values: FormValues = {};
  for (const field of Object.keys(LABELS) as Field[]) values[field] = typeof form[field] === 'string' ? (form[field] as string) : '';
  const problems: FormProblems = {};
  const address = validateAddress(values, countriesOf(order));
  if (!address.ok) {
    const country = (values.country ?? '').toUpperCase();
    for (const [field, problem] of Object.entries(address.problems) as [AddressField, AddressProblem][])
      problems[field] = problemText(field, problem, country);
  }
  let email: string | null = null;
  if (!order.customerEmail) {
    const checked = validateEmail(values.email);
    if (checked.ok) email = checked.value;
    else problems.email = VALIDATION_MESSAGES_EN[checked.code];
  }
  if (!address.ok || Object.keys(problems).length > 0) return { ok: false, values, problems };
  return { ok: true, address: address.value, email };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => regionNames.of(code) ?? code;

function input(field: Field, values: FormValues, problems: FormProblems, required: boolean): string {
  const id = `field-${field}`;
  const problem = problems[field];
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-problem"` : '';
  const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
  return `<div class="field"><label for="${id}">${escapeHtml(LABELS[field])}</label>
<input id="${id}" name="${field}" type="${type}" autocomplete="${AUTOCOMPLETE[field]}" value="${escapeHtml(values[field] ?? '')}"${required ? ' required' : ''}${described}>
${problem ? `<p id="${id}-problem" class="problem">${escapeHtml(problem)}</p>` : ''}</div>`;
}

function countrySelect(order: Order, values: FormValues, problems: FormProblems): string {
  const countries = countriesOf(order);
  const chosen = (values.country || countries[0]).toUpperCase();
  const options = countries
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(({ code, name }) => `<option value="${code}"${code === chosen ? ' selected' : ''}>${escapeHtml(name)}</option>`)
    .join('');
  const problem = problems.country;
  const described = problem ? ' aria-invalid="true" aria-describedby="field-country-problem"' : '';
  // A country is always chosen, so no `required`: HTML would then want an empty placeholder option first.
  return `<div class="field"><label for="field-country">${LABELS.country}</label>
<select id="field-country" name="country" autocomplete="${AUTOCOMPLETE.country}"${described}>${options}</select>
${problem ? `<p id="field-country-problem" class="problem">${escapeHtml(problem)}</p>` : ''}</div>`;
}

/** The fieldsets inside the Pay form: contact (a guest's e-mail, or whose it is) and the delivery address. */
export function deliveryFields(order: Order, values: FormValues = {}, problems: FormProblems = {}): string {
  const contact = order.customerEmail
    ? `<p>Receipt and shipping updates go to <strong>${escapeHtml(order.customerEmail)}</strong>.</p>`
    : input('email', values, problems, true);
  return `<fieldset><legend>Contact</legend>${contact}</fieldset>
<fieldset><legend>Shipping address</legend>
${input('name', values, problems, true)}
${input('line1', values, problems, true)}
${input('line2', values, problems, false)}
${input('city', values, problems, true)}
${input('state', values, problems, countriesOf(order).includes('US'))}
${input('postalCode', values, problems, true)}
${countrySelect(order, values, problems)}
${input('phone', values, problems, true)}
</fieldset>`;
}
