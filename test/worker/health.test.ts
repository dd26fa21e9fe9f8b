import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../worker/db/client';
import { HEALTHY_FOR_MS, databaseIsUp } from '../../worker/db/health';
import { callWith } from './auth-helpers';
import { fakeD1, realD1With } from './d1-fakes';
import { call } from './http';
import { spyOnLogs } from './logs';

/** The real local D1, counting the queries sent to it. */
function countingD1() {
  const counted = { queries: 0 };
  const DB = realD1With({ prepare: (sql) => (counted.queries++, env.DB.prepare(sql)) });
  return { DB, counted };
}

const failing = () => {
  throw new Error('D1_ERROR: Network connection lost.');
};

describe('GET /api/health', () => {
  it('answers ok after querying D1', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('asks D1 once for a burst of checks, not once per check', async () => {
    const { DB, counted } = countingD1();
    for (let i = 0; i < 20; i++) expect((await callWith({ DB }, '/api/health')).status).toBe(200);
    expect(counted.queries).toBe(1);
  });

  it('answers 503 for a database that fails, on every check while it does', async () => {
    const lines: string[] = [];
    spyOnLogs((line) => void lines.push(line));
    const DB = fakeD1({ prepare: failing, batch: failing });
    for (let i = 0; i < 3; i++) expect((await callWith({ DB }, '/api/health')).status).toBe(503);
    expect(lines.filter((line) => line.includes('"database unavailable"'))).toHaveLength(3);
  });
});

describe('databaseIsUp', () => {
  it('asks again once a success is HEALTHY_FOR_MS old, and never keeps a failure', async () => {
    const { DB, counted } = countingD1();
    const db = createDb(DB);
    expect(await databaseIsUp(DB, db, 10_000)).toBe(true);
    expect(await databaseIsUp(DB, db, 10_000 + HEALTHY_FOR_MS - 1)).toBe(true);
    expect(counted.queries).toBe(1);
    expect(await databaseIsUp(DB, db, 10_000 + HEALTHY_FOR_MS)).toBe(true);
    expect(counted.queries).toBe(2);

    // A database that answers, but not what was asked.
    const broken = createDb(realD1With({ prepare: () => env.DB.prepare('select 0 as ok') }));
    await expect(databaseIsUp(DB, broken, 20_000)).resolves.toBe(false);
    await expect(databaseIsUp(DB, broken, 20_001)).resolves.toBe(false);
  });
});
