import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { processedEvents } from './schema';

/** The row that marks a webhook event as applied; it goes in the same batch as the event's changes. */
export function recordProcessedEvent(db: Db, event: { id: string; type: string }) {
  return db.insert(processedEvents).values({ eventId: event.id, type: event.type });
}

export async function isEventProcessed(db: Db, eventId: string): Promise<boolean> {
  const row = await db.select({ eventId: processedEvents.eventId }).from(processedEvents).where(eq(processedEvents.eventId, eventId)).get();
  return row !== undefined;
}
