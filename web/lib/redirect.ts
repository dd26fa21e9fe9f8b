/**
 * Leaving the shop for the payment page. Inside an embedded frame the page opens in a new
 * tab (payment pages refuse to be framed); Safari on a small screen is sent by a hidden GET form, which
 * it follows more reliably than a script-set location after an async call; everyone else navigates.
 */
export type RedirectMethod = 'new-tab' | 'form' | 'location';

/** The small-screen breakpoint (the header's too). */
const SMALL_SCREEN = '(max-width: 768px)';

/** Safari's user agent says "Safari"; so do Chrome, Firefox, Edge and Opera on iOS and Android, which add their own token. */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA|Edg\/|OPR|OPiOS|Android/.test(userAgent);
}

export function redirectMethod({
  framed,
  userAgent,
  smallScreen,
}: {
  framed: boolean;
  userAgent: string;
  smallScreen: boolean;
}): RedirectMethod {
  if (framed) return 'new-tab';
  if (smallScreen && isSafari(userAgent)) return 'form';
  return 'location';
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses even the comparison.
    return true;
  }
}

/** The method this browser gets, for the toast shown before the redirect. */
export function currentRedirectMethod(): RedirectMethod {
  return redirectMethod({ framed: isFramed(), userAgent: navigator.userAgent, smallScreen: window.matchMedia(SMALL_SCREEN).matches });
}

/** Navigates to `url` the way this browser needs. */
export function redirectTo(url: string, method: RedirectMethod = currentRedirectMethod()): void {
  if (method === 'new-tab') {
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(url);
    return;
  }
  if (method === 'form') {
    submitGetForm(url);
    return;
  }
  window.location.assign(url);
}

/**
 * A GET form replaces the action's query string with its fields, so the query travels as hidden
 * inputs. The page's CSP admits the form: `form-action` lists the payment provider.
 */
function submitGetForm(url: string): void {
  const target = new URL(url, window.location.href);
  const form = document.createElement('form');
  form.method = 'GET';
  form.action = `${target.origin}${target.pathname}${target.hash}`;
  form.hidden = true;
  for (const [name, value] of target.searchParams) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
