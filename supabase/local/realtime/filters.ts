// postgres_changes filters: `column=op.value`, several joined by commas (AND), `not.` negates.
// Operators: eq, neq, lt, lte, gt, gte, in, like, ilike, is, isdistinct. Values may be
// double-quoted PostgREST-style. Evaluated in JS against the row as to_jsonb rendered it, typed by
// the column's Postgres type, on the stack's only thread: every operator here runs in time linear
// (like: length times pattern length) in what it reads. `match`/`imatch` would run a client's
// regular expression there, where one backtracking pattern stalls every service, so they are
// refused the way Supabase Realtime refuses an operator it does not support.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'is' | 'isdistinct';

export interface Condition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value, or the list for `in`; null only for `is.null`. */
  values: (string | null)[];
  like?: LikePattern;
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'isdistinct']);
/** Bounds what one change costs per subscription: conditions, `in` values and pattern length. */
const MAX_CONDITIONS = 20;
const MAX_IN_VALUES = 100;
const MAX_PATTERN = 256;

/** Thrown for a filter Supabase Realtime would refuse; its message is the one Realtime sends. */
export class FilterError extends Error {}

/** Supabase Realtime's wording, with its (Elixir) rendering of the offending parts. */
function filterError(reason: string | string[]): FilterError {
  const text = Array.isArray(reason) ? `[${reason.map((r) => JSON.stringify(r)).join(', ')}]` : reason;
  return new FilterError(`Error parsing \`filter\` params: ${text}`);
}

/** Splits on `sep` outside double quotes and parentheses. */
function splitTop(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < s.length) cur += s[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  const t = v.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return t;
}

/** A LIKE pattern as literal segments between `%` runs; `_` inside a segment is any one character. */
interface LikePattern {
  segments: string[];
  /** Whether the pattern starts / ends with `%`. */
  open: [boolean, boolean];
  fold: boolean;
}

function compileLike(pattern: string, fold: boolean): LikePattern {
  const p = fold ? pattern.toLowerCase() : pattern;
  // realtime-js writes `*` for `%`, as PostgREST accepts it.
  const parts = p.replace(/\*/g, '%').split('%');
  return { segments: parts, open: [parts.length > 1 && parts[0] === '', parts.length > 1 && parts[parts.length - 1] === ''], fold };
}

function segmentAt(text: string, seg: string, at: number): boolean {
  if (at + seg.length > text.length) return false;
  for (let i = 0; i < seg.length; i++) if (seg[i] !== '_' && seg[i] !== text[at + i]) return false;
  return true;
}

/**
 * LIKE without a regular expression: the first and last segments are anchored, the ones between
 * taken at their leftmost fit, which is enough for `%` (a later fit never leaves more room).
 * Time is at most text length times pattern length.
 */
function likeMatches(p: LikePattern, value: string): boolean {
  const text = p.fold ? value.toLowerCase() : value;
  const segs = p.segments;
  if (segs.length === 1) return text.length === segs[0].length && segmentAt(text, segs[0], 0);
  const first = segs[0];
  const last = segs[segs.length - 1];
  if (!segmentAt(text, first, 0)) return false;
  let pos = first.length;
  const end = text.length - last.length;
  if (end < pos || !segmentAt(text, last, end)) return false;
  for (let i = 1; i < segs.length - 1; i++) {
    const seg = segs[i];
    if (!seg) continue;
    let found = -1;
    for (let at = pos; at + seg.length <= end; at++) {
      if (segmentAt(text, seg, at)) {
        found = at;
        break;
      }
    }
    if (found < 0) return false;
    pos = found + seg.length;
  }
  return true;
}

