import { exports } from 'cloudflare:workers';

export const ORIGIN = 'https://vitaglow.test';

/** A request to the worker under test, as a browser on the shop's own origin would send it. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
}

export function document(path: string): Promise<Response> {
  return call(path, { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } });
}
