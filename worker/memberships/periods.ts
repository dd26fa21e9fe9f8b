import type { PlanId } from '../../core/plans';

/** The end of a billing period that starts at `start`: one calendar month or one year later (UTC). */
export function periodEnd(plan: PlanId, start: Date): Date {
  const end = new Date(start);
  if (plan === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  // 31 January + 1 month would roll into March: stop at the last day of the shorter month instead.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}
