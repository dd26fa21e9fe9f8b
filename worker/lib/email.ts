import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Logger } from './log';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where the shop's e-mails go: the local outbox in development, an HTTP e-mail API in production. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** Development: kept in D1 (listed at /dev/outbox) and logged with its links. */
export function outboxSender(db: Db, log: Logger): EmailSender {
  return {
    async send(message) {
      await db.insert(emailOutbox).values(message);
      log.info('email queued in the development outbox', { to: message.to, subject: message.subject, text: message.text });
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
 * Production: a JSON e-mail API (Resend-compatible: POST { from, to, subject, text } with a bearer key),
 * configured by EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM.
 */
export function httpEmailSender(config: { url: string; apiKey: string; from: string }, log: Logger): EmailSender {
  return {
    async send(message) {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: config.from, to: message.to, subject: message.subject, text: message.text }),
      });
      if (!res.ok) log.error('e-mail API refused a message', { status: res.status, subject: message.subject });
    },
  };
}
