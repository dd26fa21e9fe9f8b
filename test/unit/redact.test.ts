import { describe, expect, it } from 'vitest';
import { createLogger } from '../../worker/lib/log';
import { REDACTED, redact } from '../../worker/lib/redact';

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
      user: { email: 'a@b.co', Password: REDACTED, profile: { apiKey: REDACTED, displayName: 'Ann' } },
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
      cyclic: { name: 'loop', self: '[Circular]' },
    });
  });

  it('turns errors into plain objects', () => {
    const out = redact({ error: new RangeError('bad') }) as { error: { name: string; message: string } };
    expect(out.error).toMatchObject({ name: 'RangeError', message: 'bad' });
  });
});

describe('createLogger', () => {
  it('writes one JSON line per call with level, message, bound fields and redaction', () => {
    const lines: string[] = [];
    const log = createLogger({ requestId: 'r1' }, (line) => lines.push(line)).child({ route: '/x' });
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
