import { expect } from 'vitest';
import type { CatalogueDocument } from '../../core/catalogue-document';
import { DEV_ACCESS_COOKIE, developmentAccess } from '../../worker/admin/dev-access';
import { callWith, query, withCookie } from './auth-helpers';
import { call, post } from './http';

/** The operator the console tests act as: the development sign-in's identity (verified as Access's is). */
export const OPERATOR = 'operator@vitaglow-mail.com';

let cookie: Promise<string> | undefined;
const operatorCookie = () => (cookie ??= developmentAccess.sign(OPERATOR).then((token) => `${DEV_ACCESS_COOKIE}=${token}`));

export async function consoleGet<T>(path: string): Promise<T> {
  const res = await call(`/api/admin${path}`, withCookie(await operatorCookie()));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

export async function consoleCall(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Cookie', await operatorCookie());
  return call(`/api/admin${path}`, { ...init, headers });
}

/** Saves the draft with `edit` made to it, as the console's editor would; `publish` then makes it the next version. */
export async function saveEditedDraft(edit: (draft: CatalogueDocument) => void | Promise<void>): Promise<void> {
  const read = await consoleCall('/catalogue');
  const draft = (await read.json()) as CatalogueDocument;
  await edit(draft);
  const saved = await consoleCall('/catalogue', {
    method: 'PUT',
    body: JSON.stringify(draft),
    headers: { 'If-Match': read.headers.get('ETag')! },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

/** Publishes the saved draft; answers the new version's number. */
export async function publishDraft(): Promise<number> {
  const published = await consoleCall('/catalogue/publish', { method: 'POST', body: '{}' });
  expect(published.status, await published.clone().text()).toBe(201);
  return ((await published.json()) as { version: number }).version;
}

/** A console document (/admin/…) as the signed-in operator's browser asks for it. */
export async function consoleDocument(path: string): Promise<Response> {
  return call(path, withCookie(await operatorCookie()));
}

/** A console request to the app with some bindings replaced (another database, say). */
export async function consoleCallWith(bindings: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Cookie', await operatorCookie());
  return callWith(bindings, `/api/admin${path}`, { ...init, headers });
}

export async function consolePost(path: string, body: unknown = {}): Promise<Response> {
  return post(`/api/admin${path}`, body, withCookie(await operatorCookie()));
}

export async function consolePut(path: string, body: unknown): Promise<Response> {
  return consoleCall(path, { method: 'PUT', body: JSON.stringify(body) });
}

/** The audit rows about one target, oldest first. */
export function auditOf(targetType: string, targetId: string) {
  return query<{ operator_email: string; action: string; details: string | null }>(
    'select operator_email, action, details from audit_log where target_type = ? and target_id = ? order by id',
    targetType,
    targetId,
  );
}

/** The operator starts limiting a product with its first count (the Inventory page's "Start counting"). */
export async function limitStock(productId: string, stock: number, threshold = 5): Promise<void> {
  const res = await consolePut(`/inventory/${productId}/limit`, { stock, threshold });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The operator adds (or, negative, takes away) units with a reason. */
export async function adjustStock(productId: string, delta: number, reason = 'received', note?: string): Promise<void> {
  const res = await consolePost(`/inventory/${productId}/adjustments`, { delta, reason, note });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The operator lifts a product's limit: it sells without a count again. */
export async function unlimitStock(productId: string): Promise<void> {
  const res = await consoleCall(`/inventory/${productId}/limit`, { method: 'DELETE' });
  expect(res.status, await res.clone().text()).toBe(200);
}
