import { atom, useStore } from 'jotai';
import { useEffect } from 'react';
import { EXPIRY_CHECK_MS, REFRESH_MARGIN_MS, authAtom, authChannel, loadSessionAtom, receiveAuthMessageAtom } from './auth';

/** Run every EXPIRY_CHECK_MS: refreshes a session about to end. */
export const checkExpiryAtom = atom(null, async (get, set) => {
  const state = get(authAtom);
  if (state.status !== 'signedIn' || state.expiresAt - Date.now() > REFRESH_MARGIN_MS) return;
  // Its code loads with the first refresh: a shopper who is not signed in never needs it.
  const { refreshSessionAtom } = await import('./auth-refresh');
  await set(refreshSessionAtom);
});

/**
 * Mounted once for the whole app: loads the session, follows the other tabs' announcements, and
 * checks every 30 s whether the session needs refreshing.
 */
export function useAuthLifecycle(): void {
  const store = useStore();
  useEffect(() => {
    void store.set(loadSessionAtom);
    const channel = authChannel();
    const onMessage = (event: MessageEvent) => store.set(receiveAuthMessageAtom, event.data);
    channel?.addEventListener('message', onMessage);
    const timer = setInterval(() => void store.set(checkExpiryAtom), EXPIRY_CHECK_MS);
    return () => {
      channel?.removeEventListener('message', onMessage);
      clearInterval(timer);
    };
  }, [store]);
}
