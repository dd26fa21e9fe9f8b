import { describe, expect, it } from 'vitest';
import { periodEnd } from '../../worker/memberships/periods';

const at = (iso: string) => new Date(iso);

describe('membership billing periods', () => {
  it.each([
    ['monthly', '2026-03-15T10:00:00Z', '2026-04-15T10:00:00.000Z'],
    ['monthly', '2026-01-31T10:00:00Z', '2026-02-28T10:00:00.000Z'],
    ['monthly', '2028-01-31T10:00:00Z', '2028-02-29T10:00:00.000Z'],
    ['monthly', '2026-12-31T23:59:59Z', '2027-01-31T23:59:59.000Z'],
    ['yearly', '2026-06-01T00:00:00Z', '2027-06-01T00:00:00.000Z'],
    ['yearly', '2028-02-29T08:00:00Z', '2029-02-28T08:00:00.000Z'],
  ] as const)('a %s period from %s ends on %s', (plan, start, end) => {
    expect(periodEnd(plan, at(start)).toISOString()).toBe(end);
  });
});
