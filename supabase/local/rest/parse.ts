import { parseError } from './errors.ts';

/**
 * Step 1 of a request (PostgREST's ApiRequest/QueryParams): the query string as syntax trees.
 * Nothing here knows the schema; names are checked in plan.ts.
 */

export interface JsonStep {
  op: '->' | '->>';
  key: string;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export interface SelectColumn {
  type: 'column';
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface SelectEmbed {
  type: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = { type: 'star' } | SelectColumn | SelectEmbed;

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

export interface OpExpr {
  op: Operator;
  negated: boolean;
  quant?: 'any' | 'all';
  config?: string;
  /** A list for `in`, the raw text otherwise. */
  value: string | string[];
}

export interface Filter {
  field: FieldRef;
  expr: OpExpr;
}

export type LogicNode = { type: 'filter'; filter: Filter } | { type: 'logic'; op: 'and' | 'or'; negated: boolean; children: LogicNode[] };

export interface OrderTerm {
  /** Set for `rel(col)`: order the parent by a to-one embedded column. */
  relation?: string;
  field: FieldRef;
  desc: boolean;
  nulls?: 'first' | 'last';
}

export interface QueryParams {
  select: SelectItem[];
  /** Filters and logic trees, each at an embed path ([] is the top level). */
  filters: { path: string[]; node: LogicNode }[];
  orders: { path: string[]; terms: OrderTerm[] }[];
  ranges: { path: string[]; limit?: number; offset?: number }[];
  columns?: string[];
  onConflict?: string[];
  /** For GET/HEAD rpc: query params that name function arguments. */
  args: Map<string, string>;
}

const MAX_DEPTH = 32;

export function parseQuery(search: URLSearchParams, isArg: (key: string) => boolean = () => false): QueryParams {
  const q: QueryParams = { select: [{ type: 'star' }], filters: [], orders: [], ranges: [], args: new Map() };
  const limits = new Map<string, { path: string[]; limit?: number; offset?: number }>();
  const rangeAt = (path: string[]) => {
    const k = path.join('\u0001');
    let r = limits.get(k);
    if (!r) limits.set(k, (r = { path }));
    return r;
  };
  for (const [key, value] of search) {
    if (key.includes('\0') || value.includes('\0')) throw parseError('filter', 'NUL', 'NUL bytes are not allowed');
    if (key === 'select') {
      q.select = value === '' ? [{ type: 'star' }] : parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      q.columns = parseColumnList(value, 'columns');
      continue;
    }
    if (key === 'on_conflict') {
      q.onConflict = parseColumnList(value, 'on_conflict');
      continue;
    }
    if (key === 'apikey') continue;
    if (isArg(key)) {
      q.args.set(key, value);
      continue;
    }
    const parts = key.split('.');
    const last = parts[parts.length - 1];
    if (last === 'order') {
      q.orders.push({ path: parts.slice(0, -1), terms: parseOrder(value) });
    } else if (last === 'limit' || last === 'offset') {
      if (!/^-?\d+$/.test(value)) throw parseError(last, value, 'expecting an integer');
      const n = Number(value);
      if (!Number.isSafeInteger(n)) throw parseError(last, value, 'integer out of range');
      rangeAt(parts.slice(0, -1))[last] = n;
    } else if (last === 'or' || last === 'and') {
      const negated = parts.length >= 2 && parts[parts.length - 2] === 'not';
      const path = parts.slice(0, negated ? -2 : -1);
      const p = new Cursor(value, 'logic tree');
      const children = parseLogicGroup(p, 0);
      p.end();
      q.filters.push({ path, node: { type: 'logic', op: last, negated, children } });
    } else {
      const path = parts.slice(0, -1);
      const field = parseFieldText(last, key);
      q.filters.push({ path, node: { type: 'filter', filter: { field, expr: parseOpExpr(value) } } });
    }
  }
  q.ranges = [...limits.values()];
  return q;
}

function parseColumnList(value: string, what: string): string[] {
  const cols = splitTopLevel(value, what).map((c) => unquote(c.trim(), what));
  if (cols.some((c) => c === '')) throw parseError(what, value, 'empty column name');
  return cols;
}

function unquote(s: string, what: string): string {
  if (s.startsWith('"')) {
    if (!s.endsWith('"') || s.length < 2) throw parseError(what, s, 'unterminated quote');
    return s.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return s;
}

/** Splits on commas outside parentheses, braces and double quotes. */
function splitTopLevel(s: string, what: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') {
      depth--;
      if (depth < 0) throw parseError(what, s, `unexpected "${c}"`);
    } else if (c === ',' && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0) throw parseError(what, s, 'unexpected end of input');
  out.push(s.slice(start));
  return out;
}

/** `name`, `"quoted name"`, then `->key` / `->>key` steps. */
function parseFieldText(text: string, whole: string): FieldRef {
  const c = new Cursor(text, 'filter');
  const f = parseField(c);
  if (!c.done()) throw parseError('filter', whole, `unexpected "${c.peek()}"`);
  return f;
}

function parseField(c: Cursor): FieldRef {
  const name = c.identifier();
  const json: JsonStep[] = [];
  while (c.startsWith('->')) {
    const op = c.startsWith('->>') ? '->>' : '->';
    c.skip(op.length);
    json.push({ op, key: c.identifier(true) });
  }
  return { name, json };
}

export function parseOpExpr(value: string): OpExpr {
  const c = new Cursor(value, 'filter');
  const e = parseOpHead(c);
  if (!c.eat('.')) throw parseError('filter', value, 'expecting "."');
  return finishOp(e, c.rest(), value);
}

function parseOpHead(c: Cursor): Omit<OpExpr, 'value'> {
  let negated = false;
  if (c.startsWith('not.')) {
    negated = true;
    c.skip(4);
  }
  const word = c.word();
  if (!(OPERATORS as readonly string[]).includes(word)) throw parseError('filter', c.text, `unknown operator "${word}"`);
  const op = word as Operator;
  let quant: 'any' | 'all' | undefined;
  let config: string | undefined;
  if (c.eat('(')) {
    const inner = c.until(')');
    if (!c.eat(')')) throw parseError('filter', c.text, 'expecting ")"');
    if (FTS.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(inner)) throw parseError('filter', c.text, 'invalid text search config');
      config = inner;
    } else if (QUANTIFIABLE.has(op) && (inner === 'any' || inner === 'all')) quant = inner;
    else throw parseError('filter', c.text, `unexpected "(${inner})"`);
  }
  return { op, negated, quant, config };
}

function finishOp(e: Omit<OpExpr, 'value'>, raw: string, whole: string): OpExpr {
  if (e.op === 'in') return { ...e, value: parseInList(raw, whole) };
  if (e.op === 'is') {
    const v = raw.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(v)) throw parseError('filter', whole, 'expecting null, true, false or unknown');
    return { ...e, value: v };
  }
  if (e.quant) {
    if (!raw.startsWith('{') || !raw.endsWith('}')) throw parseError('filter', whole, 'expecting "{"');
  }
  return { ...e, value: raw };
}

function parseInList(raw: string, whole: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('filter', whole, 'expecting "("');
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner, 'filter').map((v) => (v.startsWith('"') ? unquote(v, 'filter') : v));
}

