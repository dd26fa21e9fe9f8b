import type { Operator } from './admin/access';
import type { Db } from './db/client';
import type { Logger } from './lib/log';

/** Hono's generics for this worker: the bindings from `wrangler types` and per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    log: Logger;
    db: Db;
    /** The request's D1 session may read a replica that has not caught up (worker/db/read-routing.ts). */
    dbMayLag?: boolean;
    /** Set by the documents route: the style nonce of this response's CSP. */
    styleNonce?: string;
    /** Set on console requests (/admin, /api/admin) once Cloudflare Access's token is verified. */
    operator?: Operator;
  };
};
