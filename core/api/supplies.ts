import * as z from 'zod';
import type { Suggestion, Supply } from '../supplies';

/** GET /api/account/supplies: a member's supplies and suggestions (core/supplies.ts); a non-member gets neither. */
export type SuppliesAnswer = { member: false } | { member: true; remindersOn: boolean; supplies: Supply[]; suggestions: Suggestion[] };

/** PUT /api/account/supply-reminders: the /account switch. */
export const supplyRemindersBody = z.strictObject({ on: z.boolean() });
