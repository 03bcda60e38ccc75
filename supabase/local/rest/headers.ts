import type { IncomingMessage } from 'node:http';
import { pgrstError } from './errors.ts';
import { SCHEMA } from './schema-cache.ts';

/** The request headers PostgREST acts on, read once. */
export interface RequestPrefs {
  returnPref?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** The Prefer tokens this layer honoured, echoed in Preference-Applied. */
  applied: string[];
  single: boolean;
  stripNulls: boolean;
  /** Range header bounds (items), before limit/offset are applied. */
  range?: { from: number; to?: number };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

export function readPrefs(req: IncomingMessage): RequestPrefs {
  const prefs: RequestPrefs = { missingDefault: false, applied: [], single: false, stripNulls: false };
  for (const token of (header(req, 'prefer') ?? '').split(/[,;]/)) {
    const [k, v] = token
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (k === 'return' && (v === 'representation' || v === 'minimal' || v === 'headers-only')) {
      prefs.returnPref = v;
      prefs.applied.push(`return=${v}`);
    } else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) {
      prefs.count = v;
      prefs.applied.push(`count=${v}`);
    } else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) {
      prefs.resolution = v;
    } else if (k === 'missing' && v === 'default') {
      prefs.missingDefault = true;
      prefs.applied.push('missing=default');
    }
  }
  readAccept(header(req, 'accept'), prefs);
  const range = header(req, 'range');
  if (range) {
    const m = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(range);
    if (m) {
      const from = Number(m[1]);
      const to = m[2] === '' ? undefined : Number(m[2]);
      if (to !== undefined && from > to) {
        throw pgrstError(
          'PGRST103',
          'Requested range not satisfiable',
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
        );
      }
      if (Number.isSafeInteger(from) && (to === undefined || Number.isSafeInteger(to))) prefs.range = { from, to };
    }
  }
  return prefs;
}

/** Picks the first acceptable media type the way PostgREST negotiates; CSV, plans and GeoJSON are not served. */
function readAccept(accept: string | undefined, prefs: RequestPrefs): void {
  if (!accept) return;
  const offered = accept
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of offered) {
    const [type, ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    const stripped = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      prefs.single = true;
      prefs.stripNulls = stripped;
      return;
    }
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array', '*/*', 'application/*'].includes(type)) {
      prefs.stripNulls = stripped;
      return;
    }
  }
  throw pgrstError('PGRST107', `None of these media types are available: ${offered.join(', ')}`, null, null, 406);
}

/** Accept-Profile / Content-Profile name the schema; only `public` is exposed. */
export function checkProfile(req: IncomingMessage): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const v = header(req, name);
    if (v !== undefined && v !== SCHEMA) {
      throw pgrstError('PGRST106', `Invalid schema: ${v}`, null, `Only the following schemas are exposed: ${SCHEMA}`);
    }
  }
}

/** Body media types a write accepts; anything else is PostgREST's 415. */
export function bodyKind(req: IncomingMessage): 'json' | 'form' {
  const ct = (header(req, 'content-type') ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (ct === 'application/json' || ct === '' || ct === 'application/vnd.pgrst.object+json' || ct === 'application/vnd.pgrst.object') return 'json';
  if (ct === 'application/x-www-form-urlencoded') return 'form';
  throw pgrstError('PGRST107', `Content-Type not acceptable: ${ct}`);
}

/**
 * `request.headers` as PostgREST sets it for a function call: the request's headers by lower-case
 * name, with the caller's address appended to X-Forwarded-For the way hosted Supabase's gateway
 * appends it, so the right-most entry is the one a function may trust (the invitation links' rate
 * limit counts by it).
 */
export function requestHeadersJson(req: IncomingMessage): string {
  const out: Record<string, string> = {};
  for (const name of Object.keys(req.headers)) {
    const v = header(req, name);
    if (v !== undefined) out[name] = v;
  }
  const peer = req.socket.remoteAddress;
  if (peer) out['x-forwarded-for'] = out['x-forwarded-for'] ? `${out['x-forwarded-for']}, ${peer}` : peer;
  return JSON.stringify(out);
}
