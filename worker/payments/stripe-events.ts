import type { BatchItem } from 'drizzle-orm/batch';
import Stripe from 'stripe';
import type { Db } from '../db/client';
import { isEventProcessed, recordProcessedEvent } from '../db/processed-events';
import { ApiError } from '../lib/errors';
import type { Logger } from '../lib/log';

/**
 * Stripe webhooks, the generic part: signature check, dispatch by event type, and exactly-once
 * application. Feature modules only describe what an event changes.
 *
 * Contract for a handler: `(event, ctx) => Promise<Statement[]>`. It may read D1 (ctx.db) but must not
 * write: it returns the Drizzle statements to run, and they run in ONE D1 batch together with the
 * processed_events row for the event. So either the event's changes and its "processed" mark land
 * together, or neither does; a replay (or one of fifty simultaneous deliveries) finds the mark and
 * changes nothing. Handlers ignore events that are not theirs (e.g. `checkout.session.completed` for
 * another Checkout mode) by returning []. Statements should still be conditional on the current state
 * (`WHERE status = 'open'`…), since events can arrive out of order.
 */
export interface StripeEventContext {
  db: Db;
  log: Logger;
  now: Date;
  /** The Stripe API, for a handler that must ask Stripe what the event does not say (null without a key). */
  stripe: () => Stripe | null;
  /** This deployment's marker (SHOP_ENVIRONMENT_ID), to tell its sessions from another's (./environment-marker.ts). */
  shopEnvironment?: string;
}

/** A Drizzle query not yet run, e.g. `db.update(table).set(…).where(…)`. */
export type Statement = BatchItem<'sqlite'>;

type EventOfType<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>;

/** One module's handlers, by event type. Several modules may handle the same type. */
export type StripeEventHandlers = {
  [T in Stripe.Event.Type]?: (event: EventOfType<T>, ctx: StripeEventContext) => Promise<Statement[]>;
};

type AnyHandler = (event: Stripe.Event, ctx: StripeEventContext) => Promise<Statement[]>;

/** `applied`: changes committed; `duplicate`: seen before; `ignored`: no handler for this type. */
export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Verifies the `Stripe-Signature` header over the raw body (SubtleCrypto: the sync form fails on Workers). */
export async function verifyStripeEvent(payload: string, signature: string | undefined, secret: string): Promise<Stripe.Event> {
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature ?? '', secret, undefined, Stripe.createSubtleCryptoProvider());
  } catch {
    throw new ApiError(400, 'invalid_signature', 'Webhook signature is missing, wrong or too old');
  }
}

export async function applyStripeEvent(
  event: Stripe.Event,
  registry: readonly StripeEventHandlers[],
  ctx: StripeEventContext,
): Promise<StripeEventOutcome> {
  const handlers = registry.map((handlers) => handlers[event.type] as AnyHandler | undefined).filter((h) => h !== undefined);
  if (handlers.length === 0) return 'ignored';
  if (await isEventProcessed(ctx.db, event.id)) return 'duplicate';
  const statements = (await Promise.all(handlers.map((handle) => handle(event, ctx)))).flat();
  try {
    await ctx.db.batch([recordProcessedEvent(ctx.db, event), ...statements]);
    return 'applied';
  } catch (error) {
    // A concurrent delivery of the same event won the primary key: its batch did the work, ours rolled back.
    if (await isEventProcessed(ctx.db, event.id)) return 'duplicate';
    throw error;
  }
}
