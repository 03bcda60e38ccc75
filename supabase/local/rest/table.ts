import type { IncomingMessage } from 'node:http';
import { asRole, type Database } from '../db/index.ts';
import type { JwtClaims } from '../jwt.ts';
import { insertRows, isObject, readPayload } from './body.ts';
import { invalidBody } from './errors.ts';
import type { RequestPrefs } from './headers.ts';
import { capWindow, checkInsertRows, checkShape, LIMITS } from './limits.ts';
import { parseQuery, type QueryParams } from './parse.ts';
import { planMutation, planRead } from './plan.ts';
import { buildMutation, buildRead, type BuiltQuery } from './query.ts';
import { readAnswer, singleBody, writeAnswer, type Answer, type ResultRow } from './respond.ts';
import type { Relation, SchemaCache } from './schema-cache.ts';

export interface TableRequest {
  req: IncomingMessage;
  url: URL;
  method: string;
  claims: JwtClaims;
  prefs: RequestPrefs;
  cache: SchemaCache;
  relation: Relation;
  db: Database;
  /** `[api] max_rows`: the most rows a read returns. */
  maxRows?: number;
}

/** Built reads by (schema generation, relation, query string, window): a repeated read skips parse/plan/build. */
const readCache = new Map<string, { q: BuiltQuery; offset: number }>();
const READ_CACHE_MAX = 500;

/** The top-level window: limit/offset intersected with the Range header, as PostgREST's restrictRange. */
export function topWindow(q: QueryParams, prefs: RequestPrefs): { limit?: number; offset: number } {
  const top = q.ranges.find((r) => r.path.length === 0);
  const qOffset = top?.offset ?? 0;
  const qUpper = top?.limit !== undefined ? qOffset + top.limit - 1 : undefined;
  const lower = Math.max(qOffset, prefs.range?.from ?? 0);
  const uppers = [qUpper, prefs.range?.to].filter((u): u is number => u !== undefined);
  const upper = uppers.length ? Math.min(...uppers) : undefined;
  return { offset: lower, limit: upper === undefined ? undefined : Math.max(0, upper - lower + 1) };
}

/**
 * Answers to GET reads, by caller (every claim) and request. An entry serves only while the database
 * has seen no write since it was read (see Database.writeGeneration: PGlite, which only this process
 * writes to) and for at most ANSWER_TTL_MS, a bound on staleness should a policy ever depend on the clock.
 */
const answerCache = new Map<string, { generation: number; at: number; answer: Answer }>();
const ANSWER_CACHE_MAX = 1000;
const ANSWER_TTL_MS = 2000;
const answerCacheOff = process.env.SUPABASE_LOCAL_REST_CACHE === 'off';

export async function handleRead(t: TableRequest): Promise<Answer> {
  const generation = t.db.writeGeneration;
  if (answerCacheOff || !generation || t.method !== 'GET') return readNow(t);
  const key = JSON.stringify([t.claims, t.req.headers['accept-profile'] ?? '', t.relation.name, t.url.search, t.prefs, t.req.headers.accept ?? '', t.maxRows]);
  const hit = answerCache.get(key);
  const before = generation();
  if (hit && hit.generation === before && Date.now() - hit.at < ANSWER_TTL_MS) return hit.answer;
  const answer = await readNow(t);
  if (generation() === before && answer.status < 300) {
    if (answerCache.size >= ANSWER_CACHE_MAX) answerCache.delete(answerCache.keys().next().value!);
    answerCache.set(key, { generation: before, at: Date.now(), answer });
  }
  return answer;
}

async function readNow(t: TableRequest): Promise<Answer> {
  const { prefs, url } = t;
  const key = `${t.cache.generation}|${t.relation.name}|${url.search}|${prefs.count ? 1 : 0}|${prefs.stripNulls ? 1 : 0}|${prefs.range?.from ?? ''}-${prefs.range?.to ?? ''}|${t.maxRows ?? ''}`;
  let cached = readCache.get(key);
  if (!cached) {
    const q = parseQuery(url.searchParams);
    checkShape(q);
    const plan = planRead(t.cache, t.relation, q);
    const win = capWindow(topWindow(q, prefs), t.maxRows);
    cached = { q: buildRead(plan, { count: !!prefs.count, stripNulls: prefs.stripNulls, ...win }), offset: win.offset };
    if (readCache.size >= READ_CACHE_MAX) readCache.delete(readCache.keys().next().value!);
    readCache.set(key, cached);
  }
  const { q, offset } = cached;
  const row = await asRole(t.db, t.claims, async (tx) => (await tx.query<ResultRow>(q.sql, q.params)).rows[0], {
    readOnly: true,
    statementTimeoutMs: LIMITS.statementTimeoutMs,
  });
  return readAnswer(row, offset, {
    single: prefs.single,
    head: t.method === 'HEAD',
    applied: prefs.count ? [`count=${prefs.count}`] : [],
    location: `/${t.relation.name}${url.search}`,
  });
}

export async function handleWrite(t: TableRequest): Promise<Answer> {
  const { prefs, relation } = t;
  const q = parseQuery(t.url.searchParams);
  checkShape(q);
  const kind = t.method === 'POST' ? 'insert' : t.method === 'PATCH' ? 'update' : 'delete';
  let body = '[]';
  let columns: string[] = [];
  if (kind === 'insert') {
    const r = insertRows(await readPayload(t.req), q.columns);
    checkInsertRows(r.rows.length);
    body = JSON.stringify(r.rows);
    columns = r.columns;
  } else if (kind === 'update') {
    const payload = await readPayload(t.req);
    if (!isObject(payload)) throw invalidBody();
    columns = q.columns ?? Object.keys(payload);
    body = JSON.stringify(payload);
  }
  const plan = planMutation(t.cache, relation, kind, q, { columns, resolution: prefs.resolution, missingDefault: prefs.missingDefault });
  const representation = prefs.returnPref === 'representation';
  const headersOnly = prefs.returnPref === 'headers-only';
  const needRows = representation || (headersOnly && kind === 'insert' && relation.pk.length > 0);
  if (kind === 'update' && columns.length === 0) {
    // PostgREST answers an empty PATCH without touching any row.
    return writeAnswer(t.prefs, kind, { total: null, page_total: 0, body: '[]', inserted: 0 }, representation, undefined);
  }
  const built = buildMutation(plan, body, needRows, { count: false, stripNulls: prefs.stripNulls });
  const row = await asRole(
    t.db,
    t.claims,
    async (tx) => {
      const r = await tx.query<ResultRow>(built.sql, built.params);
      const result: ResultRow = needRows ? r.rows[0] : { total: null, page_total: r.affectedRows ?? 0, body: '[]', inserted: null };
      // Under a single-object Accept the write must touch exactly one row, else it is rolled back.
      if (prefs.single) singleBody(result);
      return result;
    },
    { statementTimeoutMs: LIMITS.statementTimeoutMs },
  );
  return writeAnswer(t.prefs, kind, row, representation, headersOnly ? locationOf(relation, row) : undefined);
}

function locationOf(relation: Relation, row: ResultRow): string | undefined {
  if (!relation.pk.length) return undefined;
  const rows = JSON.parse(row.body) as Record<string, unknown>[];
  if (!rows.length) return undefined;
  const qs = relation.pk.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(rows[0][c]))}`).join('&');
  return `/${relation.name}?${qs}`;
}
