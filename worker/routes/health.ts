import { Hono } from 'hono';
import { databaseIsUp } from '../db/health';
import { ApiError } from '../lib/errors';
import type { AppEnv } from '../lib/app-env';

export const health = new Hono<AppEnv>().get('/', async (c) => {
  if (!(await databaseIsUp(c.env.DB, c.get('db')))) throw new ApiError(503, 'unavailable', 'Database check failed');
  return c.json({ ok: true });
});
