import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { insertWhere } from './orders';
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

const auditRow = (record: AuditRecord) => ({
  operatorEmail: record.operatorEmail,
  action: record.action,
  targetType: record.targetType,
  targetId: record.targetId,
  details: record.details ?? null,
  createdAt: record.now,
});

/** The audit row of an operator action, to run in the same batch as the action's own change. */
export function auditStatement(db: Db, record: AuditRecord) {
  return db.insert(auditLog).values(auditRow(record));
}

/** The same, written only if the statement just before it in the batch changed a row (a change that raced another). */
export function auditStatementIfChanged(db: Db, record: AuditRecord) {
  return insertWhere(db, auditLog, auditRow(record), sql`changes() > 0`);
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
