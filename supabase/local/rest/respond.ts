import type { ServerResponse } from 'node:http';
import { send } from '../http.ts';
import { pgrstError, singularityError } from './errors.ts';
import type { RequestPrefs } from './headers.ts';

/** Step 4 (PostgREST's Response): statuses, Content-Range and bodies from a statement's result row. */

export const JSON_TYPE = 'application/json; charset=utf-8';

export interface ResultRow {
  total: string | number | null;
  page_total: string | number;
  body: string;
  inserted?: string | number | null;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const num = (v: string | number | null | undefined): number | undefined => (v === null || v === undefined ? undefined : Number(v));

/** PostgREST's contentRangeH: `lower-upper/total`, `*` when the range is empty, `*` total when not counted. */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** The single row of a single-object request; anything but one row is PGRST116. */
export function singleBody(row: ResultRow): string {
  const n = Number(row.page_total);
  if (n !== 1) throw singularityError(n);
  return row.body.slice(1, -1);
}

/** A read (table, view or set-returning function): 200, 206 for a counted partial page, 416 past the end. */
export function readAnswer(row: ResultRow, offset: number, opts: { single: boolean; head: boolean; applied: string[]; location?: string }): Answer {
  const page = Number(row.page_total);
  const total = num(row.total);
  const lower = offset;
  const upper = offset + page - 1;
  let status = 200;
  if (total !== undefined) {
    if (lower > total) {
      throw pgrstError('PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
    }
    if (1 + upper - lower < total) status = 206;
  }
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, 'content-range': contentRange(lower, upper, total) };
  if (opts.location) headers['content-location'] = opts.location;
  if (opts.applied.length) headers['preference-applied'] = opts.applied.join(', ');
  const body = opts.single ? singleBody(row) : row.body;
  return { status, headers, body: opts.head ? null : body };
}

export function sendAnswer(res: ServerResponse, a: Answer): void {
  send(res, a.status, a.body, a.headers);
}

/** A write's answer: 201/200/204, Content-Range, Preference-Applied, Location and the rows when asked for. */
export function writeAnswer(
  prefs: RequestPrefs,
  kind: 'insert' | 'update' | 'delete',
  row: ResultRow,
  representation: boolean,
  location: string | undefined,
): Answer {
  const n = Number(row.page_total);
  const total = prefs.count ? n : undefined;
  const applied = [...prefs.applied.filter((p) => !p.startsWith('count=') || prefs.count)];
  if (kind === 'insert' && prefs.resolution) applied.unshift(`resolution=${prefs.resolution}`);
  const headers: Record<string, string> = {};
  if (kind === 'update') headers['content-range'] = contentRange(0, n - 1, total);
  else headers['content-range'] = contentRange(1, 0, total);
  if (applied.length) headers['preference-applied'] = applied.join(', ');
  if (location) headers.location = location;
  let status: number;
  if (kind === 'insert') {
    const inserted = Number(row.inserted ?? 1);
    status = representation && prefs.resolution === 'merge-duplicates' && inserted <= 0 ? 200 : 201;
  } else status = representation ? 200 : 204;
  if (!representation) return { status, headers, body: null };
  headers['content-type'] = JSON_TYPE;
  return { status, headers, body: prefs.single ? singleBody(row) : row.body };
}
