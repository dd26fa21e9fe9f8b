import { auditStatement } from '../db/audit';
import type { Db } from '../db/client';
import { couponStatusOf } from '../db/coupons';
import { subscribersAfter } from '../db/console/subscribers';
import { csvLine as line } from '../lib/csv';
import type { Operator } from '../lib/app-env';

/** Rows read per D1 query: the export never holds the whole list in memory. */
const SLICE = 500;

/**
 * GET /api/admin/subscribers.csv: every subscriber, streamed slice by slice in id order, with when each
 * confirmed its address (a mailing sent from elsewhere goes only to confirmed, still subscribed rows).
 * Taking the list out of the shop is recorded in the audit log before the first byte.
 */
export async function subscribersCsv(db: Db, operator: Operator, now: Date): Promise<Response> {
  await auditStatement(db, {
    operatorEmail: operator.email,
    action: 'subscribers.export',
    targetType: 'subscribers',
    targetId: 'all',
    now,
  });
  const encoder = new TextEncoder();
  let afterId = 0;
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(line(['email', 'language', 'coupon', 'subscribed_at', 'unsubscribed_at', 'confirmed_at'])));
        return;
      }
      const rows = await subscribersAfter(db, afterId, SLICE);
      for (const row of rows) {
        controller.enqueue(
          encoder.encode(
            line([
              row.email,
              row.language,
              couponStatusOf(row),
              row.createdAt.toISOString(),
              row.unsubscribedAt?.toISOString() ?? '',
              row.confirmedAt?.toISOString() ?? '',
            ]),
          ),
        );
      }
      if (rows.length < SLICE) controller.close();
      else afterId = rows[rows.length - 1].id;
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="vitaglow-subscribers-${day}.csv"` },
  });
}
