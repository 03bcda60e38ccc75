import { asRole, type Queryable } from '../db/index.ts';
import type { JwtClaims } from '../jwt.ts';
import type { Caller } from './claims.ts';
import type { StorageContext } from './context.ts';
import { mapDbErrors } from './errors.ts';

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** storage.objects.metadata as hosted writes it. */
export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

export const OBJECT_COLUMNS = 'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

const UUID_ANY_CASE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `owner` uuid column only holds a uuid subject; `owner_id` keeps any subject as text. */
export function ownerColumns(owner: string | undefined): [string | null, string | null] {
  return [owner && UUID_ANY_CASE.test(owner) ? owner : null, owner ?? null];
}

/**
 * Bucket settings read as the storage service itself (hosted reads them as its super user for
 * uploads and public downloads: limits and publicness are not secrets).
 */
export async function findBucketAsService(ctx: StorageContext, id: string): Promise<BucketRow | null> {
  const r = await ctx.db.query<BucketRow>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]);
  return r.rows[0] ?? null;
}

export async function findObjectAsService(ctx: StorageContext, bucket: string, name: string): Promise<ObjectRow | null> {
  const r = await ctx.db.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  return r.rows[0] ?? null;
}

/** The object as the caller may see it under the select policies, or null. */
export async function findObjectAsCaller(ctx: StorageContext, caller: Caller, bucket: string, name: string): Promise<ObjectRow | null> {
  return asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
    return r.rows[0] ?? null;
  });
}

/** One transaction as the caller's role, database errors mapped to Storage API errors. */
export function asCaller<T>(ctx: StorageContext, claims: JwtClaims, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return mapDbErrors(() => asRole(ctx.db, claims, fn));
}

class Rollback extends Error {}

/**
 * Runs fn as the caller and rolls it back: the policies decide whether the write would be
 * allowed (hosted's testPermission) before a byte of the body is read.
 */
export async function testAsCaller(ctx: StorageContext, claims: JwtClaims, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  try {
    await asCaller(ctx, claims, async (tx) => {
      await fn(tx);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | undefined;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/** Inserts a new object row; no RETURNING, so only the insert policies are consulted. */
export async function insertObject(tx: Queryable, o: NewObject): Promise<void> {
  const [owner, ownerId] = ownerColumns(o.owner);
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [o.id, o.bucket, o.name, owner, ownerId, o.version, JSON.stringify(o.metadata), o.userMetadata && JSON.stringify(o.userMetadata)],
  );
}

/**
 * Inserts or replaces an object row (insert, update and select policies apply, as for hosted's
 * upsert). Answers the row's id and the version it replaced, whose bytes become garbage.
 */
export async function upsertObject(tx: Queryable, o: NewObject): Promise<{ id: string; replaced: string | null }> {
  const [owner, ownerId] = ownerColumns(o.owner);
  const before = await tx.query<{ version: string | null }>('select version from storage.objects where bucket_id = $1 and name = $2', [o.bucket, o.name]);
  const r = await tx.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata, last_accessed_at = now()
     returning id`,
    [o.id, o.bucket, o.name, owner, ownerId, o.version, JSON.stringify(o.metadata), o.userMetadata && JSON.stringify(o.userMetadata)],
  );
  return { id: r.rows[0].id, replaced: before.rows[0]?.version ?? null };
}
