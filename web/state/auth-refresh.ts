import { atom } from 'jotai';
import { translate } from '../i18n';
import { languageAtom } from '../i18n/language';
import { ApiRequestError, call } from '../lib/api';
import { toast } from '../lib/notify';
import { REFRESH_MARGIN_MS, SIGNED_OUT, applySessionAtom, authAtom } from './auth';

/**
 * Rotates the session token. One tab refreshes at a time (Web Locks), and a tab that waited re-checks:
 * the tab before it has usually refreshed already, and the old token it would send is no longer valid.
 * 502/503/504 are retried with backoff; a 401 means the session is over.
 */
export const refreshSessionAtom = atom(null, async (get, set) => {
  const refresh = async () => {
    const state = get(authAtom);
    if (state.status !== 'signedIn' || state.expiresAt - Date.now() > REFRESH_MARGIN_MS) return;
    try {
      const answer = await call('POST /api/auth/refresh', { body: {}, retry: true });
      set(applySessionAtom, { event: 'TOKEN_REFRESHED', answer });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        set(applySessionAtom, { event: 'SIGNED_OUT', answer: SIGNED_OUT });
        toast.info(translate(get(languageAtom), 'auth.messages.sessionExpired'));
      }
      // Otherwise the worker is unreachable: the next check tries again while time remains.
    }
  };
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  await (locks ? locks.request('vitaglow-auth-refresh', refresh) : refresh());
});
