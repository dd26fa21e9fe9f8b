import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { SupportStatus } from '../../core/api/support';
import type { Db } from './client';
import { supportMessages, supportRequests } from './schema';

export type SupportRequest = typeof supportRequests.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;

export interface NewSupportRequest {
  id: string;
  email: string;
  language: string;
  userId: string | null;
  member: boolean;
  orderReference: string | null;
  subject: string;
  message: string;
  promisedBy: Date;
  now: Date;
}

/** The request and its first message, together or not at all. */
export async function insertSupportRequest(db: Db, request: NewSupportRequest): Promise<void> {
  const { message, now, ...row } = request;
  await db.batch([
    db.insert(supportRequests).values({ ...row, createdAt: now }),
    db.insert(supportMessages).values({ requestId: request.id, author: 'shopper', text: message, createdAt: now }),
  ]);
}

/** The console's inbox: members first, then the oldest first. 'open' lists every request not closed. */
export async function listSupportRequests(db: Db, status: SupportStatus | 'all' | undefined): Promise<SupportRequest[]> {
  const where =
    status === undefined ? ne(supportRequests.status, 'closed') : status === 'all' ? undefined : eq(supportRequests.status, status);
  return db
    .select()
    .from(supportRequests)
    .where(where)
    .orderBy(desc(supportRequests.member), asc(supportRequests.createdAt), asc(supportRequests.id))
    .limit(200);
}

export async function findSupportRequest(db: Db, id: string): Promise<SupportRequest | undefined> {
  return db.select().from(supportRequests).where(eq(supportRequests.id, id)).get();
}

export async function supportThread(db: Db, id: string): Promise<SupportMessage[]> {
  return db.select().from(supportMessages).where(eq(supportMessages.requestId, id)).orderBy(asc(supportMessages.id));
}

/** An operator's reply joins the thread and marks the request answered (reopening it if it was closed). */
export function supportReplyStatements(db: Db, id: string, operatorEmail: string, text: string, now: Date) {
  return [
    db.insert(supportMessages).values({ requestId: id, author: 'operator', operatorEmail, text, createdAt: now }),
    db.update(supportRequests).set({ status: 'answered', repliedAt: now, closedAt: null }).where(eq(supportRequests.id, id)),
  ] as const;
}

export function closeSupportRequestStatement(db: Db, id: string, now: Date) {
  return db
    .update(supportRequests)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(supportRequests.id, id), ne(supportRequests.status, 'closed')));
}

export async function findSupportMessage(db: Db, id: number): Promise<SupportMessage | undefined> {
  return db.select().from(supportMessages).where(eq(supportMessages.id, id)).get();
}
