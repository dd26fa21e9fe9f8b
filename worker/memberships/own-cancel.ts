import { type Language, languageOf } from '../../core/language';
import { localisedPath } from '../../core/pages';
import type { Db } from '../db/client';
import { type Membership, findMembershipByUser, isMember } from '../db/memberships';
import type { User } from '../db/users';
import { ApiError } from '../lib/errors';
import type { Logger } from '../lib/log';
import { type EmailJob, queueEmail } from '../mail/queue';
import { membershipEmail } from '../mail/templates/membership';
import { cancelAtPeriodEndStatement, setStripeCancelAtPeriodEnd } from './cancel-at-period-end';

export interface OwnMembershipDeps {
  db: Db;
  env: Env;
  queue: Queue<EmailJob>;
  /** The shop's public origin, for the e-mail's link to /account. */
  origin: string;
  log: Logger;
}

/**
 * The member's own "Cancel membership" (`cancel`: true) or "Resume membership" (false) in /account: the
 * membership ends, or no longer ends, with the period already paid for; until then it stays a membership with
 * every perk. With Stripe, the subscription changes first (a failure changes nothing here); then the row, and
 * one e-mail says until when the perks last or that the membership continues. Refused with 409:
 * `no_membership` without a running membership, `already_cancelled` / `not_cancelled` when it is
 * already as asked. Returns the membership as it now stands.
 */
export async function setOwnCancelAtPeriodEnd(deps: OwnMembershipDeps, user: User, cancel: boolean): Promise<Membership> {
  const membership = await findMembershipByUser(deps.db, user.id);
  if (!membership || !isMember(membership) || !membership.providerSubscriptionId)
    throw new ApiError(409, 'no_membership', 'There is no running membership on this account');
  if (membership.cancelAtPeriodEnd === cancel)
    throw cancel
      ? new ApiError(409, 'already_cancelled', 'This membership already ends with its period')
      : new ApiError(409, 'not_cancelled', 'This membership is not cancelled');
  const now = new Date(Date.now());
  const stripePeriodEnd =
    membership.provider === 'stripe' ? await setStripeCancelAtPeriodEnd(deps.env, membership.providerSubscriptionId, cancel) : null;
  await cancelAtPeriodEndStatement(deps.db, membership, cancel, now, stripePeriodEnd);
  const changed = (await findMembershipByUser(deps.db, user.id)) ?? membership;
  await confirmByEmail(deps, user, membership, changed, cancel);
  return changed;
}

/**
 * One e-mail per action: the key names the membership as it stood before the change, so two clicks that
 * raced past the check above share it, and a later cancellation (after a resume changed the row) gets its own.
 * The change stands if the queue refuses the e-mail; that is logged.
 */
async function confirmByEmail(deps: OwnMembershipDeps, user: User, before: Membership, after: Membership, cancel: boolean) {
  const periodEnd = after.currentPeriodEnd;
  if (!periodEnd) {
    deps.log.warn('membership has no known period end: no confirmation e-mail', { membershipId: after.id });
    return;
  }
  const kind = cancel ? 'membership_cancel' : 'membership_resume';
  const language: Language = languageOf(user.language);
  const message = membershipEmail(kind, language, user.email, periodEnd, deps.origin + localisedPath('/account', language));
  try {
    await queueEmail(deps, message, { dedupeKey: `${kind}:${before.id}:${before.updatedAt?.getTime() ?? 0}` });
  } catch (error) {
    deps.log.error('membership confirmation e-mail not queued', { membershipId: after.id, kind, error: String(error) });
  }
}