/** `(term,term,...)` where a term is `[not.]and(...)`, `[not.]or(...)` or `field.[not.]op.value`. */
function parseLogicGroup(c: Cursor, depth: number): LogicNode[] {
  if (depth > MAX_DEPTH) throw parseError('logic tree', c.text, 'nesting too deep');
  if (!c.eat('(')) throw parseError('logic tree', c.text, 'expecting "("');
  const out: LogicNode[] = [];
  do {
    out.push(parseLogicTerm(c, depth));
  } while (c.eat(','));
  if (!c.eat(')')) throw parseError('logic tree', c.text, 'expecting ")" or ","');
  return out;
}

function parseLogicTerm(c: Cursor, depth: number): LogicNode {
  const save = c.pos;
  let negated = false;
  if (c.startsWith('not.')) {
    negated = true;
    c.skip(4);
  }
  for (const op of ['and', 'or'] as const) {
    if (c.startsWith(`${op}(`)) {
      c.skip(op.length);
      return { type: 'logic', op, negated, children: parseLogicGroup(c, depth + 1) };
    }
  }
  c.pos = save;
  const field = parseField(c);
  if (!c.eat('.')) throw parseError('logic tree', c.text, 'expecting "."');
  const head = parseOpHead(c);
  if (!c.eat('.')) throw parseError('logic tree', c.text, 'expecting "."');
  const raw = readLogicValue(c, head.op === 'in');
  return { type: 'filter', filter: { field, expr: finishOp(head, raw, c.text) } };
}

