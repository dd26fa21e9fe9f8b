import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { dealCodes } from './schema';

/** Unused codes are kept a day past their expiry (a late checkout still gets a precise error), then purged. */
const PURGE_AFTER_MS = 24 * 60 * 60_000;

export interface NewDealCode {
  code: string;
  percentOff: number;
  expiresAt: Date;
  clientKey: string;
}

export type DealCode = typeof dealCodes.$inferSelect;

/** A code of this client's that is neither used nor expired. */
const openFor = (clientKey: string, now: Date) =>
  and(eq(dealCodes.clientKey, clientKey), isNull(dealCodes.usedByOrderId), gt(dealCodes.expiresAt, now));

/**
 * Issues `deal` unless its client already holds an open code, and answers the client's open code (the
 * new one, or the one it had): one open code per client per validity window, however often it asks. The
 * check and the insert are one statement, so two simultaneous requests cannot both issue. Long-expired
 * unused codes are cleared in the same batch.
 */
export async function issueDealCode(db: Db, deal: NewDealCode, now: Date): Promise<DealCode> {
  const [, , open] = await db.batch([
    db.delete(dealCodes).where(and(isNull(dealCodes.usedByOrderId), lt(dealCodes.expiresAt, new Date(now.getTime() - PURGE_AFTER_MS)))),
    // Columns in table order: code, percent_off, expires_at, used_by_order_id, used_at, created_at, client_key.
    db.insert(dealCodes).select(
      sql`select ${deal.code}, ${deal.percentOff}, ${deal.expiresAt.getTime()}, null, null, ${now.getTime()}, ${deal.clientKey}
          where not exists (select 1 from ${dealCodes} where ${openFor(deal.clientKey, now)})`,
    ),
    db.select().from(dealCodes).where(openFor(deal.clientKey, now)).orderBy(desc(dealCodes.createdAt)).limit(1),
  ]);
  return open[0];
}

/**
 * Claims a live, unused code of this client's for an order (and only if `onlyIf` holds: the order's stock).
 * The claim is the WHERE clause itself, so of two checkouts racing for one code exactly one gets a row back.
 */
export function reserveDealCode(db: Db, code: string, orderId: string, now: Date, clientKey: string, onlyIf?: SQL) {
  return db
    .update(dealCodes)
    .set({ usedByOrderId: orderId, usedAt: now })
    .where(
      and(
        eq(dealCodes.code, code),
        eq(dealCodes.clientKey, clientKey),
        isNull(dealCodes.usedByOrderId),
        gt(dealCodes.expiresAt, now),
        onlyIf,
      ),
    )
    .returning({ code: dealCodes.code });
}

/** True once `reserveDealCode` has given the code to this order (checked later in the same batch). */
export function dealCodeHeldBy(code: string, orderId: string): SQL {
  return sql`exists (select 1 from ${dealCodes} where ${dealCodes.code} = ${code} and ${dealCodes.usedByOrderId} = ${orderId})`;
}

export type DealCodeProblem = 'invalid_deal_code' | 'deal_code_expired' | 'deal_code_used' | 'deal_code_not_yours';

/** Why a code could not be reserved, for the 400 the shopper sees. */
export async function dealCodeProblem(db: Db, code: string, now: Date, clientKey: string): Promise<DealCodeProblem> {
  const row = await db.select().from(dealCodes).where(eq(dealCodes.code, code)).get();
  if (!row) return 'invalid_deal_code';
  if (row.clientKey !== clientKey) return 'deal_code_not_yours';
  if (row.usedByOrderId !== null) return 'deal_code_used';
  return row.expiresAt.getTime() <= now.getTime() ? 'deal_code_expired' : 'deal_code_used';
}

/** Gives an order's code back, when `condition` holds (the order ended unpaid). */
export function releaseDealCode(db: Db, orderId: string, condition: SQL) {
  return db
    .update(dealCodes)
    .set({ usedByOrderId: null, usedAt: null })
    .where(and(eq(dealCodes.usedByOrderId, orderId), condition));
}
