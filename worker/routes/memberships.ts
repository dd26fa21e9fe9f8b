import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** Slot: its issue fills in the routes. */
export const memberships = new Hono<AppEnv>();
