import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, UNMATCHABLE_HASH, hashPassword, needsRehash, verifyPassword } from '../../worker/auth/password';

describe('password hashing', () => {
  it('stays within the 100,000 PBKDF2 iterations Workers allow in production', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it('records the algorithm and parameters with a fresh salt in every hash', async () => {
    const a = await hashPassword('Sunny-Mango-42');
    const b = await hashPassword('Sunny-Mango-42');
    expect(a).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('Sunny-Mango-42');
    expect(await verifyPassword('Sunny-Mango-42', stored)).toBe(true);
    expect(await verifyPassword('sunny-Mango-42', stored)).toBe(false);
    expect(await verifyPassword('Sunny-Mango-42 ', stored)).toBe(false);
  });

  it('matches the same accented password typed composed or decomposed', async () => {
    const stored = await hashPassword('Crème-Brûlée-7');
    expect(await verifyPassword('Crème-Brûlée-7'.normalize('NFD'), stored)).toBe(true);
  });

  it('verifies hashes made with other parameters, and asks for them to be upgraded', async () => {
    const salt = new Uint8Array(16).fill(7);
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('Old-Secret-99'), 'PBKDF2', false, ['deriveBits']);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 1000 }, key, 256));
    const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
    const old = `pbkdf2-sha256$1000$${b64(salt)}$${b64(bits)}`;
    expect(await verifyPassword('Old-Secret-99', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('matches nothing against the unmatchable hash or a malformed one', async () => {
    for (const password of ['', 'Sunny-Mango-42', '\u0000']) {
      expect(await verifyPassword(password, UNMATCHABLE_HASH)).toBe(false);
    }
    for (const stored of ['', 'plain-text', 'bcrypt$10$abc$def', `pbkdf2-sha256$${PBKDF2_ITERATIONS + 1}$AAAA$AAAA`]) {
      expect(await verifyPassword('Sunny-Mango-42', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
