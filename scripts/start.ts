import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { stripeForDev } from '../tools/stripe-fake/dev.ts';
import { seedSampleReviews } from './sample-reviews.ts';

// `npm start` (after the build and the local migrations): the worker on PORT (8787) through `wrangler
// dev`, in development. PAYMENTS=local (the default) uses the worker's own test-payment page;
// PAYMENTS=stripe with a test key uses Stripe, or with STRIPE_API_BASE the local Stripe fake (started
// here when nothing answers at that address). Ctrl-C stops everything.
const root = join(import.meta.dirname, '..');
const port = process.env.PORT ?? '8787';
const payments = process.env.PAYMENTS ?? 'local';
if (payments !== 'local' && payments !== 'stripe') throw new Error(`PAYMENTS must be local or stripe, not ${payments}`);

const stripe = payments === 'stripe' ? await stripeForDev(process.env, `http://127.0.0.1:${port}`) : undefined;
if (stripe?.fake) console.log(`Local Stripe fake on ${stripe.fake.url}: Checkout pages at ${stripe.fake.url}/checkout/pay/…`);

// Sample reviews so that local pages show ratings (marked as samples: a production worker never serves them).
seedSampleReviews();
console.log('Sample reviews written to the local D1 (sample = 1).');

const vars = { ENVIRONMENT: 'development', PAYMENTS: payments, ...stripe?.vars };
const args = ['dev', '--port', port, ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`])];
const worker = spawn(join(root, 'scripts', 'wrangler.sh'), args, { cwd: root, stdio: 'inherit', detached: true });

const stop = () => {
  try {
    process.kill(-worker.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
  void stripe?.fake?.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
worker.on('exit', (code) => {
  void stripe?.fake?.close();
  process.exit(code ?? 0);
});
