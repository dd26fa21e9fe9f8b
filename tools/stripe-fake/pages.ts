import { BILLING_COUNTRIES, type BillingAddress, type Problems, type ShippingAddress } from './collected.ts';
import type { Payer } from './complete.ts';
import type { SessionRecord } from './state.ts';

/**
 * Stand-ins for Stripe's hosted pages: Checkout (pay or go back) and the customer portal. Plain HTML
 * forms, clearly marked as a local fake; every value from a request is escaped.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f9fc;color:#1a1f36}
main{max-width:34rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 4px 16px rgb(0 0 0/.08)}
.badge{display:inline-block;padding:.2rem .7rem;border-radius:999px;background:#fff3cd;color:#664d03;font-size:.8rem;font-weight:600}
table{width:100%;border-collapse:collapse;margin:1rem 0}td,th{padding:.4rem 0;text-align:start;border-bottom:1px solid #e3e8ee}
.num{text-align:end}small{color:#697386}label{display:block;margin:.5rem 0}input,select{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600}[aria-invalid=true]{border:2px solid #b42318}.error{margin:-.25rem 0 .5rem;color:#b42318}
button{font:inherit;font-weight:600;padding:.7rem 1.4rem;border-radius:.4rem;border:0;cursor:pointer;margin-top:.75rem}
.pay{background:#635bff;color:#fff}.back{background:#e3e8ee;color:#1a1f36}`;

function page(title: string, lang: string, body: string): string {
  return `<!doctype html>
<html lang="${escape(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><p class="badge">Local Stripe fake: no real payment</p>
${body}
</main></body></html>`;
}

/** The address fields, in Checkout's order, named `shipping_<field>` in the form. */
const ADDRESS_FIELDS: { key: keyof ShippingAddress; label: string; autocomplete: string }[] = [
  { key: 'name', label: 'Full name', autocomplete: 'shipping name' },
  { key: 'line1', label: 'Address line 1', autocomplete: 'shipping address-line1' },
  { key: 'line2', label: 'Address line 2 (optional)', autocomplete: 'shipping address-line2' },
  { key: 'city', label: 'City', autocomplete: 'shipping address-level2' },
  { key: 'state', label: 'State', autocomplete: 'shipping address-level1' },
  { key: 'postal_code', label: 'ZIP / postal code', autocomplete: 'shipping postal-code' },
];

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

/** What the shopper typed on the checkout page, for what the session collects. */
export function payerOf(form: URLSearchParams, record: SessionRecord): Payer {
  const payer: Payer = { email: form.get('email')?.trim() || undefined, name: form.get('name') ?? undefined };
  if (record.allowedCountries.length > 0) {
    const value = (key: keyof ShippingAddress) => form.get(`shipping_${key}`) ?? '';
    payer.shipping = {
      name: value('name'),
      line1: value('line1'),
      line2: value('line2'),
      city: value('city'),
      state: value('state'),
      postal_code: value('postal_code'),
      country: value('country'),
    };
  }
  if (record.collectsBilling) {
    const value = (key: keyof BillingAddress) => form.get(`billing_${key}`) ?? '';
    payer.billing = { country: value('country'), state: value('state'), postal_code: value('postal_code') };
  }
  if (record.collectsPhone) payer.phone = form.get('phone') ?? '';
  return payer;
}

/** A labelled control with what is wrong with it, if anything, tied to it for assistive technology. */
function field(label: string, id: string, control: (attributes: string) => string, problem: string | undefined): string {
  const attributes = `id="${id}" name="${id}"${problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}`;
  return `<label>${escape(label)} ${control(attributes)}</label>${problem ? `<p class="error" id="${id}-error">${escape(problem)}</p>` : ''}`;
}

