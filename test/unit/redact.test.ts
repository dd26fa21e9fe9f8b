import { describe, expect, it } from 'vitest';
import { createLogger } from '../../worker/lib/log';
import { REDACTED, redact, scrub } from '../../worker/lib/redact';

describe('redact', () => {
  it('hides secret-named keys at any depth and in any case, keeping the rest', () => {
    const input = {
      user: { email: 'a@b.co', Password: 'hunter2', profile: { apiKey: 'k', displayName: 'Ann' } },
      headers: [{ Authorization: 'Bearer x' }, { accept: 'json' }],
      SESSION_ID: 's',
      csrfToken: 't',
      stripeSecret: 'sk',
      count: 3,
      nothing: null,
    };
    expect(redact(input)).toEqual({
      user: { email: REDACTED, Password: REDACTED, profile: { apiKey: REDACTED, displayName: REDACTED } },
      headers: [{ Authorization: REDACTED }, { accept: 'json' }],
      SESSION_ID: REDACTED,
      csrfToken: REDACTED,
      stripeSecret: REDACTED,
      count: 3,
      nothing: null,
    });
  });

  it('redacts a whole subtree under a secret key and survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(redact({ auth: { user: 'u', pass: 'p' }, cyclic })).toEqual({
      auth: REDACTED,
      cyclic: { name: REDACTED, self: '[Circular]' },
    });
  });

  it('turns errors into plain objects', () => {
    const out = redact({ error: new RangeError('bad') }) as { error: { name: string; message: string } };
    expect(out.error).toMatchObject({ name: 'RangeError', message: 'bad' });
  });
});

describe('redact, in free text', () => {
  const hash = 'pbkdf2-sha256$600000$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';
  const token = 'Xq3v9Lr0b7Wm2Kp5Tz8Yc1Nd4Fg6Hj0Aa9Ss8Dd7Ff6G';

  it("cuts a failed Drizzle query's parameters out of the message, the stack and the cause", () => {
    const cause = new Error(`D1_ERROR: UNIQUE constraint failed: users.email: ann@example.com`);
    const failed = new Error(
      `Failed query: insert into "users" ("email", "name", "password_hash") values (?, ?, ?)\nparams: ann@example.com,Ann Lee,${hash}`,
      { cause },
    );
    const line = JSON.stringify(redact({ error: failed }));
    for (const secret of ['ann@example.com', 'Ann Lee', hash, '600000$c2Fs']) expect(line).not.toContain(secret);
    expect(line).toContain('Failed query: insert into');
    expect(line).toContain('UNIQUE constraint failed: users.email');
  });

  it('hides e-mail addresses, coupon and deal codes and tokens, and keeps Stripe ids, order references and UUIDs', () => {
    const text =
      `to bob.smith+vg@mail.example.org code VITAGLOW7K2Q9Z deal DEAL-AB12CD34 token ${token} ${hash} ` +
      'session cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4 order VG-7K2Q-M9XD-4TPA-R0HC id 0b9f5c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e';
    const out = scrub(text);
    for (const secret of ['bob.smith', 'mail.example.org', 'VITAGLOW7K2Q9Z', 'DEAL-AB12CD34', token, hash])
      expect(out).not.toContain(secret);
    for (const kept of [
      'cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4',
      'VG-7K2Q-M9XD-4TPA-R0HC',
      '0b9f5c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('keeps a Stripe session id under sessionId', () => {
    expect(redact({ sessionId: 'cs_test_1', session: 'x' })).toEqual({ sessionId: 'cs_test_1', session: REDACTED });
  });
});

describe('createLogger', () => {
  it('writes errors and warnings through their own console methods', () => {
    const levels: string[] = [];
    const log = createLogger({}, (level) => levels.push(level));
    log.error('e');
    log.warn('w');
    log.info('i');
    expect(levels).toEqual(['error', 'warn', 'info']);
  });

  it('writes one JSON line per call with level, message, bound fields and redaction', () => {
    const lines: string[] = [];
    const log = createLogger({ requestId: 'r1' }, (_level, line) => lines.push(line)).child({ route: '/x' });
    log.warn('careful', { password: 'p', nested: { token: 't', ok: true } });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'warn',
      msg: 'careful',
      requestId: 'r1',
      route: '/x',
      password: REDACTED,
      nested: { token: REDACTED, ok: true },
    });
  });
});
