// A bounded HTTP load run in its own process: `connections` loops, each sending its next request when
// the previous answer is read, for `seconds`. Prints one JSON object: counts, percentiles, throughput.
const [url, connections = '20', seconds = '10', method = 'GET', body = ''] = process.argv.slice(2);

const deadline = performance.now() + Number(seconds) * 1000;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let errors = 0;

async function loop() {
  while (performance.now() < deadline) {
    const start = performance.now();
    try {
      const res = await fetch(url, {
        method,
        body: body || undefined,
        headers: body ? { 'Content-Type': 'application/json', Origin: new URL(url).origin, 'Sec-Fetch-Site': 'same-origin' } : {},
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      latencies.push(performance.now() - start);
    } catch {
      errors += 1;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: Number(connections) }, loop));
const elapsed = (performance.now() - started) / 1000;
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
  }),
);
