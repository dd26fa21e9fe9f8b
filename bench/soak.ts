// A bounded mixed load in its own process: `connections` loops, each cycling through a document load,
// the health check, a newsletter sign-up with a fresh address, a failing sign-in and a local-provider
// checkout paid through the test-payment page, for `seconds`. Prints one JSON object with latencies per
// kind, statuses, and the addresses and order references that succeeded, for checking against D1.
import { argv } from 'node:process';

const [base, connections = '50', seconds = '60'] = argv.slice(2);
const origin = new URL(base).origin;
const json = { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
const deadline = performance.now() + Number(seconds) * 1000;

type Kind = 'document' | 'health' | 'newsletter' | 'signin' | 'checkout';
const kinds: Kind[] = ['document', 'health', 'newsletter', 'signin', 'checkout'];
const latencies: Record<Kind, number[]> = { document: [], health: [], newsletter: [], signin: [], checkout: [] };
const statuses: Record<string, number> = {};
const subscribed: string[] = [];
const paid: string[] = [];
let errors = 0;

const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);

async function timed(kind: Kind, run: () => Promise<void>) {
  const start = performance.now();
  try {
    await run();
    latencies[kind].push(performance.now() - start);
  } catch {
    errors += 1;
  }
}

/**
 * `from`: the shopper's address (CF-Connecting-IP, as Cloudflare sets it). Each connection's each cycle is
 * another shopper, so the worker's per-client limits are on, as in production, and many shoppers' traffic
 * is not refused as one script's.
 */
async function send(from: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', from);
  const res = await fetch(new URL(path, base), { redirect: 'manual', ...init, headers });
  count(res.status);
  return res;
}

const operations: Record<Kind, (from: string, conn: number, n: number) => Promise<void>> = {
  async document(from) {
    await (await send(from, '/')).arrayBuffer();
  },
  async health(from) {
    await (await send(from, '/api/health')).arrayBuffer();
  },
  async newsletter(from, conn, n) {
    const email = `soak.${conn}.${n}.${Date.now()}@vitaglow-mail.com`;
    const res = await send(from, '/api/newsletter', { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    await res.arrayBuffer();
    if (res.status === 201) subscribed.push(email);
  },
  async signin(from, conn) {
    const body = JSON.stringify({ email: `soak.signin.${conn}@vitaglow-mail.com`, password: 'Wrong-Password-1' });
    await (await send(from, '/api/auth/signin', { method: 'POST', headers: json, body })).arrayBuffer();
  },
  async checkout(from) {
    const body = JSON.stringify({ items: [{ id: 'multivitamin', quantity: 2 }], shipping: { id: 'express-us' } });
    const res = await send(from, '/api/create-payment', { method: 'POST', headers: json, body });
    const { url } = (await res.json()) as { url?: string };
    if (!url) return;
    // Pay acts only for the browser that placed the order: it sends back the checkout cookie.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const payPath = `${new URL(url, base).pathname}/pay`;
    // The test-payment page asks where the order ships, as Checkout does.
    const pay = await send(from, payPath, {
      method: 'POST',
      headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: DELIVERY,
    });
    await pay.arrayBuffer();
    if (pay.status === 303) paid.push(decodeURIComponent(new URL(url, base).pathname.split('/').pop()!));
  },
};

const DELIVERY = new URLSearchParams({
  email: 'soak.buyer@vitaglow-mail.com',
  name: 'Soak Buyer',
  line1: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  phone: '+1 512 555 0100',
}).toString();

async function loop(conn: number) {
  for (let n = 0; performance.now() < deadline; n++) {
    const kind = kinds[(conn + n) % kinds.length];
    const from = `198.${18 + (conn % 2)}.${Math.floor(conn / 2)}.${(Math.floor(n / kinds.length) % 250) + 1}`;
    await timed(kind, () => operations[kind](from, conn, n));
  }
}

await Promise.all(Array.from({ length: Number(connections) }, (_, conn) => loop(conn)));

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));
};
const all = Object.values(latencies).flat();
console.log(
  JSON.stringify({
    errors,
    statuses,
    overall: { requests: all.length, p50: pct(all, 50), p95: pct(all, 95), p99: pct(all, 99) },
    byKind: Object.fromEntries(
      kinds.map((k) => [k, { count: latencies[k].length, p50: pct(latencies[k], 50), p95: pct(latencies[k], 95) }]),
    ),
    subscribed,
    paid,
  }),
);
