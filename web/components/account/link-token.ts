/**
 * The token of an e-mailed link (`/auth/verify#token=…`, `/auth/reset#token=…`, `/auth/sign-in-link#token=…`).
 * It travels in the fragment, so no server log or Referer header sees it. The page reads it, then
 * `hideLinkToken` takes it out of the address bar and history; it stays readable here for this page.
 */
let read: { path: string; token: string } | null = null;

export function linkToken(): string | null {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromHash) read = { path: location.pathname, token: fromHash };
  return read?.path === location.pathname ? read.token : null;
}

export function hideLinkToken(): void {
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
}
