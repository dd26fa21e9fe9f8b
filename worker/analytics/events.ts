import { env } from 'cloudflare:workers';
import { normaliseEmail } from '../../core/validation';
import type { Db } from '../db/client';
import { insertAnalyticsEvent } from '../db/analytics';
import { purposeMac } from '../lib/keyed-hash';
import { createLogger } from '../lib/log';

export type AnalyticsEventName = 'signin' | 'signup' | 'newsletter';

/**
 * Stands in for an e-mail address: the same address always gives the same value (attempts can be
 * counted per subject), but without the secret key nobody can test guesses against it, unlike a plain hash.
 * Its key is the analytics subjects' own (lib/keyed-hash.ts): whatever text a form is sent, its hash here
 * signs nothing elsewhere.
 */
export function subjectHash(key: string, email: string): Promise<string> {
  return purposeMac(key, 'analytics-subject', normaliseEmail(email));
}

/**
 * Records an attempt and its outcome (a stable code such as 'success' or 'rate_limited') without
 * personal data: at most the keyed hash of the e-mail, and none when ANALYTICS_HASH_KEY is not set.
 * Never throws: losing an analytics row must not fail the shopper's request. A loss is a warning: when
 * D1 is down, the request's own failure is the one error logged, with its request id.
 */
export async function recordEvent(db: Db, name: AnalyticsEventName, outcome: string, email?: string): Promise<void> {
  try {
    const key = env.ANALYTICS_HASH_KEY;
    const subject = email && key ? await subjectHash(key, email) : null;
    await insertAnalyticsEvent(db, { name, outcome, subjectHash: subject });
  } catch (err) {
    createLogger().warn('analytics event lost', { name, outcome, error: err });
  }
}
