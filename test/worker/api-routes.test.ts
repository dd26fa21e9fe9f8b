import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../core/api/routes';
import { app } from '../../worker/index';

describe('the API contract (core/api/routes.ts)', () => {
  it('lists exactly the storefront routes the worker answers: a route without its contract fails here', () => {
    const served = app.routes
      .filter((route) => ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method) && route.path.startsWith('/api/'))
      // The console's routes have their own contract (core/api/admin.ts); Stripe's webhook is Stripe's.
      .filter((route) => !route.path.startsWith('/api/admin') && route.path !== '/api/stripe/webhook')
      .map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`);
    expect([...new Set(served)].sort()).toEqual([...API_ROUTES].sort());
  });
});
