import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import worker from '../../worker/index';
import type { EmailJob } from '../../worker/mail/queue';
import { call, post } from './http';
import type { DeliveryRow } from './rows';

/**
 * Mail goes out through the e-mail queue a moment after the request that sent it: waits until no e-mail
 * is still queued (the development outbox then holds them all).
 */
export async function emailsSettled(to?: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const query = to
    ? env.DB.prepare('select count(*) as n from email_deliveries where status = \'queued\' and "to" = ?').bind(to)
    : env.DB.prepare("select count(*) as n from email_deliveries where status = 'queued'");
  for (;;) {
    const row = await query.first<{ n: number }>();
    if (row!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${row!.n} e-mails still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A message as the development outbox shows it (`/dev/outbox.json`). */
export interface OutboxMessage {
  subject: string;
  text: string;
  headers: Record<string, string>;
  links: string[];
}

/** Every e-mail sent to `email`, newest first, once none is still queued. */
export async function outboxTo(email: string): Promise<OutboxMessage[]> {
  await emailsSettled(email);
  const res = await call(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The token of the newest link to `path` (such as `/auth/verify` or `/unsubscribe`) e-mailed to `email`. */
export async function outboxToken(email: string, path: string): Promise<string> {
  const link = (await outboxTo(email)).flatMap((m) => m.links).find((l) => l.includes(`${path}#token=`));
  expect(link, `a ${path} link for ${email}`).toBeDefined();
  return new URL(link!).hash.slice('#token='.length);
}

/** Follows the newsletter confirmation link e-mailed to `email` (double opt-in), as its owner would. */
export async function confirmSubscription(email: string): Promise<void> {
  const res = await post('/api/newsletter/confirm', { token: await outboxToken(email, '/newsletter/confirm') });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A stand-in for the EMAIL_QUEUE binding that keeps what is sent, for running the consumer by hand. */
export function capturingQueue(): { queue: Queue<EmailJob>; jobs: EmailJob[] } {
  const jobs: EmailJob[] = [];
  const queue = {
    async send(body: EmailJob) {
      jobs.push(structuredClone(body));
    },
    async sendBatch(messages: Iterable<{ body: EmailJob }>) {
      for (const message of messages) jobs.push(structuredClone(message.body));
    },
  } as unknown as Queue<EmailJob>;
  return { queue, jobs };
}

/** What the consumer decided for each message: acknowledged, or retried after a delay. */
export interface ConsumerOutcome {
  acked: string[];
  retried: { id: string; delaySeconds: number | undefined }[];
}

/**
 * Runs the worker's queue consumer on these jobs (each at its try number) with some bindings replaced.
 * The batch is built here, not with cloudflare:test's createMessageBatch, whose result drops the retry delay.
 */
export async function runEmailConsumer(jobs: { job: EmailJob; attempts: number }[], bindings: Partial<Env> = {}): Promise<ConsumerOutcome> {
  const outcome: ConsumerOutcome = { acked: [], retried: [] };
  const messages = jobs.map(({ job, attempts }, i) => {
    const id = `msg-${i}-${job.deliveryId}`;
    return {
      id,
      timestamp: new Date(Date.now()),
      attempts,
      body: job,
      ack: () => void outcome.acked.push(id),
      retry: (options?: QueueRetryOptions) => void outcome.retried.push({ id, delaySeconds: options?.delaySeconds }),
    };
  });
  const batch = {
    queue: 'vitaglow-email',
    messages,
    ackAll: () => undefined,
    retryAll: () => undefined,
  } as unknown as MessageBatch<EmailJob>;
  await worker.queue(batch, { ...env, ...bindings });
  return outcome;
}

export const deliveryRow = (id: string) => env.DB.prepare('select * from email_deliveries where id = ?').bind(id).first<DeliveryRow>();

/** A production e-mail API configuration, answered by a stubbed fetch. */
export const EMAIL_API = {
  ENVIRONMENT: 'production',
  PUBLIC_URL: 'https://vitaglow.test',
  EMAIL_API_URL: 'https://mail-api.vitaglow-mail.com/emails',
  EMAIL_API_KEY: 're_secret',
  EMAIL_FROM: 'VitaGlow <hello@vitaglow-mail.com>',
  // Signs the newsletter's unsubscribe links; production refuses to subscribe without it.
  ANALYTICS_HASH_KEY: 'production-hash-key',
} satisfies Partial<Env>;
