import type { IncomingMessage } from 'node:http';
import { isApiRole } from '../db/index.ts';
import { HttpError, requestClaims, sendJson } from '../http.ts';
import type { JwtClaims } from '../jwt.ts';
import type { Route, StackContext } from '../server.ts';
import { numberSetting, readProjectConfig, section } from '../project-config.ts';
import { pgrstError, tableNotFound, toHttpError } from './errors.ts';
import { checkProfile, readPrefs } from './headers.ts';
import { budgetError, installLimits } from './limits.ts';
import { sendAnswer } from './respond.ts';
import { handleRpc } from './rpc.ts';
import { loadSchemaCache, SchemaCacheStore, type SchemaCache } from './schema-cache.ts';
import { handleRead, handleWrite } from './table.ts';

const PREFIX = '/rest/v1';

/** PostgREST's `/rest/v1` on the stack's database: parse → plan → build SQL → respond. */
export function createRestRoute(ctx: StackContext): Route {
  const store = new SchemaCacheStore(async () => {
    await installLimits(ctx.db);
    return loadSchemaCache(ctx.db);
  });
  // PostgREST's db-max-rows, as the Supabase CLI passes it from config.toml; 0 or less means none.
  const maxRowsSetting = numberSetting(section(readProjectConfig(ctx.config.supabaseDir), 'api'), 'max_rows', 1000);
  const maxRows = maxRowsSetting > 0 ? Math.floor(maxRowsSetting) : undefined;
  store.reload().catch((e: unknown) => console.error('[rest] schema cache load failed:', e));

  return async (req, res, url) => {
    let authed = false;
    try {
      const method = req.method ?? 'GET';
      const claims = await claimsOf(req, url, ctx.config.jwtSecret);
      authed = claims.role !== 'anon';
      if (url.search.includes('%00')) {
        throw pgrstError('22021', 'invalid byte sequence for encoding "UTF8": 0x00');
      }
      checkProfile(req);
      const prefs = readPrefs(req);
      const rest = url.pathname.slice(PREFIX.length);
      const segments = rest.split('/').filter(Boolean).map(decodeSegment);
      const base = { req, url, method, claims, prefs, db: ctx.db, maxRows };

      if (segments.length === 0) {
        if (method !== 'GET' && method !== 'HEAD') throw pgrstError('PGRST117', `Unsupported HTTP method: ${method}`);
        sendJson(res, 200, openApi(await store.get()));
        return;
      }
      if (segments[0] === 'rpc' && segments.length === 2) {
        let cache = await store.get();
        if (!cache.functions.has(segments[1])) cache = await store.afterMiss();
        sendAnswer(res, await handleRpc({ ...base, cache, name: segments[1], overloads: cache.functions.get(segments[1]) }));
        return;
      }
      if (segments.length !== 1) throw pgrstError('PGRST125', 'Invalid path specified in request URL');
      if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
        throw pgrstError('PGRST117', `Unsupported HTTP method: ${method}`);
      }
      const name = segments[0];
      let cache = await store.get();
      if (!exposed(cache, name)) cache = await store.afterMiss();
      const relation = exposed(cache, name);
      if (!relation) throw tableNotFound(name);
      const t = { ...base, cache, relation };
      sendAnswer(res, method === 'GET' || method === 'HEAD' ? await handleRead(t) : await handleWrite(t));
    } catch (e) {
      // The gateway writes HttpErrors; Node drops the body of HEAD answers itself.
      throw toHttpError(budgetError(e), authed);
    }
  };
}

function exposed(cache: SchemaCache, name: string) {
  const r = cache.relations.get(name);
  return r && r.kind !== 'c' ? r : undefined;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw pgrstError('PGRST125', 'Invalid path specified in request URL');
  }
}

/** The JWT's claims; a role other than the API roles is refused before any SQL runs. */
async function claimsOf(req: IncomingMessage, url: URL, secret: string): Promise<JwtClaims> {
  const claims = await requestClaims(req, url, secret);
  if (!isApiRole(claims.role)) {
    throw new HttpError(
      401,
      { code: '22023', message: `role "${String(claims.role)}" does not exist`, details: null, hint: null },
      { 'www-authenticate': 'Bearer' },
    );
  }
  return claims;
}

/** A short OpenAPI 2 description of what is exposed, like PostgREST's root endpoint. */
function openApi(cache: SchemaCache) {
  const paths: Record<string, object> = { '/': {} };
  const definitions: Record<string, object> = {};
  for (const r of cache.relations.values()) {
    if (r.kind === 'c') continue;
    paths[`/${r.name}`] = {};
    const properties: Record<string, object> = {};
    for (const c of r.columns.values()) properties[c.name] = { format: c.type };
    definitions[r.name] = { type: 'object', properties, required: [...r.columns.values()].filter((c) => !c.nullable && c.default === null).map((c) => c.name) };
  }
  for (const name of cache.functions.keys()) paths[`/rpc/${name}`] = {};
  return { swagger: '2.0', info: { title: 'PostgREST API', version: '12.2.0 (local)' }, basePath: '/', paths, definitions };
}
