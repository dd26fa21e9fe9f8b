import type { Context } from 'hono';
import type { Db } from '../db/client';
import { isDevelopment } from '../lib/env';
import type { Logger } from '../lib/log';
import type { AppEnv } from '../lib/app-env';
import { queueEmail } from './queue';
import { type EmailMessage, type EmailSender, httpEmailSender, outboxSender } from './senders';

/**
 * Picks where the e-mail queue's consumer sends mail: the outbox in development; in production the HTTP
 * e-mail API when EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM are all set, otherwise nowhere, loudly
 * (each try fails, so the e-mail waits in the queue for the configuration and ends as failed without it).
 */
export function emailSenderFor(env: Env, db: Db, log: Logger): EmailSender {
  if (isDevelopment(env)) return outboxSender(db, log);
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY && env.EMAIL_FROM) {
    return httpEmailSender({ url: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM });
  }
  return {
    async send() {
      throw new Error('e-mail not sent: EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM must be set in production');
    },
  };
}

/**
 * Sends a message for a request: it goes through the e-mail queue (worker/mail/), so the provider's
 * latency and failures never reach the shopper and a failed send is retried. If even the queue refuses
 * it, the failure is logged and the request still answers.
 */
export async function sendEmail(c: Context<AppEnv>, message: EmailMessage): Promise<void> {
  try {
    await queueEmail({ db: c.get('db'), queue: c.env.EMAIL_QUEUE }, message);
  } catch (error) {
    c.get('log').error('e-mail could not be queued', { kind: message.kind, subject: message.subject, error });
  }
}
