// postgres_changes filters: `column=op.value`, several joined by commas (AND), `not.` negates.
// Operators as realtime-js's RealtimePostgresFilterBuilder writes them: eq, neq, lt, lte, gt, gte,
// in, like, ilike, match, imatch, is, isdistinct. Values may be double-quoted PostgREST-style.
// Evaluated in JS against the row as to_jsonb rendered it, typed by the column's Postgres type.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'match' | 'imatch' | 'is' | 'isdistinct';

export interface Condition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value, or the list for `in`; null only for `is.null`. */
  values: (string | null)[];
  regex?: RegExp;
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct']);

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

function likeToRegex(pattern: string, flags: string): RegExp {
  let re = '';
  for (const ch of pattern) {
    if (ch === '%' || ch === '*') re += '.*';
    else if (ch === '_') re += '.';
    else re += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, flags + 's');
}

/** Parses a filter string; throws with a message fit for a client on anything malformed. */
export function parseFilter(filter: string): Condition[] {
  return splitTop(filter, ',').map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`invalid filter "${part}": expected column=operator.value`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
    if (!OPS.has(op)) throw new Error(`invalid filter "${part}": unknown operator ${op}`);
    const raw = dot < 0 ? '' : rest.slice(dot + 1);
    const cond: Condition = { column, op, negate, values: [] };
    if (op === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')')) throw new Error(`invalid filter "${part}": in needs (a,b,...)`);
      cond.values = splitTop(raw.slice(1, -1), ',').map(unquote);
    } else if (op === 'is') {
      const v = raw.toLowerCase();
      if (!['null', 'true', 'false', 'unknown'].includes(v)) throw new Error(`invalid filter "${part}": is takes null, true, false or unknown`);
      cond.values = [v];
    } else {
      cond.values = [unquote(raw)];
    }
    if (op === 'like' || op === 'ilike') cond.regex = likeToRegex(cond.values[0]!, op === 'ilike' ? 'i' : '');
    if (op === 'match' || op === 'imatch') {
      try {
        cond.regex = new RegExp(cond.values[0]!, op === 'imatch' ? 'i' : '');
      } catch {
        throw new Error(`invalid filter "${part}": bad regular expression`);
      }
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
    case 'match':
    case 'imatch':
      return !isNull && c.regex!.test(typeof stored === 'object' ? JSON.stringify(stored) : String(stored));
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
