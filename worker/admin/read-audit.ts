import type { Context } from 'hono';
import { auditStatement } from '../db/audit';
import type { AppEnv } from '../lib/app-env';
import type { Operator } from '../lib/app-env';

/**
 * Reads that look a person up or show one are audited like changes (who, what, on what, when), before the
 * answer leaves: a search by e-mail or name, an order's or an account's page. Paging through a list
 * without a search is not a look-up and is not recorded. Exports record themselves (subscribers-csv.ts,
 * shipping-queue.ts).
 */
export async function auditRead(
  c: Context<AppEnv>,
  operator: Operator,
  read: { action: string; targetType: string; targetId: string; details?: Record<string, unknown> },
) {
  await auditStatement(c.get('db'), { operatorEmail: operator.email, ...read, now: new Date(Date.now()) });
}

/** An order reference, or the start of one: finding an order by it names nobody. */
const ORDER_REFERENCE = /^VG-[0-9A-Z-]*$/i;

/** A list searched for `q` (the orders, the shipping queue, subscribers…), unless there is no search or it is an order reference. */
export async function auditSearch(c: Context<AppEnv>, operator: Operator, list: string, q: string | undefined) {
  if (!q || ORDER_REFERENCE.test(q)) return;
  await auditRead(c, operator, { action: `${list}.search`, targetType: list, targetId: 'search', details: { q } });
}
