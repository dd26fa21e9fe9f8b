import type { AdminErrorCode } from '../../core/api/admin';

/** A refused console request: the worker's stable code, turned into words by `problemText`. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}`);
    this.name = 'ConsoleApiError';
  }
}

/** JSON to and from /api/admin, as the shop's pages call its API (same origin, JSON bodies). */
export async function consoleApi<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  // Every change carries JSON, DELETE too: the worker refuses a state-changing request without it (415).
  const sendsBody = options.method !== undefined && options.method !== 'GET';
  let res: Response;
  try {
    res = await fetch(`/api/admin${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: sendsBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      body: sendsBody ? JSON.stringify(options.body ?? {}) : undefined,
    });
  } catch {
    throw new ConsoleApiError(0, 'network_error');
  }
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const { code = 'unknown_error', ...details } = (data as { error?: { code?: string } }).error ?? {};
    throw new ConsoleApiError(res.status, code, details);
  }
  return data as T;
}

const PROBLEMS: Partial<Record<AdminErrorCode | string, string>> = {
  access_required: 'Your Cloudflare Access session has ended. Reload the page to sign in again.',
  access_denied: 'Your Cloudflare Access identity is not allowed to use this console.',
  access_not_configured: 'Cloudflare Access is not configured for this shop.',
  access_unavailable: 'Cloudflare Access could not be reached. Try again in a moment.',
  order_not_refundable: 'This order has nothing left to refund.',
  refund_too_large: 'The refund is larger than what is left to refund.',
  membership_not_active: 'Only an active membership can be cancelled.',
  email_not_retryable: 'This e-mail cannot be sent again from here.',
  order_not_shippable: 'This order cannot be shipped now: it is not paid, or it has shipped already.',
  order_not_deliverable: 'Only a shipped order can be marked delivered.',
  order_not_cancellable: 'This order cannot be cancelled now: it is not paid, or it has shipped already.',
  invalid_tracking_number: 'This is not a tracking number of the chosen carrier.',
  stock_not_limited: 'This product is not limited: start counting it first. The rows now show the current counts.',
  stock_below_zero: 'Fewer units are left than you are taking away: nothing was changed. The count shown is now current.',
  stock_changed: 'Another operator started counting this product meanwhile: nothing was changed. Adjust the count shown now.',
  order_payment_at_risk: 'The payment is disputed or flagged for fraud: reload the order and give a reason to ship it anyway.',
  order_not_in_review: 'This order is no longer waiting for review: reload it to see what changed.',
  out_of_stock: 'Too few units are left to fill this order: nothing was changed. Restock it on the Inventory page, or refund and close it.',
  payments_unavailable: 'Stripe could not be reached, so no money moved. Try again: it is the same request at Stripe.',
  payment_provider_error: 'Stripe refused the request. Check the payment in the Stripe Dashboard.',
  catalogue_invalid: 'The catalogue has problems: nothing was changed. Save the draft to see them listed by field.',
  catalogue_changed: 'Another operator changed the catalogue meanwhile: nothing was changed. Reload the page to see what they did.',
  nothing_to_publish: 'The draft is the catalogue shown now: there is nothing to publish.',
  unsupported_media_type: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  payload_too_large: 'This file is larger than 5 MB.',
  not_found: 'It is no longer there.',
  invalid_request: 'Check what you entered.',
  network_error: 'The shop could not be reached. Check your connection and try again.',
  message_required: 'Write the reply first.',
  message_too_long: 'A reply is at most 4,000 characters.',
  invalid_characters: 'The reply holds invisible or control characters: paste it as plain text.',
  review_withdrawn: 'The buyer withdrew this review meanwhile: there is nothing left to decide.',
  review_already_replied: 'The shop has replied to this review already: a review gets one reply.',
  review_not_published: 'Only a published review can be replied to or featured: reload the page to see its status.',
  email_unavailable: 'The reply is kept in the thread, but its e-mail could not be queued. Check the E-mail page.',
};

/** What the operator reads for a failed request: the worker's reason when it gave one of these codes. */
export function problemText(error: unknown): string {
  const code = error instanceof ConsoleApiError ? error.code : 'unknown_error';
  const reason = error instanceof ConsoleApiError && error.details.message ? ` (${String(error.details.message)})` : '';
  return PROBLEMS[code] ?? `Something went wrong${reason}. Try again.`;
}
