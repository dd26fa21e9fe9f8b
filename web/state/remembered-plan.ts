/** Where a signed-out shopper's chosen plan waits for their sign-in (./membership.ts), for this tab only. */
export const REMEMBERED_PLAN_KEY = 'vitaglow-remembered-plan';

/**
 * Whether a plan may be waiting: the layout loads the membership code for a signed-in shopper only then. Where the
 * tab's storage is refused, the plan waits in memory, in that code, which the plan card has then loaded.
 */
export function planMayBeRemembered(): boolean {
  try {
    return sessionStorage.getItem(REMEMBERED_PLAN_KEY) !== null;
  } catch {
    return true;
  }
}
