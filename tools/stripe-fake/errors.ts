/**
 * Stripe's error shape: `{ error: { type, code?, param?, message } }` with the HTTP status Stripe uses
 * (https://docs.stripe.com/api/errors): 400 for a request that is wrong, 401 for a bad key, 402 when valid
 * parameters still fail, 404 for an unknown object in the path, 409 for a conflicting request.
 * Codes are from https://docs.stripe.com/error-codes.
 */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';

export class StripeApiError extends Error {
  readonly status: number;
  readonly type: StripeErrorType;
  readonly code: string | undefined;
  readonly param: string | undefined;

  constructor(status: number, type: StripeErrorType, message: string, details: { code?: string; param?: string } = {}) {
    super(message);
    this.name = 'StripeApiError';
    this.status = status;
    this.type = type;
    this.code = details.code;
    this.param = details.param;
  }

  toJSON() {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) {
      error.code = this.code;
      error.doc_url = `https://docs.stripe.com/error-codes/${this.code.replaceAll('_', '-')}`;
    }
    if (this.param) error.param = this.param;
    return { error };
  }
}

/** A 400 invalid_request_error about one parameter. */
export const invalid = (param: string | undefined, message: string, code?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, { code, param });

export const missing = (param: string) => invalid(param, `Missing required param: ${param}.`, 'parameter_missing');

export const unknownParam = (param: string) => invalid(param, `Received unknown parameter: ${param}`, 'parameter_unknown');

export const exclusive = (params: readonly string[]) =>
  invalid(params[0], `You may only specify one of these parameters: ${params.join(', ')}.`, 'parameters_exclusive');

/** An id in a parameter that names nothing: Stripe answers 400 with the parameter. */
export const noSuchParam = (param: string, kind: string, id: string) => invalid(param, `No such ${kind}: '${id}'`, 'resource_missing');

/** An id in the URL path that names nothing: 404. */
export const noSuchObject = (kind: string, id: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });
