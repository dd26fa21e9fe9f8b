import { formatPrice } from '../../core/money';
import type { Order, OrderLine } from '../db/orders';
import { escapeHtml, htmlPage } from '../lib/html';
import { type FormProblems, type FormValues, deliveryFields } from './local-address-form';
import { orderPagePath } from '../../core/pages';

/**
 * The local provider's payment page. It stands in for Stripe's hosted Checkout during development, so it
 * is English only, plain HTML and a stylesheet (the CSP admits no inline style or script), and every
 * value from the database is escaped.
 */
/** Served by worker/routes/test-payment.ts. */
const STYLESHEET_PATH = '/test-payment/styles.css';

export const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:36rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 8px 24px -12px rgb(15 23 42/.25)}
.badge{display:inline-block;margin:0;padding:.25rem .75rem;border-radius:999px;background:#fef3c7;color:#78350f;font-weight:600;font-size:.875rem}
h1{margin:.75rem 0 .5rem;font-size:1.75rem}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}
caption{text-align:start;font-weight:600;padding-bottom:.5rem}
th,td{padding:.5rem 0;border-bottom:1px solid #e2e8f0;text-align:start}
td.num,th.num{text-align:end;font-variant-numeric:tabular-nums}
tfoot th{font-weight:400}
tfoot tr.total th,tfoot tr.total td{font-weight:700;border-bottom:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
form+form.actions{margin-top:.75rem}
button,a.button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:999px;border:1px solid #047857;cursor:pointer;text-decoration:none}
button.pay{background:#047857;color:#fff}
button.cancel,a.button{background:#fff;color:#047857}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
fieldset{border:0;padding:0;margin:0 0 1.25rem}
legend{font-weight:700;font-size:1.125rem;margin-bottom:.5rem}
.field{margin-bottom:.75rem}
label{display:block;font-weight:600;font-size:.9375rem;margin-bottom:.25rem}
input,select{font:inherit;width:100%;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:inherit}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.problem{margin:.25rem 0 0;color:#b91c1c;font-size:.875rem}
.alert{padding:.75rem 1rem;border-radius:.5rem;background:#fef2f2;color:#991b1b;font-weight:600}
`;

function document(title: string, body: string): string {
  return htmlPage({
    title: `${escapeHtml(title)} · VitaGlow`,
    stylesheet: STYLESHEET_PATH,
    body: `<p class="badge">Test mode: no real payment</p>
${body}`,
  });
}

const money = (cents: number) => escapeHtml(formatPrice(cents, 'en'));

function summary(order: Order, lines: readonly OrderLine[]): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td class="num">${line.quantity}</td><td class="num">${money(line.totalCents)}</td></tr>`,
    )
    .join('');
  const discount =
    order.discountCents > 0 ? `<tr><th scope="row" colspan="2">Discount</th><td class="num">−${money(order.discountCents)}</td></tr>` : '';
  return `<table>
<caption>Order ${escapeHtml(order.reference)}</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><th scope="row" colspan="2">Subtotal</th><td class="num">${money(order.subtotalCents)}</td></tr>
<tr><th scope="row" colspan="2">Shipping</th><td class="num">${money(order.shippingCents)}</td></tr>
${discount}
<tr><th scope="row" colspan="2">Sales tax (none: the test provider charges no tax)</th><td class="num">${money(0)}</td></tr>
<tr class="total"><th scope="row" colspan="2">Total</th><td class="num">${money(order.totalCents)}</td></tr>
</tfoot>
</table>`;
}

/**
 * The order, and while it is open the delivery form with Pay (and Cancel). After a refused Pay, the
 * values typed and what is wrong with each.
 */
export function renderPaymentPage(
  order: Order,
  lines: readonly OrderLine[],
  form: { values: FormValues; problems: FormProblems } = { values: {}, problems: {} },
): string {
  const action = (verb: 'pay' | 'cancel') => `/test-payment/${encodeURIComponent(order.reference)}/${verb}`;
  const refused = Object.keys(form.problems).length > 0;
  const body =
    order.status === 'open'
      ? `<p>Enter where the order ships and choose <strong>Pay</strong> to record it as paid, or <strong>Cancel</strong> to go back to the shop with your cart.</p>
${refused ? '<p class="alert" role="alert">Some details need your attention: see the fields marked below.</p>' : ''}
<form method="post" action="${escapeHtml(action('pay'))}" novalidate>
${deliveryFields(order, form.values, form.problems)}
<div class="actions"><button type="submit" class="pay">Pay</button></div>
</form>
<form method="post" action="${escapeHtml(action('cancel'))}" class="actions"><button type="submit" class="cancel">Cancel</button></form>`
      : order.status === 'paid'
        ? `<p>This order has been paid.</p><p><a class="button" href="${escapeHtml(orderPagePath(order))}">See the confirmation</a></p>`
        : `<p>This checkout has ended and nothing was charged.</p><p><a class="button" href="/">Back to the shop</a></p>`;
  return document(
    'Test payment',
    `<h1>Test payment</h1>
<p>The shop is running with its local payment provider: no card is asked for and no money moves.</p>
${summary(order, lines)}
${body}`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return document(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a class="button" href="/">Back to the shop</a></p>`,
  );
}
