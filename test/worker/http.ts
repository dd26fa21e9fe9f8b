import { exports } from 'cloudflare:workers';

export const ORIGIN = 'https://vitaglow.test';

let clients = 0;
/**
 * A client address of its own (documentation range 198.18.0.0/15): tests that are not about per-client
 * limits are many shoppers, not one script. Tests of those limits give CF-Connecting-IP themselves.
 */
export const newClientAddress = () => `198.18.${Math.floor(++clients / 250) % 256}.${(clients % 250) + 1}`;

/**
 * The client address each last-chance deal code was claimed from (payments-helpers' claimDeal): the worker
 * binds a code to its client, so a checkout carrying the code comes from that address, as a shopper's would.
 */
export const dealCodeClients = new Map<string, string>();

/** The address a request body's deal code was claimed from, if it carries one. */
export function clientOfBody(body: RequestInit['body']): string | undefined {
  if (typeof body !== 'string' || !body.includes('dealCode')) return undefined;
  try {
    const code = (JSON.parse(body) as { dealCode?: unknown }).dealCode;
    return typeof code === 'string' ? dealCodeClients.get(code.toUpperCase()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A request to the worker under test, as the shop's own pages send it: same-origin Fetch Metadata, a
 * client address (as Cloudflare adds) and, for anything but GET, a JSON content type. `init.headers`
 * overrides these to play a hostile client.
 */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers({
    Origin: ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
    'CF-Connecting-IP': clientOfBody(init.body) ?? newClientAddress(),
  });
  if (method !== 'GET' && method !== 'HEAD') headers.set('Content-Type', 'application/json');
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }));
}

/** POST a JSON body. */
export function post(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return call(path, { ...init, method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** A browser's navigation to `path`, with the given Cookie header if any (`init.redirect: 'manual'` to see a redirect itself). */
export function document(path: string, cookie?: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'text/html',
    'Sec-Fetch-Mode': 'navigate',
    'Sec-Fetch-Dest': 'document',
    'Sec-Fetch-Site': 'none',
  };
  if (cookie !== undefined) headers.Cookie = cookie;
  return call(path, { ...init, headers });
}

/**
 * The Rate Limiting binding counts in fixed one-minute windows aligned to the clock: a burst that straddles a
 * window's end starts counting afresh halfway. A test that bursts past a per-client limit first waits, if it
 * must, until at least 15 s of the current window are left.
 */
export async function wellInsideLimitWindow(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}

/** A document without the catalogue version it carries as JSON: what its markup itself shows. */
export function withoutCatalogue(html: string): string {
  return html.replace(/<script type="application\/json" id="catalogue">[\s\S]*?<\/script>/, '');
}
