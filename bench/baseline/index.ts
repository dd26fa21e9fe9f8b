// The smallest possible worker, run in the same local workerd as the shop (see wrangler.toml and
// wrangler.routed.toml), so the bench can tell the shop's own cost from the local runtime's. With
// `?bytes=N` it answers an HTML body of that size, made once: what moving a document of the shop's size
// costs by itself. `POST /checkout` makes the platform calls a checkout cannot do without and nothing else
// (its JSON body read, one rate-limit call, one two-row D1 write in a session), and `GET /session` those of a
// signed-in session check (one indexed D1 read in a session): what they cost by themselves.
const bodies = new Map<number, string>();

/** Bound only in wrangler.routed.toml. */
interface BaselineEnv {
  DB?: D1Database;
  LIMIT?: RateLimit;
}

async function checkout(request: Request, database: D1Database, limiter: RateLimit): Promise<Response> {
  const cart = await request.json<{ items: { quantity: number }[] }>();
  const { success } = await limiter.limit({ key: request.headers.get('CF-Connecting-IP') ?? '' });
  if (!success) return Response.json({ error: 'rate_limited' }, { status: 429 });
  const id = crypto.randomUUID();
  const db = database.withSession('first-primary');
  await db.batch([
    db
      .prepare('INSERT INTO bench_orders (id, reference, total_cents, created_at) VALUES (?, ?, ?, ?)')
      .bind(id, `VG-${id}`, 2999, Date.now()),
    db
      .prepare('INSERT INTO bench_order_lines (order_id, name, unit_cents, quantity) VALUES (?, ?, ?, ?)')
      .bind(id, 'Multivitamin', 2999, cart.items[0]?.quantity ?? 1),
  ]);
  return Response.json({ url: `/test-payment/VG-${id}` });
}

async function sessionRead(database: D1Database): Promise<Response> {
  const db = database.withSession('first-unconstrained');
  const row = await db.prepare('SELECT id, total_cents FROM bench_orders WHERE reference = ?').bind('VG-none').first();
  return Response.json({ user: row });
}

export default {
  async fetch(request: Request, env: BaselineEnv): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/checkout' && request.method === 'POST' && env.DB && env.LIMIT) return checkout(request, env.DB, env.LIMIT);
    if (url.pathname === '/session' && env.DB) return sessionRead(env.DB);
    const bytes = Number(url.searchParams.get('bytes')) || 0;
    if (bytes <= 0) return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    let body = bodies.get(bytes);
    if (!body) bodies.set(bytes, (body = `<!doctype html>${'x'.repeat(Math.max(0, bytes - 15))}`));
    return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};
