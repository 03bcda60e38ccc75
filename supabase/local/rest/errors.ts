import { HttpError } from '../http.ts';
import { isPgError } from '../db/index.ts';

/** PostgREST's error body: every key present, null where PostgREST has nothing to say. */
export interface PgrstBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/**
 * The HTTP status of each PostgREST error code the local stack answers with, as PostgREST's own
 * error table gives it (PGRST19x are this stack's request limits, see limits.ts). A SQLSTATE
 * takes its status from statusForSqlState below.
 */
const PGRST_STATUS: Record<string, number> = {
  PGRST100: 400, // a query parameter does not parse
  PGRST101: 405, // that method on an RPC
  PGRST102: 400, // the body is not valid JSON
  PGRST103: 416, // the range cannot be satisfied
  PGRST106: 406, // a schema that is not exposed
  PGRST107: 415, // a Content-Type it cannot read (406 when it is the Accept that cannot be met)
  PGRST108: 400, // a filter or order on something not embedded
  PGRST116: 406, // a single object was asked for and not exactly one row came
  PGRST117: 405, // an HTTP method it does not serve
  PGRST118: 400, // an order on a to-many embed
  PGRST119: 400, // a spread it cannot make
  PGRST120: 400, // a filter on an embed other than is null
  PGRST123: 400, // aggregates are off
  PGRST125: 404, // a path that names nothing
  PGRST190: 400, // the request is too complex
  PGRST191: 400, // the embeds would read too many rows
  PGRST192: 400, // the write would touch too many rows
  PGRST193: 400, // a regular expression from the request (match, imatch)
  PGRST200: 400, // no relationship to embed
  PGRST201: 300, // more than one relationship could be meant
  PGRST202: 404, // no such function
  PGRST204: 400, // no such column in the payload
  PGRST205: 404, // no such table
  PGRSTX00: 500, // anything unexpected
};

export function pgrstError(code: string, message: string, details: string | null = null, hint: string | null = null, status?: number): HttpError {
  const body: PgrstBody = { code, message, details, hint };
  return new HttpError(status ?? PGRST_STATUS[code] ?? statusForSqlState(code, message, true), { ...body });
}

/** PGRST100: the shape PostgREST's parsec parsers give for a malformed query parameter. */
export function parseError(what: string, input: string, details = 'unexpected input'): HttpError {
  return pgrstError('PGRST100', `"failed to parse ${what} (${input})" (line 1, column 1)`, details);
}

export function invalidBody(message = 'Empty or invalid json'): HttpError {
  return pgrstError('PGRST102', message);
}

export function tableNotFound(name: string): HttpError {
  return pgrstError('PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
}

/** PostgREST 12 lets Postgres reject unknown columns in select/filter/order: 42703 with Postgres's text. */
export function columnNotFound(rel: string, col: string): HttpError {
  return pgrstError('42703', `column ${rel}.${col} does not exist`);
}

export function payloadColumnNotFound(rel: string, col: string): HttpError {
  return pgrstError('PGRST204', `Could not find the '${col}' column of '${rel}' in the schema cache`);
}

export function singularityError(rows: number): HttpError {
  return pgrstError('PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
}

/**
 * HTTP status for a SQLSTATE, following PostgREST's Error.hs (mapSQLtoHTTP). `authed` is true
 * when the request carries a non-anonymous role, which turns 42501 from 401 into 403.
 */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
    case '53400':
      return 500;
    case '57P01':
      return 503;
  }
  const p2 = code.slice(0, 2);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  if (byClass[p2] !== undefined) return byClass[p2];
  if (p2 === 'PT') {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  return 400;
}

/** Turns anything thrown while answering into an HttpError; unexpected errors are logged, never leaked. */
export function toHttpError(e: unknown, authed: boolean): HttpError {
  if (e instanceof HttpError) return e;
  if (isPgError(e) && e.code) {
    const status = statusForSqlState(e.code, e.message, authed);
    const err = pgrstError(e.code, e.message, e.detail || null, e.hint || null, status);
    if (status === 401) return new HttpError(401, err.body, { 'www-authenticate': 'Bearer' });
    if (status >= 500) console.error('[rest] database error', e.code, e.message);
    return err;
  }
  console.error('[rest] unexpected error:', e);
  return pgrstError('PGRSTX00', 'Internal server error');
}
