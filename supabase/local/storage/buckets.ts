import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { readJsonObject } from './body.ts';
import type { Caller } from './claims.ts';
import type { StorageContext } from './context.ts';
import { errors, storageError } from './errors.ts';
import { GLOBAL_UPLOAD_LIMIT } from './intake.ts';
import { asCaller, ownerColumns } from './objects-db.ts';
import { mustBeValidBucketName } from './paths.ts';

const BUCKET_COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';
const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];

/*
 * Buckets, as hosted's bucket routes: every read and write runs as the caller against
 * storage.buckets, whose row-level security has no policies for the API roles, so only the
 * service role (which bypasses it) manages buckets; users get the RLS error.
 */

/** GET /bucket: the buckets the caller may see. */
export async function listBuckets(ctx: StorageContext, res: ServerResponse, caller: Caller, url: URL): Promise<void> {
  const q = url.searchParams;
  const limit = boundedInt(q.get('limit'), 1, 10_000);
  const offset = boundedInt(q.get('offset'), 0, Number.MAX_SAFE_INTEGER) ?? 0;
  const search = q.get('search') ?? '';
  const sortColumn = SORT_COLUMNS.includes(q.get('sortColumn') ?? '') ? q.get('sortColumn')! : 'name';
  const sortOrder = q.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const rows = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where ($1 = '' or name ilike '%' || $1 || '%')
       order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
      [search, limit ?? null, offset],
    );
    return r.rows;
  });
  sendJson(res, 200, rows);
}

/** GET /bucket/:id */
export async function getBucket(ctx: StorageContext, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  const row = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
    return r.rows[0];
  });
  if (!row) throw errors.noSuchBucket();
  sendJson(res, 200, row);
}

/** POST /bucket {id, name, public, file_size_limit, allowed_mime_types} */
export async function createBucket(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<void> {
  const body = await readJsonObject(req);
  const name = body.name;
  const id = body.id ?? name;
  mustBeValidBucketName(name);
  mustBeValidBucketName(id);
  const fileSizeLimit = parseSizeLimit(body.file_size_limit);
  const mimeTypes = parseMimeTypes(body.allowed_mime_types);
  const [owner, ownerId] = ownerColumns(caller.owner);
  await asCaller(ctx, caller.claims, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, name, owner, ownerId, body.public === true, fileSizeLimit ?? null, mimeTypes ?? null],
    ),
  );
  sendJson(res, 200, { name });
}

/** PUT /bucket/:id {public, file_size_limit, allowed_mime_types}: only the fields sent change. */
export async function updateBucket(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  const body = await readJsonObject(req);
  const fileSizeLimit = parseSizeLimit(body.file_size_limit);
  const mimeTypes = parseMimeTypes(body.allowed_mime_types);
  if (body.public !== undefined && typeof body.public !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
  const updated = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query(
      `update storage.buckets set
         public = case when $2 then $3 else public end,
         file_size_limit = case when $4 then $5 else file_size_limit end,
         allowed_mime_types = case when $6 then $7 else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [id, body.public !== undefined, body.public === true, fileSizeLimit !== undefined, fileSizeLimit ?? null, mimeTypes !== undefined, mimeTypes ?? null],
    );
    return r.rows.length;
  });
  if (!updated) throw errors.noSuchBucket();
  sendJson(res, 200, { message: 'Successfully updated' });
}

/** POST /bucket/:id/empty: removes the objects the caller's delete policies allow. */
export async function emptyBucket(ctx: StorageContext, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  const removed = await asCaller(ctx, caller.claims, async (tx) => {
    const b = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (!b.rows.length) throw errors.noSuchBucket();
    const r = await tx.query<{ version: string | null }>('delete from storage.objects where bucket_id = $1 returning version', [id]);
    return r.rows;
  });
  for (const row of removed) await ctx.blobs.remove(id, row.version);
  sendJson(res, 200, { message: 'Successfully emptied' });
}

/** DELETE /bucket/:id: refused while objects remain, as hosted. */
export async function deleteBucket(ctx: StorageContext, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  // Counted regardless of the caller's select policies (hidden objects still make it non-empty),
  // and before the caller's transaction: PGlite runs one transaction at a time.
  const n = await ctx.db.query<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1', [id]);
  await asCaller(ctx, caller.claims, async (tx) => {
    const b = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (!b.rows.length) throw errors.noSuchBucket();
    if (n.rows[0].n > 0) throw errors.bucketNotEmpty();
    const r = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
    if (!r.rows.length) throw errors.accessDenied('new row violates row-level security policy');
  });
  sendJson(res, 200, { message: 'Successfully deleted' });
}

/** A bucket size limit: bytes, or a string such as "10MB" (hosted's parseFileSizeToBytes). */
function parseSizeLimit(v: unknown): number | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  let bytes: number;
  if (typeof v === 'number') bytes = v;
  else if (typeof v === 'string') {
    const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(v.trim());
    if (!m) throw storageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    const unit = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 }[m[2].toUpperCase() as 'GB' | 'MB' | 'KB' | 'B'];
    bytes = Math.round(+parseFloat(m[1]).toPrecision(3) * unit);
  } else {
    throw storageError(400, 'InvalidRequest', 'body/file_size_limit must be integer or string');
  }
  if (!Number.isInteger(bytes) || bytes < 0) throw storageError(400, 'InvalidRequest', 'body/file_size_limit must be >= 0');
  if (bytes > GLOBAL_UPLOAD_LIMIT) throw errors.entityTooLarge();
  return bytes;
}

const MIME_TYPE = /^[a-zA-Z0-9\-+.]+\/([a-zA-Z0-9\-+.]+|\*)$/;

function parseMimeTypes(v: unknown): string[] | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (!Array.isArray(v)) throw storageError(400, 'InvalidRequest', 'body/allowed_mime_types must be array');
  const types = v.filter((t) => t !== '' && t !== null);
  for (const t of types) {
    if (typeof t !== 'string' || t.length > 1000 || !MIME_TYPE.test(t)) throw errors.invalidMimeType(String(t));
  }
  return types as string[];
}

function boundedInt(v: string | null, min: number, max: number): number | undefined {
  if (v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw storageError(400, 'InvalidRequest', 'invalid pagination value');
  return n;
}
