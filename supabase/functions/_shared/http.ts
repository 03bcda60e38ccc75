import { corsHeaders, handleCors } from './cors.ts';

/** An error a function means to show its caller: status plus a message written for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...Object.fromEntries(new Headers(headers)) },
  });
}

/** `{ error, details? }`: the body supabase-js hands back as FunctionsHttpError.context. */
export function errorResponse(status: number, message: string, details?: unknown, headers?: HeadersInit): Response {
  return json(details === undefined ? { error: message } : { error: message, details }, status, headers);
}

/** What a person reads when a feature needs a setting this server lacks (docs/configuration.md#not-set-up). */
export const NOT_AVAILABLE = "This isn't available yet.";

/**
 * A feature the operator has not set up: the caller gets 503 NOT_AVAILABLE with `details.code`
 * `not_configured`, and only the function's log names the missing setting, for the operator.
 */
export function notSetUp(operatorNote: string): HttpError {
  console.error(`[not configured] ${operatorNote}`);
  return new HttpError(503, NOT_AVAILABLE, { code: 'not_configured' });
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const methodNotAllowed = (allowed: string[]) => new HttpError(405, `Use ${allowed.join(' or ')}.`);

/**
 * Wraps a handler for `Deno.serve`: answers CORS preflights, turns HttpError into its JSON answer
 * and anything unexpected into a generic 500. The stack trace goes to the logs, never the caller.
 */
export function handler(fn: (req: Request) => Promise<Response> | Response): (req: Request) => Promise<Response> {
  return async (req) => {
    const preflight = handleCors(req);
    if (preflight) return preflight;
    try {
      return await fn(req);
    } catch (e) {
      if (e instanceof HttpError) return errorResponse(e.status, e.message, e.details, e.headers);
      console.error(e);
      return errorResponse(500, 'Something went wrong on our side. Please try again.');
    }
  };
}
