import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import type { EmailJob } from '../../worker/mail/queue';
import type { NoticeStep } from '../../worker/early-access/rounds';
import { query } from './auth-helpers';
import { consoleCallWith, saveEditedDraft } from './console-helpers';

/*
 * Issue 38, perk 2, at a real shop's size: the members' early-access e-mails go out in rounds the notice queue
 * carries a page at a time, never all inside the publish request (thousands of members would take thousands of
 * D1 statements in one invocation). A step repeated or run twice at once tells nobody twice and moves the round
 * on once; a step the queue lost is picked up by the hourly task; a product no longer in early access is not
 * announced. The steps are run here by hand, with both queues captured, so that each can be looked at.
 */

const MEMBERS = 120;
const UNTIL = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * 86_400_000);

interface Captured<T> {
  queue: Queue<T>;
  sent: T[];
}

/** A queue binding that keeps what it is sent; `refuse` makes it throw as a queue that is down would. */
function capturing<T>(refuse = false): Captured<T> {
  const sent: T[] = [];
  const accept = (body: T) => {
    if (refuse) throw new Error('queue unavailable');
    sent.push(structuredClone(body));
  };
  const queue = {
    async send(body: T) {
      accept(body);
    },
    async sendBatch(messages: Iterable<{ body: T }>) {
      for (const message of messages) accept(message.body);
    },
  } as unknown as Queue<T>;
  return { queue, sent };
}

/** Runs the notice queue's consumer on one step; answers whether it was acknowledged or retried. */
async function runStep(step: NoticeStep, bindings: Partial<Env>, attempts = 1): Promise<'acked' | 'retried'> {
  let outcome: 'acked' | 'retried' | undefined;
  const batch = {
    queue: 'vitaglow-notices',
    messages: [
      {
        id: crypto.randomUUID(),
        timestamp: new Date(Date.now()),
        attempts,
        body: step,
        ack: () => void (outcome = 'acked'),
        retry: () => void (outcome = 'retried'),
      },
    ],
    ackAll: () => undefined,
    retryAll: () => undefined,
  } as unknown as MessageBatch<NoticeStep>;
  await worker.queue(batch, { ...env, ...bindings });
  return outcome!;
}

/** Publishes `slug` with members first until `until`, its announcement's steps captured rather than run. */
async function publishEarlyAccess(slug: string, until: Date, steps: Queue<NoticeStep>): Promise<number> {
  await saveEditedDraft((draft) => {
    draft.products.find((product) => product.slug === slug)!.earlyAccessUntil = until.toISOString();
  });
  const res = await consoleCallWith({ NOTICE_QUEUE: steps }, '/catalogue/publish', { method: 'POST', body: '{}' });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { version: number }).version;
}

/** Everyone the notices are for: members (active or past due) who did not turn them off. */
async function eligibleMembers(): Promise<number> {
  const [row] = await query<{ n: number }>(
    `select count(*) as n from memberships m
     where m.status in ('active', 'past_due') and m.user_id not in (select user_id from early_access_opt_outs)`,
  );
  return row.n;
}

const noticesOf = (jobs: EmailJob[], slug: string) => jobs.filter((job) => job.message.kind === 'early_access' && slugOf(job) === slug);
const slugOf = (job: EmailJob) => /\/products\/([a-z0-9-]+)/.exec(job.message.text)?.[1];
const claimsOf = async (slug: string) =>
  (await query<{ n: number }>('select count(*) as n from early_access_notices where product_id = ?', slug))[0].n;
const roundOf = async (id: string) =>
  (
    await query<{ after_user_id: string | null; done_at: number | null }>(
      'select after_user_id, done_at from early_access_rounds where id = ?',
      id,
    )
  )[0];

