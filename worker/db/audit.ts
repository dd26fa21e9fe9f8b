import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { auditLog } from './schema';

export type AuditEntry = typeof auditLog.$inferSelect;

export interface AuditRecord {
  operatorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  now: Date;
}

/** The audit row of an operator action, to run in the same batch as the action's own change. */
export function auditStatement(db: Db, record: AuditRecord) {
  return db.insert(auditLog).values({
    operatorEmail: record.operatorEmail,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? null,
    createdAt: record.now,
  });
}

/** Newest first, all of them or those about one target. */
export async function listAudit(db: Db, options: { limit: number; offset: number; target?: { type: string; id: string } }) {
  const where = options.target ? and(eq(auditLog.targetType, options.target.type), eq(auditLog.targetId, options.target.id)) : undefined;
  const [rows, [{ total }]] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
