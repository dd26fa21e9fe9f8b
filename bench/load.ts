import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

// A bounded HTTP load run in its own process: `connections` keep-alive connections, each sending its next
// request when the previous answer is read, for `seconds`. Prints one JSON object: counts, percentiles,
// throughput. It uses node:http rather than fetch: fetch cost about 0.7 ms of client CPU per request, enough
// to starve the server it measures on a 2-core machine; node:http costs about 0.14 ms.
const [url, connections = '20', seconds = '10', method = 'GET', body = '', extraHeaders = '{}'] = process.argv.slice(2);

const target = new URL(url);
const agent = new Agent({ keepAlive: true, maxSockets: Number(connections) });
// A browser's compressed answer, and for writes the same-origin JSON the API's CSRF guard expects.
// Extra headers (a language or session cookie) as JSON in the sixth argument.
const headers: Record<string, string> = { 'Accept-Encoding': 'gzip', ...(JSON.parse(extraHeaders) as Record<string, string>) };
if (body) {
  Object.assign(headers, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Origin: target.origin,
    'Sec-Fetch-Site': 'same-origin',
  });
}

const deadline = performance.now() + Number(seconds) * 1000;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let errors = 0;
let firstFailure: { status: number; headers: object; body: string } | undefined;
let sent = 0;

/** One request, its answer read to the end; settles either way. */
function send(): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    const fail = () => {
      errors += 1;
      resolve();
    };
    // Each request another shopper's address, as Cloudflare reports it: the load is many shoppers, not one script.
    const from = `198.18.${Math.floor(sent / 250) % 256}.${(sent++ % 250) + 1}`;
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: { ...headers, 'CF-Connecting-IP': from },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // The first answer that is not a 200 is kept whole (headers and the start of its body), to say who gave it.
        const keep = status !== 200 && !firstFailure;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          if (keep && !firstFailure) {
            const bytes = Buffer.concat(chunks);
            const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes;
            firstFailure = { status, headers: res.headers, body: text.toString('utf8', 0, 1000) };
          }
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies.push(performance.now() - start);
          resolve();
        });
      },
    );
    req.on('error', fail);
    req.end(body || undefined);
  });
}

async function loop() {
  while (performance.now() < deadline) await send();
}

const started = performance.now();
await Promise.all(Array.from({ length: Number(connections) }, loop));
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const pct = (p: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(2));
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    statuses,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rps: Math.round(latencies.length / elapsed),
    firstFailure,
  }),
);
