import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../core/api/admin';
import { consoleCallWith } from './console-helpers';

/*
 * Orders written before members' prices get the rule that priced each line then: the catalogue price, inside the
 * order's last-chance deal or coupon (every line), or the subscribers' saving (packages only).
 */

const DB = env.STEPWISE_DB;
const before = env.TEST_MIGRATIONS.filter((migration) => !/_order_line_price_rule$/.test(migration.name.replace(/\.sql$/, '')));

function order(reference: string, codes: { deal?: string; coupon?: string; discountCents: number }) {
  const at = Date.now();
  return DB.prepare(
    `insert into orders (id, reference, kind, status, subtotal_cents, shipping_cents, discount_cents, total_cents, shipping_id, provider,
       deal_code, coupon_code, paid_at, created_at)
     values (?, ?, 'cart', 'paid', 8998, 0, ?, ?, 'free-us', 'local', ?, ?, ?, ?)`,
  ).bind(reference, reference, codes.discountCents, 8998 - codes.discountCents, codes.deal ?? null, codes.coupon ?? null, at, at - 60_000);
}

const lines = (reference: string) => [
  DB.prepare(
    `insert into order_lines (order_id, product_id, name, unit_cents, quantity, total_cents) values (?, 'multivitamin', 'Daily Multivitamin', 2999, 1, 2999)`,
  ).bind(reference),
  DB.prepare(
    `insert into order_lines (order_id, deal_id, name, unit_cents, quantity, total_cents) values (?, 'starter', 'Starter Pack', 5999, 1, 5999)`,
  ).bind(reference),
];

describe('order lines from before members’ prices', () => {
  it('record the rule that priced them then, and the console shows it', async () => {
    expect(before.length).toBe(env.TEST_MIGRATIONS.length - 1);
    await applyD1Migrations(DB, before);
    await DB.batch([
      order('VG-OLD-DEAL', { deal: 'DEAL-OLD00001', discountCents: 2250 }),
      order('VG-OLD-COUPON', { coupon: 'OLDCOUPON', discountCents: 1800 }),
      order('VG-OLD-SUBSCRIBER', { discountCents: 600 }),
      order('VG-OLD-NONE', { discountCents: 0 }),
      ...['VG-OLD-DEAL', 'VG-OLD-COUPON', 'VG-OLD-SUBSCRIBER', 'VG-OLD-NONE'].flatMap(lines),
    ]);
    await applyD1Migrations(DB, env.TEST_MIGRATIONS);

    const rules = async (reference: string) => {
      const res = await consoleCallWith({ DB }, `/orders/${reference}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as AdminOrder).lines.map((line) => line.priceRule);
    };
    expect(await rules('VG-OLD-DEAL')).toEqual(['deal', 'deal']);
    expect(await rules('VG-OLD-COUPON')).toEqual(['coupon', 'coupon']);
    expect(await rules('VG-OLD-SUBSCRIBER')).toEqual(['regular', 'subscriber']);
    expect(await rules('VG-OLD-NONE')).toEqual(['regular', 'regular']);
  });
});
