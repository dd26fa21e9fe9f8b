import { createDb } from '../db/client';
import { createLogger } from '../lib/log';
import { type NoticeStep, runNoticeStep } from './rounds';

/** The notice queue's name (wrangler.toml): the worker's one `queue` handler tells its batches from the e-mail queue's. */
export const NOTICE_QUEUE_NAME = 'vitaglow-notices';

/** A failed step waits this long per try before the queue runs it again. */
const RETRY_DELAY_SECONDS = 60;

/**
 * The notice queue's consumer: runs each round's step (./rounds.ts). A step that fails (an e-mail the queue
 * refused, D1 unavailable) is retried later; one that gives up for good leaves its round open for the hourly task.
 */
export async function runNoticeSteps(batch: MessageBatch<NoticeStep>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const log = createLogger({ task: 'early-access-rounds' });
  for (const message of batch.messages) {
    const { roundId, origin } = message.body;
    try {
      const queued = await runNoticeStep(
        { db, env, queue: env.EMAIL_QUEUE, steps: env.NOTICE_QUEUE, origin, now: new Date(Date.now()) },
        roundId,
      );
      if (queued > 0) log.info('early-access notices queued', { roundId, queued });
      message.ack();
    } catch (error) {
      log.error('early-access round step failed: will retry', { roundId, attempts: message.attempts, error });
      message.retry({ delaySeconds: RETRY_DELAY_SECONDS * message.attempts });
    }
  }
}
