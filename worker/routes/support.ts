import { Hono } from 'hono';
import { supportRequestBody } from '../../core/api/support';
import { promisedReplyBy, validateSupportRequest } from '../../core/support';
import { currentSession } from '../auth/current-session';
import { findMembershipByUser, isMember } from '../db/memberships';
import { insertSupportRequest } from '../db/support';
import { clientLimit } from '../lib/client-limits';
import { ApiError } from '../lib/errors';
import { queueEmail } from '../mail/queue';
import { supportReceivedEmail } from '../mail/templates/support';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

/**
 * POST /api/support { email, orderReference?, subject, message, language } → 201 { id, member, promisedBy }:
 * the footer's contact form. The request and its message are stored, the sender is e-mailed a confirmation in
 * the form's language, and it waits in the console's Support inbox.
 *
 * A request is a member's when it is sent signed in to an account whose membership stands (active or
 * past due): typing a member's address without signing in does not count, since anyone can type any address.
 * It is then marked, listed first and promised an answer within support hours; others within 24 hours on
 * business days (core/support.ts).
 *
 * Errors: 400 with the form's own code (email_required, email_invalid, email_length, subject_required,
 * subject_too_long, message_required, message_too_long, order_reference_invalid, invalid_characters) and
 * nothing stored; 429 rate_limited per client (CLIENT_BURST_STRICT, as the newsletter form).
 */
export const support = new Hono<AppEnv>().post('/', clientLimit('support'), validate('json', supportRequestBody), async (c) => {
  const body = c.req.valid('json');
  const checked = validateSupportRequest(body);
  if (!checked.ok) throw new ApiError(400, checked.code, 'The support request was refused');
  const request = checked.value;

  const db = c.get('db');
  const session = await currentSession(c);
  const member = session ? isMember(await findMembershipByUser(db, session.user.id)) : false;
  const now = new Date(Date.now());
  const id = crypto.randomUUID();
  const promisedBy = promisedReplyBy(now, member);
  await insertSupportRequest(db, {
    id,
    ...request,
    language: body.language,
    userId: session?.user.id ?? null,
    member,
    promisedBy,
    now,
  });
  const confirmation = supportReceivedEmail({ ...request, language: body.language, member, promisedBy });
  try {
    await queueEmail({ db, queue: c.env.EMAIL_QUEUE }, confirmation, { dedupeKey: `support_received:${id}` });
  } catch (error) {
    // The request is stored and in the inbox either way; only the confirmation is missing.
    c.get('log').error('support confirmation could not be queued', { requestId: id, error });
  }
  return c.json({ id, member, promisedBy: promisedBy.toISOString() }, 201);
});
