import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type EmailKind, emailOutbox } from '../db/schema';
import type { Logger } from '../lib/log';

export interface EmailMessage {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as a newsletter's List-Unsubscribe pair. */
  headers?: Record<string, string>;
}

/** The provider refused the message for good (4xx other than 429): trying again would not help. */
export class EmailRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailRejected';
  }
}

/**
 * Where the shop's e-mails go: the local outbox in development, an HTTP e-mail API in production. `send`
 * resolves only once the provider accepted the message; it throws EmailRejected when retrying is useless
 * and any other error when a later try may succeed.
 */
export interface EmailSender {
  send(message: EmailMessage, options: { idempotencyKey: string }): Promise<void>;
}

/** Development: kept in D1 and listed at /dev/outbox; the log names only its subject. */
export function outboxSender(db: Db, log: Logger): EmailSender {
  return {
    async send(message) {
      await db.insert(emailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: message.headers ? JSON.stringify(message.headers) : null,
      });
      log.info('email queued in the development outbox: read it at /dev/outbox', { subject: message.subject });
    },
  };
}

/** The newest messages, all or only those to one recipient. */
export async function listOutbox(db: Db, limit = 50, to?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

/**
 * Production: a JSON e-mail API (Resend-compatible: POST { from, to, subject, text, headers } with a bearer key and
 * an Idempotency-Key, so a retry after a lost answer sends nothing twice), configured by EMAIL_API_URL,
 * EMAIL_API_KEY and EMAIL_FROM.
 */
export function httpEmailSender(config: { url: string; apiKey: string; from: string }): EmailSender {
  return {
    async send(message, { idempotencyKey }) {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify({ from: config.from, to: message.to, subject: message.subject, text: message.text, headers: message.headers }),
      });
      await res.body?.cancel();
      if (res.ok) return;
      const problem = `the e-mail API answered ${res.status}`;
      throw res.status >= 400 && res.status < 500 && res.status !== 429 ? new EmailRejected(problem) : new Error(problem);
    },
  };
}
