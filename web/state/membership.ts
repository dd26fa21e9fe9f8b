import type { PlanId } from '../../core/plans';

/** Slot (accounts issue): starts a membership, asking the shopper to sign in first when needed. */
export function useStartMembership(): { start(plan: PlanId): void; pendingPlan: PlanId | null } {
  return { start: () => {}, pendingPlan: null };
}
