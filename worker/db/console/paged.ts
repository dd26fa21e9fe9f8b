import { type Column, type SQL, and, eq, like, sql } from 'drizzle-orm';

/**
 * The console's lists (worker/routes/admin.ts): one page of rows plus the total, newest first. Searches match
 * the start of a reference or any part of an e-mail address, case-insensitively.
 */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** `%` and `_` in the operator's text are literal, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
export const contains = (text: string) => `%${escapeLike(text)}%`;
export const likeEscaped = (column: SQL | Parameters<typeof like>[0], pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
/** Any part of an e-mail address, whatever the case the operator typed. */
export const addressContains = (column: SQL | Parameters<typeof like>[0], q: string) => likeEscaped(column, contains(q.toLowerCase()));

/** The lists searched by address and status (e-mails, memberships): each condition only when the operator gave it. */
export const addressAndStatus = (address: Column, status: Column, filter: { q?: string; status?: string }) =>
  and(filter.q ? addressContains(address, filter.q) : undefined, filter.status ? eq(status, filter.status) : undefined);

/** A select the page can still be cut from: Drizzle's builder before `.limit()`. */
interface Pageable<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/** One page of `rows` and the count of everything `total` matches, read together. */
export async function paged<T>(rows: Pageable<T>, total: PromiseLike<{ total: number }[]>, page: PageRequest) {
  const [items, [{ total: n }]] = await Promise.all([rows.limit(page.limit).offset(page.offset), total]);
  return { items, total: n };
}
