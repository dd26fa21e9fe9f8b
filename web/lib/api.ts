import type { ApiErrorBody, ApiErrorCode } from '../../core/api/errors';
import type { Answer, ApiRoute, CallInput } from '../../core/api/routes';

/**
 * What a failed call says: one of the contract's codes (core/api/errors.ts), or, when the answer never
 * came or was not the worker's, `network_error` / `unknown_error`.
 */
export type RequestErrorCode = ApiErrorCode | 'network_error' | 'unknown_error';

/** A failed API call: `code` is the worker's stable error code, translated by the caller. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: RequestErrorCode,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}`);
    this.name = 'ApiRequestError';
  }
}

const RETRYABLE = new Set([502, 503, 504]);

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Retries 502/503/504 with backoff; on by default for GET only, since a POST may have taken effect. */
  retry?: boolean;
  signal?: AbortSignal;
}

/** JSON over fetch to the shop's own /api, with the error shape `{ error: { code, … } }` unwrapped. */
export async function api<T>(path: string, { method = 'GET', body, retry = method === 'GET', signal }: ApiOptions = {}): Promise<T> {
  const attempts = retry ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        signal,
        credentials: 'same-origin',
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      if (attempt < attempts && !signal?.aborted) {
        await delay(attempt);
        continue;
      }
      throw new ApiRequestError(0, 'network_error', { cause: String(err) });
    }
    if (RETRYABLE.has(res.status) && attempt < attempts) {
      await delay(attempt);
      continue;
    }
    const data = await res.json().catch(() => ({}));
    if (!res.ok) {
      const { code = 'unknown_error', ...details } = (data as Partial<ApiErrorBody>).error ?? {};
      throw new ApiRequestError(res.status, code, details);
    }
    return data as T;
  }
}

type CallOptions<R extends ApiRoute> = CallInput<R> & Pick<ApiOptions, 'retry' | 'signal'>;

/**
 * Calls a route of the contract (core/api/routes.ts) by name: its parameters, query and body are checked
 * against the table, and the answer comes typed by it.
 */
export function call<R extends ApiRoute>(
  route: R,
  ...[options]: keyof CallInput<R> extends never ? [CallOptions<R>?] : [CallOptions<R>]
): Promise<Answer<R>> {
  const [method, template] = route.split(' ') as ['GET' | 'POST', string];
  const input = (options ?? {}) as { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } & Pick<
    ApiOptions,
    'retry' | 'signal'
  >;
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  return api<Answer<R>>(path + query, { method, body: input.body, retry: input.retry, signal: input.signal });
}

function delay(attempt: number) {
  return new Promise((resolve) => setTimeout(resolve, 300 * 2 ** (attempt - 1)));
}
