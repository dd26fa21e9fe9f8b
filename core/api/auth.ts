import * as z from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../language';

/**
 * /api/auth/*: what the browser sends and what it gets back. The bounds here are generous: the real rules
 * (core/validation) run after them in the worker and answer with their own codes (core/api/errors.ts).
 */
const text = (max: number) => z.string().max(max);
const language = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);
const token = z.string().min(1).max(128);

/** POST /api/auth/signup → 201 { user: PublicUser } */
export const signupBody = z.object({ email: text(320), password: text(1024), name: text(200), language });
/** POST /api/auth/signin → SessionAnswer, with the session cookie; `language` words a sign-in link, if one is mailed */
export const signinBody = z.object({ email: text(320), password: text(1024), language: z.enum(LANGUAGES).optional() });
/** POST /api/auth/verify → { ok: true }; POST /api/auth/sign-in-link → SessionAnswer */
export const tokenBody = z.object({ token });
/** POST /api/auth/forgot → { ok: true }, whether or not the account exists */
export const forgotBody = z.object({ email: text(320), language: z.enum(LANGUAGES).optional() });
/** POST /api/auth/reset → SessionAnswer, signed in with the new password */
export const resetBody = z.object({ token, password: text(1024) });

export type SignupBody = z.input<typeof signupBody>;
export type SigninBody = z.input<typeof signinBody>;

export interface PublicUser {
  id: string;
  email: string;
  name: string;
}

export interface SessionUser extends PublicUser {
  /** Subscribed to the newsletter: saves SUBSCRIBER_PACKAGE_PERCENT on packages. */
  newsletterSubscriber: boolean;
  /** An active member: the cart prices with members' prices (core/pricing.ts). */
  member: boolean;
}

/** What GET /api/auth/session, POST /signin, /refresh and /reset answer (signed out: both null). */
export interface SessionAnswer {
  user: SessionUser | null;
  expiresAt: string | null;
}

/** POST /api/account/delete { password } → { deleted: true } */
export const deleteAccountBody = z.object({ password: z.string().min(1).max(200) });
