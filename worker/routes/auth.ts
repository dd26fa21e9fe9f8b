import { Hono } from 'hono';
import { DEFAULT_LANGUAGE, isLanguage } from '../../core/language';
import { mailboxOf, validateEmail, validatePassword, validateSignin, validateSignup } from '../../core/validation';
import { clearSessionCookie } from '../auth/cookies';
import { currentSigninLink, issueLink } from '../auth/links';
import { UNMATCHABLE_HASH, hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { endSession, rotateCurrentSession, startSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { consumeResetToken, consumeSigninToken, consumeVerifyToken, findTokenOwner, voidResetTokens } from '../db/auth-tokens';
import type { Db } from '../db/client';
import { findMembershipByUser, isMember } from '../db/memberships';
import { isSubscribed } from '../db/subscribers';
import { type User, findUserByEmail, findUserById, insertUser, updatePasswordHash } from '../db/users';
import { recordEvent } from '../analytics/events';
import { countAttempt, takeAttempt } from '../lib/attempt-limits';
import { clientAddress } from '../lib/client-address';
import { clientLimit } from '../lib/client-limits';
import { publicOrigin } from '../lib/env';
import { type PublicUser, type SessionAnswer, forgotBody, resetBody, signinBody, signupBody, tokenBody } from '../../core/api/auth';
import type { Language } from '../../core/language';
import type { InputErrorCode } from '../../core/api/errors';
import { ApiError } from '../lib/errors';
import { sendEmail } from '../mail/send';
import { authEmail } from '../mail/templates/account';
import { currentSession } from '../auth/current-session';
import { validate } from '../middleware/validate';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env';

const publicUser = (user: User): PublicUser => ({ id: user.id, email: user.email, name: user.name });
/** What the cart prices by: a newsletter subscriber saves on packages, a member pays members' prices. */
type Standing = Pick<NonNullable<SessionAnswer['user']>, 'newsletterSubscriber' | 'member'>;

async function standingOf(db: Db, user: User): Promise<Standing> {
  const [newsletterSubscriber, membership] = await Promise.all([isSubscribed(db, user.email), findMembershipByUser(db, user.id)]);
  return { newsletterSubscriber, member: isMember(membership) };
}

/** The signed-in shopper as the storefront sees them, with what their cart is priced by. */
const sessionAnswer = (user: User, standing: Standing, expiresAt: Date): SessionAnswer => ({
  user: { ...publicUser(user), newsletterSubscriber: standing.newsletterSubscriber, member: standing.member },
  expiresAt: expiresAt.toISOString(),
});

const invalid = (code: InputErrorCode) => new ApiError(400, code, 'Invalid input');
const invalidToken = () => new ApiError(400, 'invalid_token', 'This link is invalid, used or expired');

const languageOf = (user: User): Language => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

/**
 * While an account's ceiling on failed sign-ins holds, whoever tries to sign in to it is answered alike; the
 * account's owner (a verified account) is mailed its one sign-in link (auth/links.ts currentSigninLink). A new
 * link is always mailed (at most one per SIGNIN_TOKEN_TTL_MS - SIGNIN_LINK_MIN_LIFE_MS); the live one is mailed
 * again at most SIGNIN_LINK_LIMIT times a window, and the e-mails already sent hold that same link. So others'
 * requests cannot use up what the owner needs, and the mailbox is not flooded.
 */
async function mailSigninLink(c: Context<AppEnv>, email: string, language: Language | undefined): Promise<void> {
  const user = await findUserByEmail(c.get('db'), email);
  if (!user?.emailVerifiedAt) return;
  const origin = publicOrigin(c.env, c.req.url);
  const mailLanguage = language ?? languageOf(user);
  const current = await currentSigninLink(c, user.id, origin, mailLanguage);
  if (!current || (!current.fresh && !(await countAttempt(c, 'signinLink', user.id)).counted)) return;
  await sendEmail(c, authEmail('signin_link', mailLanguage, user, current.link));
}

/**
 * Runs a sign-in or sign-up attempt and records its outcome ('success' or the refusal's code) as an
 * analytics event, without personal data (see worker/analytics/events). Every path records exactly one event.
 */
async function tracked(db: Db, name: 'signin' | 'signup', email: string, attempt: () => Promise<Response>): Promise<Response> {
  try {
    const response = await attempt();
    await recordEvent(db, name, 'success', email);
    return response;
  } catch (err) {
    await recordEvent(db, name, err instanceof ApiError ? err.code : 'error', email);
    throw err;
  }
}

/**
 * Accounts (docs/behaviour.md, docs/security-and-limits.md). Every answer is a stable code; the browser words it.
 * - POST /signup { email, password, name, language? } → 201 { user }; 400 validation code, 409 user_exists, 429 rate_limited
 * - POST /verify { token } → { ok }; 400 invalid_token
 * - POST /signin { email, password, language? } → { user, expiresAt } + session cookie; 401 invalid_credentials,
 *   403 email_not_confirmed, 429 rate_limited (this client's five), 429 signin_link_sent (the account's ceiling)
 * - POST /sign-in-link { token } → { user, expiresAt } + session cookie; 400 invalid_token
 * - POST /signout → { ok } (revokes the session, clears the cookie)
 * - GET /session → { user | null, expiresAt | null }
 * - POST /refresh → { user, expiresAt } with a rotated token; 401 unauthenticated
 * - POST /forgot { email, language? } → { ok } whether or not the account exists
 * - POST /reset { token, password } → { user, expiresAt }: every other session revoked, this browser signed in
 */
export const auth = new Hono<AppEnv>()
  .post('/signup', clientLimit('signup'), validate('json', signupBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    return tracked(db, 'signup', body.email, async () => {
      // The form checks the confirmation field; the API receives the one password.
      const checked = validateSignup({ ...body, confirmPassword: body.password });
      if (!checked.ok) throw invalid(checked.code);
      const { email, password, name } = checked.value;
      const origin = publicOrigin(c.env, c.req.url);
      // Counted per mailbox: `me+1@`, `m.e@gmail.com` and `me@gmail.com` fill one inbox.
      const mailbox = mailboxOf(email);
      await takeAttempt(c, 'signup', mailbox);

      const exists = () => new ApiError(409, 'user_exists', 'An account with this e-mail already exists');
      if (await findUserByEmail(db, email)) throw exists();
      const verification = await takeAttempt(c, 'verifyMail', mailbox);
      const user: User = {
        id: crypto.randomUUID(),
        email,
        name,
        passwordHash: await hashPassword(password),
        language: body.language,
        emailVerifiedAt: null,
        stripeCustomerId: null,
        createdAt: new Date(Date.now()),
      };
      if (!(await insertUser(db, user))) {
        await verification.release();
        throw exists();
      }

      const link = await issueLink(c, user.id, 'verify', origin, body.language);
      await sendEmail(c, authEmail('verify', body.language, user, link));
      return c.json({ user: publicUser(user) }, 201);
    });
  })

  .post('/verify', clientLimit('verify'), validate('json', tokenBody), async (c) => {
    const { token } = c.req.valid('json');
    const userId = await consumeVerifyToken(c.get('db'), await hashToken(token), new Date(Date.now()));
    if (!userId) throw invalidToken();
    return c.json({ ok: true });
  })

  .post('/signin', clientLimit('signin'), validate('json', signinBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    return tracked(db, 'signin', body.email, async () => {
      const checked = validateSignin(body);
      if (!checked.ok) throw invalid(checked.code);
      const { email, password } = checked.value;
      // The owner's own tries (5 in 15 minutes) count per client; each is counted before its password
      // is checked, so a burst of parallel guesses cannot all read a count of zero.
      const here = await takeAttempt(c, 'signin', `${email}\n${clientAddress(c)}`);
      const everywhere = await countAttempt(c, 'signinAccount', email);
      if (!everywhere.counted) {
        // The account's ceiling on failures holds: no password is checked, the owner is let in by e-mail.
        await here.release();
        await mailSigninLink(c, email, body.language);
        throw new ApiError(429, 'signin_link_sent', 'Too many failed sign-ins on this account', {
          retryAfter: Math.ceil(everywhere.retryAfterMs / 1000),
        });
      }

      // An unknown e-mail still pays for one full password check, so its answer takes as long as a wrong password's.
      const user = await findUserByEmail(db, email);
      const matches = await verifyPassword(password, user?.passwordHash ?? UNMATCHABLE_HASH);
      if (!user || !matches) throw new ApiError(401, 'invalid_credentials', 'Invalid e-mail or password');
      // The right password is no failure: it does not count towards the account's ceiling, and this client starts afresh.
      await everywhere.attempt.release();
      await here.clear();
      if (!user.emailVerifiedAt) throw new ApiError(403, 'email_not_confirmed', 'Confirm the e-mail address first');

      // The password is known again: a reset link still in a mailbox must not change it.
      await voidResetTokens(db, user.id, new Date(Date.now()));
      if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(password));
      const expiresAt = await startSession(c, user.id);
      return c.json(sessionAnswer(user, await standingOf(db, user), expiresAt));
    });
  })

  .post('/sign-in-link', clientLimit('sign-in-link'), validate('json', tokenBody), async (c) => {
    const db = c.get('db');
    const userId = await consumeSigninToken(db, await hashToken(c.req.valid('json').token), new Date(Date.now()));
    const user = userId && (await findUserById(db, userId));
    if (!user) throw invalidToken();
    const expiresAt = await startSession(c, user.id);
    return c.json(sessionAnswer(user, await standingOf(db, user), expiresAt));
  })

  .post('/signout', async (c) => {
    await endSession(c);
    return c.json({ ok: true });
  })

  .get('/session', async (c) => {
    const session = await currentSession(c);
    return c.json(session ? sessionAnswer(session.user, session, session.expiresAt) : { user: null, expiresAt: null });
  })

  .post('/refresh', async (c) => {
    const session = await currentSession(c);
    const expiresAt = session && (await rotateCurrentSession(c, session));
    if (!session || !expiresAt) {
      clearSessionCookie(c);
      throw new ApiError(401, 'unauthenticated', 'No live session to refresh');
    }
    return c.json(sessionAnswer(session.user, session, expiresAt));
  })

  .post('/forgot', clientLimit('forgot'), validate('json', forgotBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const checked = validateEmail(body.email);
    if (!checked.ok) throw invalid(checked.code);
    const origin = publicOrigin(c.env, c.req.url);
    const user = await findUserByEmail(db, checked.value);
    if (user && (await countAttempt(c, 'resetMail', user.id)).counted) {
      const mailLanguage = body.language ?? languageOf(user);
      const link = await issueLink(c, user.id, 'reset', origin, mailLanguage);
      await sendEmail(c, authEmail('reset', mailLanguage, user, link));
    }
    return c.json({ ok: true });
  })

  .post('/reset', clientLimit('reset'), validate('json', resetBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const password = validatePassword(body.password);
    if (!password.ok) throw invalid(password.code);
    const tokenHash = await hashToken(body.token);
    const now = new Date(Date.now());
    // Checked first so a forged token costs no password hashing; the batch below checks again, atomically.
    if (!(await findTokenOwner(db, tokenHash, 'reset', now))) throw invalidToken();
    const userId = await consumeResetToken(db, tokenHash, await hashPassword(password.value), now);
    const user = userId && (await findUserById(db, userId));
    if (!user) throw invalidToken();
    const expiresAt = await startSession(c, user.id);
    return c.json(sessionAnswer(user, await standingOf(db, user), expiresAt));
  });
