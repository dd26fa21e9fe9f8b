import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../worker/index';
import { spyOnLogs } from './logs';
import { fakeD1 } from './d1-fakes';

afterEach(() => vi.restoreAllMocks());

const production = { ...env, ENVIRONMENT: 'production' };

describe('HTTPS outside development', () => {
  it.each(['/', '/products?sort=price-asc', '/api/health'])('redirects GET http://…%s to https permanently', async (path) => {
    const res = await app.fetch(new Request(`http://vitaglow.test${path}`), production);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(`https://vitaglow.test${path}`);
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8,}/);
  });

  it('refuses a write over plain HTTP instead of redirecting it', async () => {
    const res = await app.fetch(new Request('http://vitaglow.test/api/newsletter', { method: 'POST', body: '{}' }), production);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('https_required');
  });

  it('serves HTTPS in production and plain HTTP in development', async () => {
    expect((await app.fetch(new Request('https://vitaglow.test/api/health'), production)).status).toBe(200);
    expect((await app.fetch(new Request('http://localhost/api/health'), env)).status).toBe(200);
  });
});

describe('a failing database', () => {
  it('answers 503 unavailable with the request id, logged once', async () => {
    const lines: string[] = [];
    spyOnLogs((line: string) => void lines.push(line));
    const failing = () => {
      throw new Error('D1_ERROR: Network connection lost.');
    };
    const brokenDb = fakeD1({ prepare: failing, batch: failing });
    const res = await app.fetch(new Request('https://vitaglow.test/api/health'), { ...env, DB: brokenDb });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string; requestId: string } };
    expect(body.error.code).toBe('unavailable');
    expect(JSON.stringify(body)).not.toContain('Network connection lost');
    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].requestId).toBe(body.error.requestId);
  });
});
