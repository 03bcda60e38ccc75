import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { optionalInt, optionalString, readJsonObject } from './body.ts';
import type { Caller } from './claims.ts';
import type { StorageContext } from './context.ts';
import { storageError } from './errors.ts';
import { asCaller } from './objects-db.ts';
import { escapeLike } from './paths.ts';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

/**
 * POST /object/list/:bucket {prefix, limit, offset, sortBy, search}: one folder level, as
 * hosted's storage.search (v1) answers it: folders first (id and dates null), then files, each
 * named relative to the prefix; `search` matches the start of names at that level, ignoring
 * case. Runs as the caller, so only objects the select policies show are listed.
 */
export async function listObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller, bucket: string): Promise<void> {
  const body = await readJsonObject(req);
  let prefix = optionalString(body, 'prefix') ?? '';
  const search = optionalString(body, 'search') ?? '';
  const limit = Math.min(optionalInt(body, 'limit', 1, 100), 10_000);
  const offset = optionalInt(body, 'offset', 0, 0);
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  if (typeof sortBy !== 'object' || sortBy === null) throw badSort();
  const column = sortBy.column ?? 'name';
  const order = sortBy.order ?? 'asc';
  // Whitelisted: these two are the only values spliced into the SQL text.
  if (!(SORT_COLUMNS as readonly unknown[]).includes(column)) throw badSort();
  if (typeof order !== 'string' || !['asc', 'desc'].includes(order.toLowerCase())) throw badSort();
  const dir = order.toLowerCase() === 'desc' ? 'desc' : 'asc';

  // Hosted treats the prefix as a folder.
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const level = prefix ? prefix.split('/').length : 1;

  const rows = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query(
      `with matched as (
         select o.path_tokens, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
         from storage.objects o
         where o.bucket_id = $1 and o.name ilike $2 escape '\\'
       ), entries as (
         select distinct path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
         from matched where array_length(path_tokens, 1) > $3
         union all
         select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, 1
         from matched where array_length(path_tokens, 1) = $3
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
       order by kind, case when kind = 0 then name end ${dir}, ${column} ${dir}, name ${dir}
       limit $4 offset $5`,
      [bucket, `${escapeLike(prefix)}${escapeLike(search)}%`, level, limit, offset],
    );
    return r.rows;
  });
  sendJson(res, 200, rows);
}

function badSort() {
  return storageError(400, 'InvalidRequest', 'body/sortBy/column must be equal to one of the allowed values', 'Bad Request');
}
