import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http.ts';

/**
 * An error GoTrue would answer with (apierrors.HTTPError): HTTP status, machine code, message.
 * Handlers throw it; `toHttpError` renders it the way GoTrue's HandleResponseError does.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Only for weak_password: the `weak_password.reasons` list auth-js turns into AuthWeakPasswordError. */
    readonly reasons?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg);
export const unauthorized = (code: string, msg: string) => new AuthError(401, code, msg);
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg);
export const notFound = (code: string, msg: string) => new AuthError(404, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg);

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** GoTrue's DetermineClosestAPIVersion: any well-formed date on or after 2024-01-01 selects the 2024 shape. */
export function requestsApiVersion2024(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && t >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

/**
 * Renders like GoTrue: with `X-Supabase-Api-Version: 2024-01-01` (auth-js always sends it) the body is
 * `{code: '<error_code>', message}` and the header is echoed — auth-js only trusts `code` as the
 * error code when the response carries that header. Without it, the legacy
 * `{code: <status>, error_code, msg}` shape.
 */
export function toHttpError(err: AuthError, req: IncomingMessage): HttpError {
  const code = err.code || (err.status >= 500 ? 'unexpected_failure' : 'unknown');
  const weak = err.reasons ? { weak_password: { reasons: err.reasons } } : {};
  if (requestsApiVersion2024(req)) {
    return new HttpError(err.status, { code, message: err.message, ...weak }, { [API_VERSION_HEADER]: API_VERSION_2024 });
  }
  return new HttpError(err.status, { code: err.status, error_code: code, msg: err.message, ...weak });
}

/** What an unexpected failure looks like to clients: no stack, no internals (GoTrue's default case). */
export function unexpectedFailure(): AuthError {
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}
