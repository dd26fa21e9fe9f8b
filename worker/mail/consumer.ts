import { createDb } from '../db/client';
import type { Db } from '../db/client';
import { findEmailDelivery, markEmailAttempt, markEmailSent } from '../db/email-deliveries';
import { EmailRejected, type EmailSender } from './senders';
import { type Logger, createLogger } from '../lib/log';
import { emailSenderFor } from './send';
import type { EmailJob } from './queue';
import { EMAIL_MAX_ATTEMPTS, emailRetryDelaySeconds } from './retry';

/**
 * The e-mail queue's consumer (the worker's `queue` handler): sends each message through the provider
 * of this environment and records the outcome in D1. Sent only once the provider accepted it; a failure
 * is retried with backoff; after the last try, or a refusal no retry can fix, it is kept as failed and
 * logged for the operator. Queues deliver at least once, so a message already sent is only acknowledged.
 */
export async function deliverEmailBatch(batch: MessageBatch<EmailJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const log = createLogger({ task: 'email-queue' });
  const sender = emailSenderFor(env, db, log);
  for (const message of batch.messages) await deliver(message, { db, log, sender });
}

async function deliver(message: Message<EmailJob>, deps: { db: Db; log: Logger; sender: EmailSender }): Promise<void> {
  const { deliveryId, message: email } = message.body;
  const delivery = await findEmailDelivery(deps.db, deliveryId);
  if (!delivery || delivery.status !== 'queued') {
    message.ack();
    return;
  }
  try {
    await deps.sender.send(email, { idempotencyKey: deliveryId });
  } catch (error) {
    const final = error instanceof EmailRejected || message.attempts >= EMAIL_MAX_ATTEMPTS;
    const problem = error instanceof Error ? error.message : String(error);
    await markEmailAttempt(deps.db, deliveryId, { attempts: message.attempts, error: problem, final, now: new Date(Date.now()) });
    if (final) {
      deps.log.error('e-mail not sent: given up', { deliveryId, kind: delivery.kind, attempts: message.attempts, error: problem });
      message.ack();
    } else {
      const delaySeconds = emailRetryDelaySeconds(message.attempts);
      deps.log.warn('e-mail not sent: will retry', {
        deliveryId,
        kind: delivery.kind,
        attempts: message.attempts,
        delaySeconds,
        error: problem,
      });
      message.retry({ delaySeconds });
    }
    return;
  }
  await markEmailSent(deps.db, delivery, message.attempts, new Date(Date.now()));
  message.ack();
}
