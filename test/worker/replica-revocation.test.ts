import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PASSWORD, callWith, linkToken, signedInUser } from './auth-helpers';
import { consolePost } from './console-helpers';
import { laggingReplica } from './d1-replica';
import { post } from './http';

/**
 * Issue 27, item 13: a session ended at the primary (the operator's "sign out everywhere", a password reset,
 * the account's deletion) while a replica still holds it. Whoever kept the cookie (a thief, a shared
 * computer) asks for the shopper's data without a bookmark, so their reads start at that replica: nothing
 * personal may come back.
 */

/** The replica as it was before the revocation: it holds the user and their sessions. */
async function replicaHolds(userId: string): Promise<void> {
  for (const [table, column] of [
    ['users', 'id'],
    ['sessions', 'user_id'],
  ] as const) {
    const { results } = await env.DB.prepare(`select * from ${table} where ${column} = ?`).bind(userId).all<Record<string, unknown>>();
    for (const row of results) {
      const columns = Object.keys(row);
      await env.REPLICA_DB.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`)
        .bind(...Object.values(row))
        .run();
    }
  }
}

const revocations: [string, (user: { email: string; cookie: string; userId: string }) => Promise<void>][] = [
  [
    'the operator signs the account out everywhere',
    async ({ userId }) => expect((await consolePost(`/accounts/${userId}/revoke-sessions`)).status).toBe(200),
  ],
  [
    'a password reset',
    async ({ email }) => {
      await post('/api/auth/forgot', { email });
      expect((await post('/api/auth/reset', { token: await linkToken(email, 'reset'), password: 'Quiet-Harbor-77' })).status).toBe(200);
    },
  ],
  [
    'the account is deleted',
    async ({ cookie }) =>
      expect((await post('/api/account/delete', { password: PASSWORD }, { headers: { Cookie: cookie } })).status).toBe(200),
  ],
];

describe('personal data behind a lagging replica', () => {
  it.each(revocations)('after %s, the old cookie reads nothing personal', async (_label, revoke) => {
    const user = await signedInUser();
    await replicaHolds(user.userId);
    await revoke(user);

    const { DB } = laggingReplica();
    const read = (path: string) => callWith({ DB }, path, { headers: { Cookie: user.cookie } });

    const exported = await read('/api/account/export');
    expect(exported.status).toBe(401);
    expect(await exported.text()).not.toContain(user.email);
    expect((await read('/api/account/orders')).status).toBe(401);
    const session = await read('/api/auth/session');
    expect(await session.json()).toEqual({ user: null, expiresAt: null });
  });
});
