import { htmlPage } from '../lib/html';
/**
 * What a browser gets at /admin without a valid Cloudflare Access identity: a plain page, no console
 * code. In development it points to the local sign-in page.
 */
const REASONS: Record<string, string> = {
  access_required: 'Sign in through your organisation’s Cloudflare Access to use the console.',
  access_denied: 'Your Cloudflare Access identity is not valid for this console.',
  access_not_configured: 'The console is closed: Cloudflare Access is not configured for this shop.',
  access_unavailable: 'Cloudflare Access could not be reached. Try again in a moment.',
};

export function renderRefusalPage(code: string, development: boolean): string {
  const reason = REASONS[code] ?? REASONS.access_denied;
  const signIn = development ? '<p><a href="/admin/dev-sign-in">Sign in as a development operator</a></p>' : '';
  return htmlPage({
    title: 'Console unavailable | VitaGlow',
    body: `<h1>Console unavailable</h1>
<p>${reason}</p>
${signIn}`,
  });
}
