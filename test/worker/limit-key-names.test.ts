import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PASSWORD, freshEmail, query, signIn, signUp } from './auth-helpers';
import { post } from './http';

/**
 * Issue 27, item 17: whoever can list the limit stores (an operator, a dashboard, a leaked token) learns no
 * e-mail address or client address from them: every counter is named by a keyed hash of what it counts.
 */

const ADDRESS = '203.0.113.77';
const IPV6 = '2001:db8:77:1::5';

async function everyCounterName(): Promise<string[]> {
  const kv: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.RATE_LIMIT.list({ cursor });
    kv.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  const d1 = await query<{ key: string }>('select key from attempt_counts');
  return [...kv, ...d1.map((row) => row.key)];
}

describe('counter names', () => {
  it('hold neither the e-mail addresses nor the client addresses they count', async () => {
    const email = freshEmail('counted');
    const fromClient = { headers: { 'CF-Connecting-IP': ADDRESS } };
    await post('/api/newsletter', { email }, fromClient);
    await post('/api/coupons/check', { code: 'VITAGLOW000000', email }, fromClient);
    await post('/api/coupons/check', { code: 'VITAGLOW000000', email }, { headers: { 'CF-Connecting-IP': IPV6 } });
    await signUp(email, {}).then(() => signIn(email, 'Wrong-Password-1', fromClient));
    await signIn(email, PASSWORD, { headers: { 'CF-Connecting-IP': IPV6 } });

    const names = await everyCounterName();
    expect(names.length).toBeGreaterThan(0);
    const local = email.split('@')[0];
    for (const name of names) {
      expect(name).not.toContain('@');
      expect(name).not.toContain(local);
      expect(name).not.toContain(ADDRESS);
      expect(name).not.toMatch(/2001:db8/);
    }
  });
});
