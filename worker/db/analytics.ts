import type { Db } from './client';
import { analyticsEvents } from './schema';

export async function insertAnalyticsEvent(db: Db, event: { name: string; outcome: string; subjectHash: string | null }): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