function readLogicValue(c: Cursor, list: boolean): string {
  if (c.peek() === '"') {
    const s = c.quoted();
    return s;
  }
  const start = c.pos;
  let depth = 0;
  let quoted = false;
  const opener = c.peek();
  const nests = list || opener === '{' || opener === '(';
  for (; c.pos < c.text.length; c.pos++) {
    const ch = c.text[c.pos];
    if (quoted) {
      if (ch === '\\') c.pos++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"' && nests) quoted = true;
    else if (nests && (ch === '(' || ch === '{')) depth++;
    else if (nests && (ch === ')' || ch === '}') && depth > 0) depth--;
    else if ((ch === ',' || ch === ')') && depth === 0) break;
  }
  return c.text.slice(start, c.pos);
}

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value, 'order').map((item) => {
    const c = new Cursor(item, 'order');
    let relation: string | undefined;
    let field: FieldRef;
    const first = c.identifier();
    if (c.eat('(')) {
      relation = first;
      field = parseField(c);
      if (!c.eat(')')) throw parseError('order', value, 'expecting ")"');
    } else {
      c.pos = 0;
      field = parseField(c);
    }
    const term: OrderTerm = { relation, field, desc: false };
    while (c.eat('.')) {
      const w = c.word();
      if (w === 'asc' || w === 'desc') term.desc = w === 'desc';
      else if (w === 'nullsfirst' || w === 'nullslast') term.nulls = w === 'nullsfirst' ? 'first' : 'last';
      else throw parseError('order', value, `unexpected "${w}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    if (!c.done()) throw parseError('order', value, `unexpected "${c.peek()}"`);
    return term;
  });
}

export function parseSelect(value: string): SelectItem[] {
  const c = new Cursor(value, 'select parameter');
  const items = parseSelectItems(c, 0);
  if (!c.done()) throw parseError('select parameter', value, `unexpected "${c.peek()}"`);
  return items;
}

function parseSelectItems(c: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) throw parseError('select parameter', c.text, 'nesting too deep');
  const items: SelectItem[] = [];
  do {
    items.push(parseSelectItem(c, depth));
  } while (c.eat(','));
  return items;
}

function parseSelectItem(c: Cursor, depth: number): SelectItem {
  if (c.eat('*')) return { type: 'star' };
  const spread = c.startsWith('...');
  if (spread) c.skip(3);
  let alias: string | undefined;
  let name = c.identifier();
  if (c.startsWith(':') && !c.startsWith('::')) {
    c.skip(1);
    alias = name;
    name = c.identifier();
  }
  let hint: string | undefined;
  let joinType: 'inner' | 'left' | undefined;
  while (c.eat('!')) {
    const h = c.identifier();
    if (h === 'inner' || h === 'left') joinType = h;
    else if (hint === undefined) hint = h;
    else throw parseError('select parameter', c.text, 'only one hint is allowed');
  }
  if (c.eat('(')) {
    const items = c.peek() === ')' ? [] : parseSelectItems(c, depth + 1);
    if (!c.eat(')')) throw parseError('select parameter', c.text, 'expecting ")"');
    return { type: 'embed', name, alias, hint, joinType, spread, items };
  }
  if (spread || hint !== undefined || joinType) throw parseError('select parameter', c.text, 'expecting "("');
  const json: JsonStep[] = [];
  while (c.startsWith('->')) {
    const op = c.startsWith('->>') ? '->>' : '->';
    c.skip(op.length);
    json.push({ op, key: c.identifier(true) });
  }
  let cast: string | undefined;
  if (c.eat('::')) {
    cast = c.word();
    if (c.eat('[]')) cast += '[]';
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/.test(cast)) throw parseError('select parameter', c.text, 'invalid cast');
  }
  return { type: 'column', field: { name, json }, alias, cast };
}

/** A small scanner; every failure is a PGRST100 naming what was being parsed. */
class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    private readonly what: string,
  ) {}

  done(): boolean {
    return this.pos >= this.text.length;
  }
  end(): void {
    if (!this.done()) throw this.fail(`unexpected "${this.peek()}" expecting end of input`);
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  skip(n: number): void {
    this.pos += n;
  }
  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }
  rest(): string {
    const r = this.text.slice(this.pos);
    this.pos = this.text.length;
    return r;
  }
  until(ch: string): string {
    const start = this.pos;
    while (!this.done() && this.peek() !== ch) this.pos++;
    return this.text.slice(start, this.pos);
  }
  word(): string {
    const m = /^[A-Za-z0-9_]+/.exec(this.text.slice(this.pos));
    if (!m) throw this.fail('expecting a word');
    this.pos += m[0].length;
    return m[0];
  }
  quoted(): string {
    if (!this.eat('"')) throw this.fail('expecting "\\""');
    let out = '';
    while (!this.done()) {
      const ch = this.text[this.pos++];
      if (ch === '\\' && !this.done()) out += this.text[this.pos++];
      else if (ch === '"') return out;
      else out += ch;
    }
    throw this.fail('unterminated quote');
  }
  /** An identifier: quoted, or a run of characters that are not syntax. JSON keys also allow '-' inside. */
  identifier(jsonKey = false): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done()) {
      const ch = this.peek();
      if (',()!:."*'.includes(ch) || /\s/.test(ch)) break;
      if (ch === '-' && this.text[this.pos + 1] === '>') break;
      if (ch === '-' && !jsonKey && this.pos === start) break;
      this.pos++;
    }
    if (this.pos === start) throw this.fail(this.done() ? 'unexpected end of input' : `unexpected "${this.peek()}"`);
    return this.text.slice(start, this.pos);
  }
  fail(details: string) {
    return parseError(this.what, this.text, details);
  }
}
