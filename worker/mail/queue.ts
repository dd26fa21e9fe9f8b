import type { Db } from '../db/client';
import { deleteEmailDelivery, insertEmailDelivery } from '../db/email-deliveries';
import type { EmailMessage } from './senders';

/** What travels in the e-mail queue: the D1 record's id and the message to send. */
export interface EmailJob {
  deliveryId: string;
  message: EmailMessage;
}

/**
 * Hands an e-mail to the queue (wrangler.toml `EMAIL_QUEUE`): recorded in D1 as queued, then sent by this
 * worker's consumer (./consumer.ts), which retries with backoff. With a `dedupeKey`, only the first call
 * queues anything (false for the others). Throws when the queue refuses it, leaving no record behind.
 */
export async function queueEmail(
  deps: { db: Db; queue: Queue<EmailJob> },
  message: EmailMessage,
  options: { dedupeKey?: string; orderId?: string } = {},
): Promise<boolean> {
  const deliveryId = crypto.randomUUID();
  const recorded = await insertEmailDelivery(deps.db, {
    id: deliveryId,
    kind: message.kind,
    to: message.to,
    subject: message.subject,
    dedupeKey: options.dedupeKey,
    orderId: options.orderId,
    now: new Date(Date.now()),
  });
  if (!recorded) return false;
  try {
    await deps.queue.send({ deliveryId, message });
  } catch (error) {
    await deleteEmailDelivery(deps.db, deliveryId);
    throw error;
  }
  return true;
}
