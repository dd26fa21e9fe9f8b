import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import { publicOrigin } from '../lib/env';
import type { Logger } from '../lib/log';
import type { EmailJob } from '../mail/queue';
import { confirmPaidOrder } from './confirmation';
import { settleSoldOutOrder } from './sold-out';

/** What the steps after a recorded payment need: D1, Stripe's key, the e-mail queue, the shop's origin for links. */
export interface AfterPaymentDeps {
  db: Db;
  env: Env;
  log: Logger;
  queue: Queue<EmailJob>;
  /** The shop's public origin, for links back to the order; null when it is not known (no e-mail then). */
  origin: string | null;
  now: Date;
}

export function afterPaymentDeps(c: Context<AppEnv>): AfterPaymentDeps {
  return {
    db: c.get('db'),
    env: c.env,
    log: c.get('log'),
    queue: c.env.EMAIL_QUEUE,
    origin: publicOrigin(c.env, c.req.url),
    now: new Date(Date.now()),
  };
}

/**
 * What follows a recorded payment, outside the batch that recorded it: a paid order's confirmation, a sold-out
 * order's refund and apology. Each is idempotent, so Stripe's redeliveries and the hourly sweep call it again
 * until it has happened. `key`: the order's reference or Checkout session id.
 */
export async function afterPayment(deps: AfterPaymentDeps, key: string): Promise<void> {
  await confirmPaidOrder(deps, key);
  await settleSoldOutOrder(deps, key);
}
