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

/**
 * `use` made to run once per token: a link's token is single-use, and the page may render twice (React's
 * strict mode, a fast remount), so the second render gets the first one's answer. `again` (a retry the
 * shopper asked for) runs it anew.
 */
export function oncePerToken<T>(use: (token: string) => Promise<T>): (token: string, again?: boolean) => Promise<T> {
  const uses = new Map<string, Promise<T>>();
  return (token, again = false) => {
    let result = again ? undefined : uses.get(token);
    if (!result) {
      result = use(token);
      uses.set(token, result);
    }
    return result;
  };
}
