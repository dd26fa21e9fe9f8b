/** Local development and tests; anything else is treated as production. */
export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}

/** Behind Vite's dev server (`npm run dev`, which sets VITE_DEV_SERVER): pages are built on demand there. */
export function isViteDevServer(env: Env): boolean {
  return isDevelopment(env) && env.VITE_DEV_SERVER === 'true';
}

/** The shop's public origin, for links in e-mails and payment redirects. */
export function publicOrigin(env: Env, requestUrl: string): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : new URL(requestUrl).origin;
}
