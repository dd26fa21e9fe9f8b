import type { Db } from '../db/client';
import type { Logger } from './log';

/** The operator Cloudflare Access let into the console (worker/admin/access.ts verifies the token). */
export interface Operator {
  /** The identity Access authenticated, as written to the audit log. */
  email: string;
}

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