/** The e-mail, shipping address and phone fields the session asks for, with what was typed and refused. */
function detailFields(record: SessionRecord, needsEmail: boolean, entered: { values: URLSearchParams; problems: Problems }): string {
  const { values, problems } = entered;
  const input = (type: string, id: string, autocomplete: string, required: boolean) => (attributes: string) =>
    `<input type="${type}" ${attributes} value="${escape(values.get(id) ?? '')}" autocomplete="${autocomplete}"${required ? ' required' : ''}>`;
  const countrySelect = (id: string, countries: readonly string[], autocomplete: string) => (attributes: string) => {
    const chosen = values.get(id);
    const options = countries
      .map((code) => `<option value="${escape(code)}"${code === chosen ? ' selected' : ''}>${escape(REGIONS.of(code) ?? code)}</option>`)
      .join('');
    const placeholder = countries.length > 1 ? '<option value="">Choose a country</option>' : '';
    return `<select ${attributes} autocomplete="${autocomplete}" required>${placeholder}${options}</select>`;
  };
  // The state is required for a US address only (checked on submission when other countries are offered too).
  const stateLabel = (countries: readonly string[]) =>
    countries.every((c) => c === 'US') ? 'State' : countries.includes('US') ? 'State (required for the US)' : 'State (optional)';
  const countries = record.allowedCountries;
  const parts = [needsEmail ? field('Email', 'email', input('email', 'email', 'email', true), problems.email) : ''];
  if (countries.length > 0) {
    const stateRequired = countries.every((c) => c === 'US');
    const address = ADDRESS_FIELDS.map(({ key, label, autocomplete }) => {
      const required = key === 'state' ? stateRequired : key !== 'line2';
      return field(
        key === 'state' ? stateLabel(countries) : label,
        `shipping_${key}`,
        input('text', `shipping_${key}`, autocomplete, required),
        problems[key],
      );
    });
    const country = field(
      'Country',
      'shipping_country',
      countrySelect('shipping_country', countries, 'shipping country'),
      problems.country,
    );
    parts.push(`<fieldset><legend>Shipping address</legend>${address.join('')}${country}</fieldset>`);
  }
  if (record.collectsBilling) {
    // What automatic tax needs of the billing address (https://docs.stripe.com/tax/checkout): where the card is billed.
    const billing = [
      field('Country', 'billing_country', countrySelect('billing_country', BILLING_COUNTRIES, 'billing country'), problems.billing_country),
      field(
        stateLabel(BILLING_COUNTRIES),
        'billing_state',
        input('text', 'billing_state', 'billing address-level1', false),
        problems.billing_state,
      ),
      field(
        'ZIP / postal code',
        'billing_postal_code',
        input('text', 'billing_postal_code', 'billing postal-code', true),
        problems.billing_postal_code,
      ),
    ];
    parts.push(`<fieldset><legend>Billing address</legend>${billing.join('')}</fieldset>`);
  }
  if (record.collectsPhone) parts.push(field('Phone', 'phone', input('tel', 'phone', 'tel', true), problems.phone));
  return parts.join('');
}

/**
 * The checkout page. `entered` is a refused submission: what was typed, kept, and each problem shown next
 * to its field.
 */
export function checkoutPage(
  record: SessionRecord,
  needsEmail: boolean,
  entered: { values: URLSearchParams; problems: Problems } = { values: new URLSearchParams(), problems: {} },
): string {
  const session = record.object;
  const locale = (session.locale as string | null) ?? 'auto';
  const base = `/checkout/pay/${encodeURIComponent(session.id)}`;
  if (session.status !== 'open') {
    return page('Checkout', 'en', `<h1>This checkout is ${escape(session.status)}</h1><p>It can no longer be paid.</p>`);
  }
  const rows = record.lineItems
    .map(
      (line) =>
        `<tr><td dir="auto">${escape(line.name)}${line.description ? `<br><small>${escape(line.description)}</small>` : ''}</td><td class="num">${line.quantity}</td><td class="num">${money(line.unitAmount * line.quantity)}${line.interval ? ` / ${escape(line.interval)}` : ''}</td></tr>`,
    )
    .join('');
  const totals = session.total_details as { amount_discount: number; amount_shipping: number; amount_tax: number };
  // Until the address is known, Checkout shows the tax as still to be worked out from it.
  const taxPending = record.automaticTax && (session.automatic_tax as { status: string }).status !== 'complete';
  const extra = [
    record.shipping
      ? `<tr><td colspan="2" dir="auto">${escape(record.shipping.name)}</td><td class="num">${money(record.shipping.amount)}</td></tr>`
      : '',
    totals.amount_discount ? `<tr><td colspan="2">Discount</td><td class="num">−${money(totals.amount_discount)}</td></tr>` : '',
    record.automaticTax
      ? `<tr><td colspan="2">Sales tax</td><td class="num">${taxPending ? 'From your address' : money(totals.amount_tax)}</td></tr>`
      : '',
  ].join('');
  const due = `${money(session.amount_total as number)}${taxPending ? ' + tax' : ''}`;
  return page(
    'Checkout',
    locale === 'auto' ? 'en' : locale,
    `<h1>Pay VitaGlow</h1>
<p><small>Checkout locale: ${escape(locale)}</small></p>
<table><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}${extra}<tr><th colspan="2">Total due</th><th class="num">${due}</th></tr></tbody></table>
<form method="post" action="${base}/pay">${detailFields(record, needsEmail, entered)}<button type="submit" class="pay">Pay ${due}</button></form>
${session.cancel_url ? `<form method="post" action="${base}/cancel"><button type="submit" class="back">Back to the shop</button></form>` : ''}`,
  );
}

export function portalPage(
  id: string,
  subscriptions: { id: string; status: string; cancelAtPeriodEnd: boolean }[],
  returnUrl: string | null,
): string {
  const list = subscriptions
    .map(
      (s) =>
        `<li>${escape(s.id)}: ${escape(s.status)}${s.cancelAtPeriodEnd ? ' (ends at period end)' : ''}${
          s.status === 'active' && !s.cancelAtPeriodEnd
            ? `<form method="post" action="/billing/${encodeURIComponent(id)}/cancel/${encodeURIComponent(s.id)}"><button type="submit" class="back">Cancel plan</button></form>`
            : ''
        }</li>`,
    )
    .join('');
  return page(
    'Billing',
    'en',
    `<h1>Manage your plan</h1><ul>${list || '<li>No subscription</li>'}</ul>${returnUrl ? `<p><a href="${escape(returnUrl)}">Return</a></p>` : ''}`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, 'en', `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
