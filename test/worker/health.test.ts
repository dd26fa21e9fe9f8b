import { describe, expect, it } from 'vitest';
import { call } from './http';

describe('GET /api/health', () => {
  it('answers ok after querying D1', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ok: true });
  });
});
