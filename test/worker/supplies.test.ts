import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { errorOf, freshEmail, query, signedInMember, signedInUser, withCookie } from './auth-helpers';
import { consolePost } from './console-helpers';
import { call, post } from './http';
import { outboxTo } from './mail-helpers';

/*
 * Issue 38, perk 3: a member's /account says when each supply bought runs out and suggests products of the same
 * goal, with their own label claims as reasons; five days before a supply runs out the hourly task e-mails one
 * reminder per order line, in the member's language, with a link that puts the same items in the cart.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** When the orders below were delivered (whole seconds, as D1 keeps them). */
const DELIVERED = Math.floor(Date.now() / 1000) * 1000 - DAY;
/** Two multivitamins of 60 servings, one a day: 120 days. */
const RUNS_OUT = DELIVERED + 120 * DAY;

interface Account {
  email: string;
  cookie: string;
  userId: string;
}

async function account(member: boolean, language = 'en'): Promise<Account> {
  const user = member ? await signedInMember() : await signedInUser(freshEmail('guest'));
  await query('update users set language = ? where id = ?', language, user.userId);
  return user;
}

/** The line of a delivered order: two multivitamins unless told otherwise. */
interface Line {
  productId: string | null;
  dealId: string | null;
  name: string;
  unitCents: number;
  quantity: number;
}
const TWO_MULTIVITAMINS: Line = { productId: 'multivitamin', dealId: null, name: 'Daily Multivitamin', unitCents: 2999, quantity: 2 };

/** A delivered order of one line (paid the day before it arrived). */
async function deliveredOrder(userId: string, line: Line = TWO_MULTIVITAMINS): Promise<string> {
  const id = crypto.randomUUID();
  const reference = `VG-${id.slice(0, 6).toUpperCase()}`;
  const total = line.unitCents * line.quantity;
  await env.DB.batch([
    env.DB.prepare(
      `insert into orders (id, reference, user_id, kind, status, subtotal_cents, shipping_cents, total_cents, shipping_id, provider,
         paid_at, fulfilment_status, shipped_at, delivered_at)
       values (?, ?, ?, 'cart', 'paid', ?, 0, ?, 'free-us', 'local', ?, 'delivered', ?, ?)`,
    ).bind(id, reference, userId, total, total, DELIVERED - DAY, DELIVERED - DAY, DELIVERED),
    env.DB.prepare(
      `insert into order_lines (order_id, product_id, deal_id, name, unit_cents, quantity, total_cents) values (?, ?, ?, ?, ?, ?, ?)`,
    ).bind(id, line.productId, line.dealId, line.name, line.unitCents, line.quantity, total),
  ]);
  return reference;
}

const runCronAt = async (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  await worker.scheduled(createScheduledController({ cron: '0 * * * *' }), env);
  vi.useRealTimers();
};
const remindersTo = async (email: string) => (await outboxTo(email)).filter((m) => m.links.some((l) => l.includes('reorder=')));

let member: Account;
let memberAr: Account;
let quiet: Account;
let guest: Account;
let reference: string;
let referenceAr: string;

beforeAll(async () => {
  [member, memberAr, quiet, guest] = await Promise.all([account(true), account(true, 'ar'), account(true), account(false)]);
  reference = await deliveredOrder(member.userId);
  referenceAr = await deliveredOrder(memberAr.userId);
  await deliveredOrder(quiet.userId);
  await deliveredOrder(guest.userId);
});
afterEach(() => vi.useRealTimers());

describe('GET /api/account/supplies', () => {
  it('answers 401 signed out', async () => {
    expect((await call('/api/account/supplies')).status).toBe(401);
  });

  it('tells a member when a delivered order runs out, and suggests the same goal’s products with their claims', async () => {
    const res = await call('/api/account/supplies', withCookie(member.cookie));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as {
      member: boolean;
      remindersOn: boolean;
      supplies: unknown[];
      suggestions: { productId: string; goal: string; reasonKeys: string[] }[];
    };
    expect(answer.member).toBe(true);
    expect(answer.remindersOn).toBe(true);
    expect(answer.supplies).toEqual([
      {
        lineId: expect.any(Number),
        orderReference: reference,
        productId: 'multivitamin',
        containers: 2,
        runsOutAt: new Date(RUNS_OUT).toISOString(),
      },
    ]);
    // The other vitamins, never the multivitamin again; reasons are their benefits marked as claims.
    expect(answer.suggestions.map((s) => s.productId)).toEqual(['magnesium-gummies', 'omega-3-plus']);
    expect(answer.suggestions[0]!.goal).toBe('vitamins');
    expect(answer.suggestions[0]!.reasonKeys).toEqual([0, 1, 2, 3, 4].map((i) => `content.catalogue.magnesium-gummies.benefits.${i}`));
  });

  it('gives a non-member neither supplies nor suggestions', async () => {
    const res = await call('/api/account/supplies', withCookie(guest.cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ member: false });
  });
});

