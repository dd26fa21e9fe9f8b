import { Hono } from 'hono';
import { deleteAccountBody } from '../../core/api/auth';
import { reviewInvitationsBody } from '../../core/api/reviews';
import { type SuppliesAnswer, supplyRemindersBody } from '../../core/api/supplies';
import { activeCatalogue } from '../../core/catalogue-scope';
import { boughtProductIds, suggestionsFor, suppliesOf } from '../../core/supplies';
import { verifyPassword } from '../auth/password';
import { clearSessionCookie } from '../auth/cookies';
import { accountData, deleteAccount } from '../db/account-data';
import { findMembershipByUser, isMember } from '../db/memberships';
import { boughtLinesOf, remindersOn, setRemindersOn } from '../db/supplies';
import { reviewInvitationsOn, setReviewInvitationsOn } from '../db/review-links';
import { ApiError } from '../lib/errors';
import { takeAttempt } from '../lib/attempt-limits';
import { requireUser } from '../auth/current-session';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

/**
 * The signed-in shopper's data rights (worker/db/account-data.ts).
 * GET /api/account/export → 200, the JSON of their data as a download. 401 unauthenticated.
 * POST /api/account/delete { password } → 200 { deleted: true }, session cookie cleared.
 * Errors: 400 invalid_request, 401 unauthenticated, 403 wrong_password (5 tries per 15 minutes per account,
 * counted before the password is checked, so a borrowed session cannot be used to guess it), 409
 * membership_active (a membership still renews: cancel it first, or the card keeps being charged),
 * 429 rate_limited.
 * GET /api/account/supplies → 200 core/api/supplies.ts SuppliesAnswer: a member's supplies bought, when each runs
 * out, and suggestions (core/supplies.ts); a non-member { member: false }. 401 unauthenticated.
 * POST /api/account/supply-reminders { on } → 200 { remindersOn }: the member's reminder switch. 401 unauthenticated.
 * GET /api/account/review-invitations → 200 { on }, PUT { on } → 200 { on }: whether orders' invitations to review
 * are sent to the account's address (kept by address, as the invitation's own opt-out link keeps it). 401 unauthenticated.
 */
export const account = new Hono<AppEnv>()
  .get('/supplies', async (c) => {
    const user = await requireUser(c);
    const db = c.get('db');
    c.header('Cache-Control', 'no-store');
    if (!isMember(await findMembershipByUser(db, user.id))) return c.json<SuppliesAnswer>({ member: false });
    const catalogue = activeCatalogue();
    const [lines, on] = await Promise.all([boughtLinesOf(db, user.id), remindersOn(db, user.id)]);
    const suggestions = suggestionsFor(catalogue, boughtProductIds(catalogue, lines));
    return c.json<SuppliesAnswer>({ member: true, remindersOn: on, supplies: suppliesOf(catalogue, lines), suggestions });
  })

  .post('/supply-reminders', validate('json', supplyRemindersBody), async (c) => {
    const user = await requireUser(c);
    const { on } = c.req.valid('json');
    await setRemindersOn(c.get('db'), user.id, on);
    return c.json({ remindersOn: on });
  })

  .get('/review-invitations', async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ on: await reviewInvitationsOn(c.get('db'), user.email) });
  })

  .put('/review-invitations', validate('json', reviewInvitationsBody), async (c) => {
    const user = await requireUser(c);
    const { on } = c.req.valid('json');
    await setReviewInvitationsOn(c.get('db'), user.email, on);
    return c.json({ on });
  })

  .get('/export', async (c) => {
    const user = await requireUser(c);
    const data = await accountData(c.get('db'), user);
    c.header('Content-Disposition', 'attachment; filename="vitaglow-my-data.json"');
    c.header('Cache-Control', 'no-store');
    return c.json({ exportedAt: new Date(Date.now()).toISOString(), ...data });
  })

  .post('/delete', validate('json', deleteAccountBody), async (c) => {
    const user = await requireUser(c);
    const db = c.get('db');
    await takeAttempt(c, 'deleteAccount', user.id);
    if (!(await verifyPassword(c.req.valid('json').password, user.passwordHash))) {
      throw new ApiError(403, 'wrong_password', 'Wrong password');
    }
    const membership = await findMembershipByUser(db, user.id);
    if (isMember(membership) && !membership?.cancelAtPeriodEnd) {
      throw new ApiError(409, 'membership_active', 'Cancel the membership before deleting the account');
    }
    await deleteAccount(db, user);
    clearSessionCookie(c);
    c.get('log').info('account deleted at its owner’s request', { userId: user.id });
    return c.json({ deleted: true });
  });
