import { atom } from 'jotai';
import { call } from '../lib/api';
import { languageAtom } from '../i18n/language';

import type { SessionAnswer, SessionUser } from '../../core/api/auth';

export type { SessionAnswer, SessionUser };

/** Loading until the first session answer, then signed in or out. */
export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser; expiresAt: number };

/** Why the state changed, as told to the other tabs (a password reset is a user update that also signs in). */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';

export const authAtom = atom<AuthState>({ status: 'loading' });

export type AuthView = 'login' | 'signup' | 'forgot';
/** The sign-in / sign-up dialog and the form it shows. */
export const authDialogAtom = atom<{ open: boolean; view: AuthView }>({ open: false, view: 'login' });
export const openAuthDialogAtom = atom(null, (_get, set, view: AuthView = 'login') => set(authDialogAtom, { open: true, view }));

/** The session is checked this often, and refreshed once this little of it remains. */
export const EXPIRY_CHECK_MS = 30_000;
export const REFRESH_MARGIN_MS = 90_000;

function stateOf(answer: SessionAnswer): AuthState {
  const expiresAt = answer.expiresAt ? Date.parse(answer.expiresAt) : NaN;
  return answer.user && Number.isFinite(expiresAt) ? { status: 'signedIn', user: answer.user, expiresAt } : { status: 'signedOut' };
}

/** The answer that signs this tab out. */
export const SIGNED_OUT: SessionAnswer = { user: null, expiresAt: null };

/**
 * Every open tab of the shop shares the session cookie, so each must learn of a sign-in, sign-out,
 * refresh or user update made in another. One channel per tab: a tab does not hear its own messages.
 */
let channel: BroadcastChannel | null | undefined;
export function authChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('vitaglow-auth') : null;
  return channel;
}

export interface AuthMessage {
  event: AuthEvent;
  answer: SessionAnswer;
}

function isAuthMessage(data: unknown): data is AuthMessage {
  const answer = (data as AuthMessage | null)?.answer;
  return typeof answer === 'object' && answer !== null && 'user' in answer && 'expiresAt' in answer;
}

/** Applies a session answer in this tab and announces it to the others. */
export const applySessionAtom = atom(null, (_get, set, message: AuthMessage) => {
  set(authAtom, stateOf(message.answer));
  authChannel()?.postMessage(message);
});

/** Applies what another tab announced. */
export const receiveAuthMessageAtom = atom(null, (_get, set, data: unknown) => {
  if (isAuthMessage(data)) set(authAtom, stateOf(data.answer));
});

let firstAnswer: (state: AuthState) => void;
/** Resolves with the first known state, for actions started while the session is still loading. */
export const sessionKnown = new Promise<AuthState>((resolve) => (firstAnswer = resolve));

/** The first session answer ends the loading state. A failure leaves the shopper signed out, not stuck loading. */
export const loadSessionAtom = atom(null, async (get, set) => {
  let answer = SIGNED_OUT;
  try {
    answer = await call('GET /api/auth/session');
  } catch {
    // Network down or the worker failing after retries: browse signed out; the next sign-in tries again.
  }
  // Another tab may have announced a sign-in meanwhile: its news is newer than this answer.
  if (get(authAtom).status === 'loading') set(authAtom, stateOf(answer));
  firstAnswer(get(authAtom));
});

export const signInAtom = atom(null, async (get, set, credentials: { email: string; password: string }) => {
  const answer = await call('POST /api/auth/signin', { body: { ...credentials, language: get(languageAtom) } });
  set(applySessionAtom, { event: 'SIGNED_IN', answer });
});

export const signOutAtom = atom(null, async (_get, set) => {
  await call('POST /api/auth/signout', { body: {} });
  set(applySessionAtom, { event: 'SIGNED_OUT', answer: SIGNED_OUT });
});

/** Deletes the account (its password confirms it); the worker has ended every session, this tab and the others sign out. */
export const deleteAccountAtom = atom(null, async (_get, set, password: string) => {
  await call('POST /api/account/delete', { body: { password } });
  set(applySessionAtom, { event: 'SIGNED_OUT', answer: SIGNED_OUT });
});
