import { vi } from 'vitest';
import type { WebhookEndpoint } from '../../tools/stripe-fake/events.ts';
import { StripeFake } from '../../tools/stripe-fake/fake.ts';

/** The fake's address inside workerd tests: never reached over a network, only through the stubbed fetch. */
export const FAKE_STRIPE_BASE = 'http://stripe-fake.test';

/**
 * The workerd adapter: requests the code under test sends to FAKE_STRIPE_BASE (the Stripe SDK, with
 * STRIPE_API_BASE pointing there) are answered by the fake in-process; every other fetch goes out as
 * before. Webhooks go to `webhook.send` (the worker's own fetch handler). Restored by vi.restoreAllMocks().
 */
export function installStripeFake(webhook: WebhookEndpoint & { url: string }, now?: () => number): StripeFake {
  const fake = new StripeFake({ publicBase: FAKE_STRIPE_BASE, webhook, now });
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).origin === FAKE_STRIPE_BASE ? fake.handle(request) : passThrough(request);
  });
  return fake;
}
