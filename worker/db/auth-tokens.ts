import { and, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { authTokens, sessions, users } from './schema';

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

export async function insertAuthToken(db: Db, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

/** The user's unused sign-in links still live at `liveAt`. */
const liveSigninLinks = (userId: string, liveAt: Date) =>
  and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'signin'), isNull(authTokens.usedAt), gt(authTokens.expiresAt, liveAt));

/** When the user's newest unused sign-in link still live at `liveAt` was made, if there is one. */
export async function liveSigninLinkMadeAt(db: Db, userId: string, liveAt: Date): Promise<Date | null> {
  const row = await db
    .select({ createdAt: authTokens.createdAt })
    .from(authTokens)
    .where(liveSigninLinks(userId, liveAt))
    .orderBy(desc(authTokens.createdAt))
    .get();
  return row?.createdAt ?? null;
}

/**
 * Stores a new sign-in link only if the user has none live at `liveAt`, in one statement, so of parallel
 * requests one makes the link and the others send it. Whether this one was stored.
 */
export async function insertSigninLinkUnlessLive(
  db: Db,
  row: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
  liveAt: Date,
): Promise<boolean> {
  const live = db
    .select({ one: sql`1` })
    .from(authTokens)
    .where(liveSigninLinks(row.userId, liveAt));
  const inserted = await db
    .insert(authTokens)
    .select(
      sql`select ${row.tokenHash}, ${row.userId}, 'signin', ${row.expiresAt.getTime()}, null, ${row.createdAt.getTime()} where not exists ${live}`,
    )
    .onConflictDoNothing()
    .returning({ tokenHash: authTokens.tokenHash });
  return inserted.length > 0;
}

/** Links e-mailed to a user since `since`, to cap how many reset mails one address can trigger. */
export async function countTokensSince(db: Db, userId: string, purpose: AuthTokenPurpose, since: Date): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), gte(authTokens.createdAt, since)))
    .get();
  return row?.n ?? 0;
}

const usable = (tokenHash: string, purpose: AuthTokenPurpose, now: Date) =>
  and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now));

const ownerOf = (db: Db, tokenHash: string, purpose: AuthTokenPurpose, now: Date) =>
  db
    .select({ id: authTokens.userId })
    .from(authTokens)
    .where(usable(tokenHash, purpose, now));

/** The user a live, unused token of this purpose belongs to, without spending it. */
export async function findTokenOwner(db: Db, tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<string | null> {
  const row = await ownerOf(db, tokenHash, purpose, now).get();
  return row?.id ?? null;
}

/**
 * Spends a verification token and marks its user's e-mail verified, in one transaction. Returns the
 * user id, or null for an unknown, used or expired token (which then changes nothing).
 */
export async function consumeVerifyToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [, spent] = await db.batch([
    db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})` })
      .where(inArray(users.id, ownerOf(db, tokenHash, 'verify', now))),
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(usable(tokenHash, 'verify', now))
      .returning({ userId: authTokens.userId }),
  ]);
  return spent[0]?.userId ?? null;
}

/**
 * Spends a reset token: sets the new password hash, revokes every session of the user, marks the e-mail
 * verified (the link proved the mailbox) and voids the user's other unused reset links (an older e-mail
 * must not reset the new password), in one transaction. Returns the user id or null.
 */
export async function consumeResetToken(db: Db, tokenHash: string, passwordHash: string, now: Date): Promise<string | null> {
  const owner = ownerOf(db, tokenHash, 'reset', now);
  const [, , spent] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})` })
      .where(inArray(users.id, owner)),
    db.delete(sessions).where(inArray(sessions.userId, owner)),
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(usable(tokenHash, 'reset', now))
      .returning({ userId: authTokens.userId }),
    // Only once this token was spent just now (the statement above), its owner's other links go too.
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.purpose, 'reset'),
          isNull(authTokens.usedAt),
          inArray(
            authTokens.userId,
            db
              .select({ id: authTokens.userId })
              .from(authTokens)
              .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.usedAt, now))),
          ),
        ),
      ),
  ]);
  return spent[0]?.userId ?? null;
}

/** Spends a one-time sign-in link. Returns its user's id, or null for an unknown, used or expired token. */
export async function consumeSigninToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [spent] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, 'signin', now))
    .returning({ userId: authTokens.userId });
  return spent?.userId ?? null;
}

/** Voids every unused reset link of a user: they signed in with their password, so no old e-mail may change it. */
export async function voidResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset'), isNull(authTokens.usedAt)));
}
