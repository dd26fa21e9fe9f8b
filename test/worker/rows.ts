import { env } from 'cloudflare:workers';
import type { Table } from 'drizzle-orm';
import type * as schema from '../../worker/db/schema';

type Columns<T extends Table> = T['_']['columns'];

/**
 * A row of `T` as raw SQL through env.DB returns it: keyed by the column names of the worker's schema,
 * with the values D1 stores (timestamps and flags as numbers, JSON as text). Tests type the rows they
 * read by this rather than by repeating the columns by hand.
 */
export type RowOf<T extends Table> = {
  [K in keyof Columns<T> as Columns<T>[K]['_']['name']]:
    Columns<T>[K]['_']['driverParam'] | (Columns<T>[K]['_']['notNull'] extends true ? never : null);
};

export type OrderRow = RowOf<typeof schema.orders>;
export type DealCodeRow = RowOf<typeof schema.dealCodes>;
export type SubscriberRow = RowOf<typeof schema.emailSubscribers>;
export type MembershipRow = RowOf<typeof schema.memberships>;
export type DeliveryRow = RowOf<typeof schema.emailDeliveries>;

/** `select count(*) from <from>`, e.g. countOf('users where email = ?', email). */
export async function countOf(from: string, ...params: unknown[]): Promise<number> {
  return (await env.DB.prepare(`select count(*) as n from ${from}`)
    .bind(...params)
    .first<{ n: number }>())!.n;
}
