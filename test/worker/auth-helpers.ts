import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import app from '../../worker/index';
import { SESSION_COOKIE } from '../../worker/auth/cookies';
import { outboxToken } from './mail-helpers';
import { call, clientOfBody, newClientAddress, ORIGIN, post } from './http';

export const PASSWORD = 'Sunny-Mango-42';

let counter = 0;
/** A fresh, valid address per call: storage is shared by every test in a file. */
export const freshEmail = (prefix = 'shopper') => `${prefix}${++counter}.${crypto.randomUUID().slice(0, 8)}@vitaglow-mail.com`;

export { type ErrorBody, errorOf } from './errors';

/** The session cookie's `name=value` from a response, or undefined when none was set. */
export function sessionCookieOf(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const pair = header?.split(';')[0];
  return pair && pair !== `${SESSION_COOKIE}=` ? pair : undefined;
}

/** Requests as the browser holding `cookie` would send them. */
export const withCookie = (cookie: string | undefined): RequestInit => (cookie ? { headers: { Cookie: cookie } } : {});

export async function sessionOf(cookie: string | undefined) {
  const res = await call('/api/auth/session', withCookie(cookie));
  return (await res.json()) as {
    user: { id: string; email: string; name: string; newsletterSubscriber: boolean } | null;
    expiresAt: string | null;
  };
}

/** The token of the newest link of that kind e-mailed to `email`, read from the development outbox. */
export const linkToken = (email: string, page: 'verify' | 'reset'): Promise<string> => outboxToken(email, `/auth/${page}`);

export const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post('/api/auth/signup', { email, password: PASSWORD, name: 'Nadia Haddad', ...extra });

export const signIn = (email: string, password = PASSWORD, init: RequestInit = {}) => post('/api/auth/signin', { email, password }, init);

/** A verified account, signed in: returns its session cookie and user id. */
export async function signedInUser(email = freshEmail()): Promise<{ email: string; cookie: string; userId: string }> {
  const created = await signUp(email);
  expect(created.status).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  expect((await post('/api/auth/verify', { token: await linkToken(email, 'verify') })).status).toBe(200);
  const res = await signIn(email);
  expect(res.status).toBe(200);
  return { email, cookie: sessionCookieOf(res)!, userId: user.id };
}

/** A signed-in shopper with an active local membership, as one who joined on the test checkout would be. */
export async function signedInMember(email = freshEmail('member')): Promise<{ email: string; cookie: string; userId: string }> {
  const account = await signedInUser(email);
  await query(
    "insert into memberships (id, user_id, plan, status, provider) values (?, ?, 'monthly', 'active', 'local')",
    crypto.randomUUID(),
    account.userId,
  );
  return account;
}

/** Calls the app with some bindings replaced, and waits for the work it left running after the response. */
export async function callWith(bindings: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers({
    Origin: ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
    'CF-Connecting-IP': clientOfBody(init.body) ?? newClientAddress(),
  });
  if (init.method && init.method !== 'GET') headers.set('Content-Type', 'application/json');
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  const res = await app.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export async function query<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>();
  return results;
}
