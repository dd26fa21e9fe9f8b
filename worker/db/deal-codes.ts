import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { dealCodes } from './schema';

/** Unused codes are kept a day past their expiry (a late checkout still gets a precise error), then purged. */
const PURGE_AFTER_MS = 24 * 60 * 60_000;

export interface NewDealCode {
  code: string;
  percentOff: number;
  expiresAt: Date;
}

/** Stores a freshly issued code, clearing out long-expired unused ones in the same batch. */
export async function insertDealCode(db: Db, deal: NewDealCode, now: Date): Promise<void> {
  await db.batch([
    db
      .delete(dealCodes)
      .where(and(isNull(dealCodes.usedByOrderId), lt(dealCodes.expiresAt, new Date(now.getTime() - PURGE_AFTER_MS)))),
    db.insert(dealCodes).values(deal),
  ]);
}

/**
 * Claims a live, unused code for an order. The claim is the WHERE clause itself, so of two checkouts
 * racing for one code exactly one gets a row back.
 */
export function reserveDealCode(db: Db, code: string, orderId: string, now: Date) {
  return db
    .update(dealCodes)
    .set({ usedByOrderId: orderId, usedAt: now })
    .where(and(eq(dealCodes.code, code), isNull(dealCodes.usedByOrderId), gt(dealCodes.expiresAt, now)))
    .returning({ code: dealCodes.code });
}

/** True once `reserveDealCode` has given the code to this order (checked later in the same batch). */
export function dealCodeHeldBy(code: string, orderId: string): SQL {
  return sql`exists (select 1 from ${dealCodes} where ${dealCodes.code} = ${code} and ${dealCodes.usedByOrderId} = ${orderId})`;
}

export type DealCodeProblem = 'invalid_deal_code' | 'deal_code_expired' | 'deal_code_used';

/** Why a code could not be reserved, for the 400 the shopper sees. */
export async function dealCodeProblem(db: Db, code: string, now: Date): Promise<DealCodeProblem> {
  const row = await db.query.dealCodes.findFirst({ where: eq(dealCodes.code, code) });
  if (!row) return 'invalid_deal_code';
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