beforeAll(async () => {
  // Members as a shop accumulates them; their sign-ups are not what is tested here.
  for (let i = 0; i < MEMBERS; i += 1) {
    const id = crypto.randomUUID();
    await query(
      "insert into users (id, email, name, password_hash, language) values (?, ?, 'Member', 'x', ?)",
      id,
      `rounds-${i}@example.com`,
      ['en', 'fr', 'ar'][i % 3],
    );
    await query(
      "insert into memberships (id, user_id, plan, status, provider) values (?, ?, 'yearly', 'active', 'local')",
      crypto.randomUUID(),
      id,
    );
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an early-access announcement to many members', () => {
  it('goes out in steps of 50 e-mails, each step queueing the next, until every member has had one', async () => {
    const steps = capturing<NoticeStep>();
    await publishEarlyAccess('magnesium-gummies', UNTIL, steps.queue);
    // The publish queued only the first step: no e-mail was written inside its request.
    expect(steps.sent).toHaveLength(1);
    expect(await claimsOf('magnesium-gummies')).toBe(0);

    const mail = capturing<EmailJob>();
    const expected = await eligibleMembers();
    expect(expected).toBeGreaterThanOrEqual(MEMBERS);
    let runs = 0;
    while (steps.sent.length > 0) {
      const step = steps.sent.shift()!;
      const before = mail.sent.length;
      expect(await runStep(step, { EMAIL_QUEUE: mail.queue, NOTICE_QUEUE: steps.queue })).toBe('acked');
      expect(mail.sent.length - before).toBeLessThanOrEqual(50);
      runs += 1;
    }
    // The pass's pages (the last one short), then one sweep that finds nobody left untold.
    expect(runs).toBe(Math.floor(expected / 50) + 2);
    const notices = noticesOf(mail.sent, 'magnesium-gummies');
    expect(notices).toHaveLength(expected);
    expect(new Set(notices.map((job) => job.message.to)).size).toBe(expected);
    expect(await claimsOf('magnesium-gummies')).toBe(expected);
    // Each in its member's language.
    const french = notices.find((job) => job.message.to === 'rounds-1@example.com')!;
    expect(french.message.text).toContain('/fr/products/magnesium-gummies');
  });

  it('tells nobody twice and moves on once when the queue delivers one step twice at the same moment', async () => {
    const steps = capturing<NoticeStep>();
    await publishEarlyAccess('collagen-gummies', UNTIL, steps.queue);
    const [first] = steps.sent.splice(0);
    const mail = capturing<EmailJob>();
    const bindings = { EMAIL_QUEUE: mail.queue, NOTICE_QUEUE: steps.queue };
    await Promise.all([runStep(first, bindings), runStep(first, bindings)]);
    expect(noticesOf(mail.sent, 'collagen-gummies')).toHaveLength(50);
    expect(steps.sent).toHaveLength(1);
    // And a delivery of a step already carried on is only acknowledged: the round's next page is its own step's.
    while (steps.sent.length > 0) await runStep(steps.sent.shift()!, bindings);
    expect(await runStep(first, bindings)).toBe('acked');
    expect(noticesOf(mail.sent, 'collagen-gummies')).toHaveLength(await eligibleMembers());
  });

  it('keeps its place when an e-mail cannot be queued: the step is retried and carries on from there', async () => {
    const steps = capturing<NoticeStep>();
    await publishEarlyAccess('creatine-gummies', UNTIL, steps.queue);
    const [first] = steps.sent.splice(0);
    const refused = await runStep(first, { EMAIL_QUEUE: capturing<EmailJob>(true).queue, NOTICE_QUEUE: steps.queue });
    expect(refused).toBe('retried');
    expect(steps.sent).toHaveLength(0);
    expect(await claimsOf('creatine-gummies')).toBe(0);
    const [round] = await query<{ id: string; after_user_id: string | null }>(
      "select id, after_user_id from early_access_rounds where products like '%creatine-gummies%'",
    );
    expect(round.after_user_id).toBeNull();

    const mail = capturing<EmailJob>();
    expect(await runStep(first, { EMAIL_QUEUE: mail.queue, NOTICE_QUEUE: steps.queue }, 2)).toBe('acked');
    expect(noticesOf(mail.sent, 'creatine-gummies')).toHaveLength(50);
    expect((await roundOf(round.id)).after_user_id).not.toBeNull();
  });

  it('tells whoever became a member while it went out, wherever their id falls, and ends with nobody left untold', async () => {
    const steps = capturing<NoticeStep>();
    await publishEarlyAccess('pre-workout', UNTIL, steps.queue);
    const mail = capturing<EmailJob>();
    const bindings = { EMAIL_QUEUE: mail.queue, NOTICE_QUEUE: steps.queue };
    await runStep(steps.sent.shift()!, bindings);
    // Two people join after the first page went out: one whose id sorts before the pass's place, one after it.
    const [round] = await query<{ id: string; after_user_id: string }>(
      "select id, after_user_id from early_access_rounds where products like '%pre-workout%'",
    );
    const joiners = ['00000000-0000-4000-8000-000000000001', 'ffffffff-ffff-4fff-bfff-fffffffffff1'];
    expect(joiners[0] < round.after_user_id && joiners[1] > round.after_user_id).toBe(true);
    for (const [i, id] of joiners.entries()) {
      await query("insert into users (id, email, name, password_hash) values (?, ?, 'Joiner', 'x')", id, `joiner-${i}@example.com`);
      await query(
        "insert into memberships (id, user_id, plan, status, provider) values (?, ?, 'monthly', 'active', 'local')",
        crypto.randomUUID(),
        id,
      );
    }
    while (steps.sent.length > 0) expect(await runStep(steps.sent.shift()!, bindings)).toBe('acked');

    const notices = noticesOf(mail.sent, 'pre-workout');
    expect(notices.map((job) => job.message.to)).toEqual(expect.arrayContaining(['joiner-0@example.com', 'joiner-1@example.com']));
    expect(notices).toHaveLength(await eligibleMembers());
    expect(new Set(notices.map((job) => job.message.to)).size).toBe(notices.length);
    expect((await roundOf(round.id)).done_at).not.toBeNull();
  });

  it('is started by the hourly task when the queue refused its first step, and not before a quarter of an hour', async () => {
    const publishedAt = Date.now();
    await publishEarlyAccess('whey-banana', UNTIL, capturing<NoticeStep>(true).queue);
    const [round] = await query<{ id: string }>("select id from early_access_rounds where products like '%whey-banana%'");
    expect((await roundOf(round.id)).done_at).toBeNull();

    const cron = async (at: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      const steps = capturing<NoticeStep>();
      await worker.scheduled(createScheduledController({ cron: '0 * * * *' }), { ...env, NOTICE_QUEUE: steps.queue });
      vi.useRealTimers();
      return steps.sent.filter((step) => step.roundId === round.id);
    };
    expect(await cron(publishedAt + 5 * 60_000)).toEqual([]);
    const resumed = await cron(publishedAt + 16 * 60_000);
    expect(resumed).toEqual([{ roundId: round.id, origin: 'https://vitaglow.test' }]);

    const mail = capturing<EmailJob>();
    expect(await runStep(resumed[0], { EMAIL_QUEUE: mail.queue, NOTICE_QUEUE: capturing<NoticeStep>().queue })).toBe('acked');
    expect(noticesOf(mail.sent, 'whey-banana')).toHaveLength(50);
  });

  it('announces nothing once the product is no longer in early access when its step runs, and ends', async () => {
    const steps = capturing<NoticeStep>();
    const until = new Date(Date.now() + 60 * 60_000);
    await publishEarlyAccess('bcaa-gummies', until, steps.queue);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(until.getTime() + 60_000);
    const mail = capturing<EmailJob>();
    expect(await runStep(steps.sent[0], { EMAIL_QUEUE: mail.queue, NOTICE_QUEUE: steps.queue })).toBe('acked');
    vi.useRealTimers();
    expect(mail.sent).toEqual([]);
    const [round] = await query<{ done_at: number | null }>("select done_at from early_access_rounds where products like '%bcaa-gummies%'");
    expect(round.done_at).not.toBeNull();
  });
});
