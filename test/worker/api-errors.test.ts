import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../worker/index';
import { ORIGIN, call } from './http';
import { spyOnLogs } from './logs';
import { fakeD1 } from './d1-fakes';

afterEach(() => vi.restoreAllMocks());

describe('API errors', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/health/extra'],
    ['GET', '/api'],
    ['DELETE', '/api/health'],
  ])('%s %s answers a JSON 404', async (method, path) => {
    const res = await call(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(typeof body.error.message).toBe('string');
  });

  it('answers an unexpected exception with a generic 500 carrying the request id, logged once', async () => {
    const lines: string[] = [];
    spyOnLogs((line: string) => void lines.push(line));
    const brokenAssets = { fetch: () => Promise.reject(new TypeError('asset store exploded')) };
    const res = await app.fetch(new Request(`${ORIGIN}/`), { ...env, ASSETS: brokenAssets as unknown as Fetcher });

    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toEqual({ code: 'internal', message: 'Internal server error', requestId: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('exploded');
    expect(res.headers.get('X-Request-Id')).toBe(body.error.requestId);

    const errors = lines.map((l) => JSON.parse(l)).filter((entry) => entry.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: body.error.requestId, msg: 'unhandled error', path: '/' });
    expect(errors[0].error.message).toBe('asset store exploded');
  });

  it('answers a failing database health check with 503 unavailable', async () => {
    const brokenDb = {
      prepare: () => ({
        bind: () => ({ raw: () => Promise.resolve([]), all: () => Promise.resolve({ results: [] }) }),
        raw: () => Promise.resolve([]),
      }),
    };
    const res = await app.fetch(new Request(`${ORIGIN}/api/health`), {
      ...env,
      DB: fakeD1(brokenDb as unknown as Pick<D1Database, 'prepare' | 'batch'>),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  });
});
