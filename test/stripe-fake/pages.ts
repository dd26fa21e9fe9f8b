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
.num{text-align:end}small{color:#697386}label{display:block;margin:.5rem 0}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
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

export function checkoutPage(record: SessionRecord, needsEmail: boolean): string {
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
  const totals = session.total_details as { amount_discount: number; amount_shipping: number };
  const extra = [
    record.shipping ? `<tr><td colspan="2" dir="auto">${escape(record.shipping.name)}</td><td class="num">${money(record.shipping.amount)}</td></tr>` : '',
    totals.amount_discount ? `<tr><td colspan="2">Discount</td><td class="num">−${money(totals.amount_discount)}</td></tr>` : '',
  ].join('');
  const email = needsEmail ? `<label>Email <input type="email" name="email" required autocomplete="email"></label>` : '';
  return page(
    'Checkout',
    locale === 'auto' ? 'en' : locale,
    `<h1>Pay VitaGlow</h1>
<p><small>Checkout locale: ${escape(locale)}</small></p>
<table><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}${extra}<tr><th colspan="2">Total due</th><th class="num">${money(session.amount_total as number)}</th></tr></tbody></table>
<form method="post" action="${base}/pay">${email}<button type="submit" class="pay">Pay ${money(session.amount_total as number)}</button></form>
${session.cancel_url ? `<form method="post" action="${base}/cancel"><button type="submit" class="back">Back to the shop</button></form>` : ''}`,
  );
}

export function portalPage(id: string, subscriptions: { id: string; status: string; cancelAtPeriodEnd: boolean }[], returnUrl: string | null): string {
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