describe('the reminder five days before a supply runs out', () => {
  beforeAll(async () => {
    const off = await post('/api/account/supply-reminders', { on: false }, withCookie(quiet.cookie));
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ remindersOn: false });
    const answer = (await (await call('/api/account/supplies', withCookie(quiet.cookie))).json()) as { remindersOn: boolean };
    expect(answer.remindersOn).toBe(false);
  });

  it('is not sent before five days out', async () => {
    await runCronAt(RUNS_OUT - 5 * DAY - HOUR);
    expect(await remindersTo(member.email)).toEqual([]);
  });

  it('is sent once at five days out, in the member’s language, with a link that puts the same items in the cart', async () => {
    await runCronAt(RUNS_OUT - 5 * DAY);
    const [mail, ...more] = await remindersTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(reference);
    expect(mail!.text).toContain('2 × Daily Multivitamin');
    expect(mail!.links).toContain('https://vitaglow.test/?reorder=multivitamin:2');
    expect(mail!.links).toContain('https://vitaglow.test/account');

    const [arabic] = await remindersTo(memberAr.email);
    expect(arabic!.text).toContain(referenceAr);
    expect(arabic!.subject).toMatch(/ينفد/);
    expect(arabic!.links).toContain('https://vitaglow.test/ar/?reorder=multivitamin:2');
  });

  it('is not sent again the next hour', async () => {
    await runCronAt(RUNS_OUT - 5 * DAY + HOUR);
    expect(await remindersTo(member.email)).toHaveLength(1);
    expect(await remindersTo(memberAr.email)).toHaveLength(1);
  });

  it('is sent again from the console after a failure while the supply lasts, and not once it has run out', async () => {
    const failed = () => query(`update email_deliveries set status = 'failed' where "to" = ? and kind = 'supply_reminder'`, member.email);
    await failed();
    const [{ id }] = await query<{ id: string }>(
      `select id from email_deliveries where "to" = ? and kind = 'supply_reminder'`,
      member.email,
    );
    expect((await consolePost(`/emails/${id}/retry`)).status).toBe(202);
    const [first, again] = await remindersTo(member.email);
    expect(again!.text).toBe(first!.text);
    expect(again!.links).toContain('https://vitaglow.test/?reorder=multivitamin:2');

    // Delivered long ago: the supply has run out, and a reminder of it would come too late.
    await failed();
    await query('update orders set delivered_at = ? where reference = ?', DELIVERED - 200 * DAY, reference);
    const stale = await consolePost(`/emails/${id}/retry`);
    await query('update orders set delivered_at = ? where reference = ?', DELIVERED, reference);
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ code: 'email_not_retryable' });
    expect(await remindersTo(member.email)).toHaveLength(2);
  });

  it('is not sent to a member who turned reminders off, nor to a non-member', async () => {
    expect(await remindersTo(quiet.email)).toEqual([]);
    expect(await remindersTo(guest.email)).toEqual([]);
  });

  it('is in "download my data", with the switch', async () => {
    const sent = (await (await call('/api/account/export', withCookie(member.cookie))).json()) as { supplyReminders: unknown };
    expect(sent.supplyReminders).toEqual({
      remindersTurnedOffAt: null,
      reminders: [{ orderReference: reference, productId: 'multivitamin', dealId: null, sentAt: expect.any(String) }],
    });
    const off = (await (await call('/api/account/export', withCookie(quiet.cookie))).json()) as {
      supplyReminders: { remindersTurnedOffAt: string | null; reminders: unknown[] };
    };
    expect(off.supplyReminders.remindersTurnedOffAt).toEqual(expect.any(String));
    expect(off.supplyReminders.reminders).toEqual([]);
  });
});

describe('a supply that ran out unreminded', () => {
  it('gets no reminder, is recorded as lapsed so that the hourly task reads it no more, and is not in "download my data"', async () => {
    // Bought long before joining (or while reminders were off): forty lines, more than one statement records.
    const late = await account(true);
    const references: string[] = [];
    for (let i = 0; i < 40; i += 1) references.push(await deliveredOrder(late.userId));
    await query(`update orders set delivered_at = ? where user_id = ?`, DELIVERED - 200 * DAY, late.userId);

    await runCronAt(Date.now());
    expect(await remindersTo(late.email)).toEqual([]);
    const recorded = await query<{ lapsed: number }>('select lapsed from supply_reminders where user_id = ?', late.userId);
    expect(recorded).toHaveLength(40);
    expect(recorded.every((row) => row.lapsed === 1)).toBe(true);
    const data = (await (await call('/api/account/export', withCookie(late.cookie))).json()) as {
      supplyReminders: { reminders: unknown[] };
    };
    expect(data.supplyReminders.reminders).toEqual([]);
    // A supply still running is not touched: the member's new order is reminded of in its time.
    const fresh = await deliveredOrder(late.userId);
    await runCronAt(RUNS_OUT - 5 * DAY);
    const [mail, ...more] = await remindersTo(late.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(fresh);
  });
});

describe('the reminder of a package bought', () => {
  it('links back to the package, as it was bought, not to its products one by one', async () => {
    const buyer = await account(true);
    const packageReference = await deliveredOrder(buyer.userId, {
      productId: null,
      dealId: 'starter',
      name: 'Starter Pack',
      unitCents: 4999,
      quantity: 1,
    });
    const { supplies } = (await (await call('/api/account/supplies', withCookie(buyer.cookie))).json()) as {
      supplies: { orderReference: string; runsOutAt: string }[];
    };
    // The package opened into its products, each dated.
    expect(supplies.length).toBeGreaterThan(1);
    await runCronAt(Math.min(...supplies.map((supply) => Date.parse(supply.runsOutAt))) - 5 * DAY);
    const [mail, ...more] = await remindersTo(buyer.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(packageReference);
    expect(mail!.links).toContain('https://vitaglow.test/?reorder=package:starter:1');
  });
});
