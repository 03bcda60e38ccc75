import type { IncomingMessage } from 'node:http';
import { readBody } from '../http.ts';
import { invalidBody } from './errors.ts';
import { bodyKind } from './headers.ts';

/**
 * The request payload as JSON. `empty` is what an empty body means (rpc: `{}`); when undefined an
 * empty body is PostgREST's PGRST102. Form bodies become an object of strings, as PostgREST reads them.
 */
export async function readPayload(req: IncomingMessage, empty?: unknown): Promise<unknown> {
  const kind = bodyKind(req);
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') {
    if (empty !== undefined) return empty;
    throw invalidBody();
  }
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(raw));
  // Deeply nested documents would exhaust JSON.stringify's or Postgres's stack: refuse them up front.
  if (nestingDepth(raw) > MAX_JSON_DEPTH) throw invalidBody();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalidBody();
  }
}

const MAX_JSON_DEPTH = 128;

function nestingDepth(raw: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Rows of an insert: one object or an array of objects. Without `columns`, every object must
 * carry the same keys (PostgREST: "All object keys must match").
 */
export function insertRows(payload: unknown, columns: string[] | undefined): { rows: Record<string, unknown>[]; columns: string[] } {
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isObject)) throw invalidBody();
  if (columns) return { rows, columns };
  const first = rows.length ? Object.keys(rows[0]) : [];
  for (const r of rows) {
    const keys = Object.keys(r);
    if (keys.length !== first.length || !keys.every((k) => first.includes(k))) throw invalidBody('All object keys must match');
  }
  return { rows, columns: first };
}
