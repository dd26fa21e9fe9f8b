import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { deletedAccounts, users } from './schema';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** `email` is always the normalised form (core/validation's normaliseEmail). */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** Whether this id was an account its owner deleted. */
export async function wasAccountDeleted(db: Db, id: string): Promise<boolean> {
  return (
    (await db.select({ userId: deletedAccounts.userId }).from(deletedAccounts).where(eq(deletedAccounts.userId, id)).get()) !== undefined
  );
}

export async function findUserByStripeCustomer(db: Db, customerId: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.stripeCustomerId, customerId)).get();
}

/** False when the e-mail is already taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(db: Db, user: NewUser): Promise<boolean> {
  const inserted = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
  return inserted.length === 1;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Keeps the first customer recorded, so concurrent checkouts end up with one Stripe customer per user. */
export async function setStripeCustomerId(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
}
