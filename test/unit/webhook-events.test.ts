import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_EVENTS } from '../../worker/payments/webhook-events';
import { HANDLERS } from '../../worker/routes/stripe-webhook';

describe('the Stripe events the webhook endpoint is enabled for', () => {
  it('are exactly the events the worker has handlers for', () => {
    const handled = new Set(HANDLERS.flatMap((handlers) => Object.keys(handlers)));
    expect([...handled].sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
  });

  it('are the events README tells the operator to enable, no more and no fewer', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    // Deploying's step 5, up to the next section heading, whatever that section is.
    const start = readme.indexOf('5. In Stripe, add a webhook endpoint');
    expect(start, 'README lost the step that lists the webhook events').toBeGreaterThanOrEqual(0);
    const next = readme.indexOf('\n## ', start);
    const table = readme.slice(start, next === -1 ? undefined : next);
    const listed = [...table.matchAll(/^\s*\| `([a-z_.]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
  });
});