/** Parses a filter string; throws a FilterError with Supabase Realtime's message on anything malformed. */
export function parseFilter(filter: string): Condition[] {
  if (!filter.trim()) return [];
  const parts = splitTop(filter.trim(), ',');
  if (parts.length > MAX_CONDITIONS) throw filterError(`at most ${MAX_CONDITIONS} conditions are supported`);
  return parts.map((raw) => {
    const part = raw.trim();
    if (!part) throw filterError('filter must not contain empty segments (check for extra commas)');
    const eq = part.indexOf('=');
    if (eq <= 0) throw filterError([part]);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    if (dot < 0) throw filterError([rest]);
    const op = rest.slice(0, dot) as FilterOp;
    const value = rest.slice(dot + 1);
    if (!OPS.has(op)) throw filterError([op, value]);
    const cond: Condition = { column, op, negate, values: [] };
    if (op === 'in') {
      if (!value.startsWith('(') || !value.endsWith(')')) throw filterError('`in` filter value must be wrapped by parentheses');
      cond.values = splitTop(value.slice(1, -1), ',').map(unquote);
      if (cond.values.length > MAX_IN_VALUES) throw filterError(`\`in\` takes at most ${MAX_IN_VALUES} values`);
    } else if (op === 'is') {
      const v = value.toLowerCase();
      if (!['null', 'true', 'false', 'unknown'].includes(v)) throw filterError([op, value]);
      cond.values = [v];
    } else {
      cond.values = [unquote(value)];
    }
    if (op === 'like' || op === 'ilike') {
      if (cond.values[0]!.length > MAX_PATTERN) throw filterError(`\`${op}\` patterns are limited to ${MAX_PATTERN} characters`);
      cond.like = compileLike(cond.values[0]!, op === 'ilike');
    }
    return cond;
  });
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const TEMPORAL = new Set(['timestamptz', 'timestamp', 'date']);

/** Compares a stored value with a filter literal under the column type; null when incomparable. */
function compare(stored: unknown, literal: string, type: string | undefined): number | null {
  if (stored === null || stored === undefined) return null;
  if (type && NUMERIC.has(type)) {
    const a = Number(stored);
    const b = Number(literal);
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (type === 'bool' || typeof stored === 'boolean') {
    const b = ['t', 'true', 'yes', 'on', '1'].includes(literal.toLowerCase());
    const a = stored === true || stored === 't' || stored === 'true';
    return a === b ? 0 : a ? 1 : -1;
  }
  if (type && TEMPORAL.has(type)) {
    const a = Date.parse(String(stored));
    const b = Date.parse(literal);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b ? 0 : a < b ? -1 : 1;
  }
  let a = typeof stored === 'object' ? JSON.stringify(stored) : String(stored);
  let b = literal;
  if (type === 'uuid') {
    a = a.toLowerCase();
    b = b.toLowerCase();
  }
  return a === b ? 0 : a < b ? -1 : 1;
}

function test(c: Condition, stored: unknown, type: string | undefined): boolean {
  const isNull = stored === null || stored === undefined;
  switch (c.op) {
    case 'is': {
      const v = c.values[0];
      if (v === 'null') return isNull;
      if (v === 'unknown') return isNull;
      return !isNull && compare(stored, v!, 'bool') === 0;
    }
    case 'isdistinct':
      return isNull || compare(stored, c.values[0]!, type) !== 0;
    case 'in':
      return !isNull && c.values.some((v) => compare(stored, v!, type) === 0);
    case 'like':
    case 'ilike':
      return !isNull && likeMatches(c.like!, typeof stored === 'object' ? JSON.stringify(stored) : String(stored));
    default: {
      const r = compare(stored, c.values[0]!, type);
      if (r === null) return false;
      return { eq: r === 0, neq: r !== 0, lt: r < 0, lte: r <= 0, gt: r > 0, gte: r >= 0 }[c.op];
    }
  }
}

/**
 * Whether the row passes every condition. Like SQL, a comparison with NULL fails, and `not.` of a
 * NULL comparison fails too.
 */
export function matches(conds: Condition[], row: Record<string, unknown>, types: Map<string, string>): boolean {
  for (const c of conds) {
    const stored = row[c.column];
    const isNull = stored === null || stored === undefined;
    const ok = test(c, stored, types.get(c.column));
    if (c.negate) {
      if (isNull && c.op !== 'is' && c.op !== 'isdistinct') return false;
      if (ok) return false;
    } else if (!ok) return false;
  }
  return true;
}
