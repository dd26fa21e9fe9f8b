/** The worker's JSON error answer (worker/lib/errors.ts, rendered by worker/middleware/error-handler.ts), as tests read it. */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    requestId?: string;
    retryAfter?: number;
    scope?: string;
    fields?: { path: string; problem: string }[];
  };
}

export const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
export const errorCode = async (res: Response) => (await errorOf(res)).code;
