import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { StripeFake } from './fake.ts';

export interface StripeFakeServer {
  /** The API base for STRIPE_API_BASE, also the origin of the hosted pages. */
  url: string;
  fake: StripeFake;
  close(): Promise<void>;
}

/**
 * The Node adapter: the fake as a local HTTP server (for `npm start` and the browser tests), delivering
 * webhooks to the shop over HTTP like Stripe does, retrying a failed delivery a few times.
 */
export async function startStripeFakeServer(options: {
  port: number;
  host?: string;
  webhookUrl: string;
  webhookSecret: string;
  enabledEvents: readonly string[];
}): Promise<StripeFakeServer> {
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host}:${options.port}`;
  const fake = new StripeFake({
    publicBase: url,
    webhook: {
      url: options.webhookUrl,
      secret: options.webhookSecret,
      enabledEvents: options.enabledEvents,
      send: (request) => fetch(request),
      retryDelaysMs: [1_000, 5_000, 30_000],
    },
  });
  const server = createServer((req, res) => {
    void serve(fake, url, req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  return { url, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function serve(fake: StripeFake, base: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const response = await fake.handle(
      new Request(new URL(req.url ?? '/', base), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error('stripe fake: request failed', error);
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { type: 'api_error', message: 'The local Stripe fake failed' } }));
  }
}

/** `npx node test/stripe-fake/server.ts` (Node 22): STRIPE_FAKE_PORT, STRIPE_WEBHOOK_SECRET and WEBHOOK_URL from the environment. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { STRIPE_WEBHOOK_EVENTS } = await import('../../worker/payments/webhook-events.ts');
  const server = await startStripeFakeServer({
    port: Number(process.env.STRIPE_FAKE_PORT ?? 12111),
    webhookUrl: process.env.WEBHOOK_URL ?? 'http://127.0.0.1:8787/api/stripe/webhook',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_fake',
    enabledEvents: STRIPE_WEBHOOK_EVENTS,
  });
  console.log(`Local Stripe fake on ${server.url}`);
}
