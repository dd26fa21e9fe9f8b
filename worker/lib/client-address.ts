import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { keyedHash } from './keyed-hash';

/**
 * The client's network address as Cloudflare reports it (CF-Connecting-IP, which Cloudflare sets itself,
 * so a client cannot choose it). An IPv6 address counts by its /64: one household or phone gets a whole
 * /64 and can pick any address in it. Without the header (only locally, where nothing sits in front of the
 * worker) every request shares one key.
 */
export function clientAddress(c: Context): string {
  const ip = c.req.header('CF-Connecting-IP')?.trim();
  if (!ip) return 'unknown';
  return ip.includes(':') ? ipv6Prefix64(ip) : ip;
}

/** `2001:db8:1:2:3:4:5:6` and `2001:db8:1:2::9` → `2001:db8:1:2::/64`. */
export function ipv6Prefix64(ip: string): string {
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const front = head ? head.split(':') : [];
  const back = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((g) => (g === '' ? '0' : g.replace(/^0+(?=.)/, '')))
    .join(':')}::/64`;
}

/** What stands for the client where it is stored (deal codes) or counted (sign-in attempts): never the address itself. */
export function clientKeyOf(c: Context<AppEnv>): Promise<string> {
  return keyedHash(c.env, 'client', clientAddress(c));
}
