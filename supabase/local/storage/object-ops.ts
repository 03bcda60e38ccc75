import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { optionalString, readJsonObject, requiredString } from './body.ts';
import type { Caller } from './claims.ts';
import type { StorageContext } from './context.ts';
import { errors } from './errors.ts';
import { validateMimeType } from './content-type.ts';
import { sizeLimit } from './intake.ts';
import {
  asCaller,
  findBucketAsService,
  insertObject,
  OBJECT_COLUMNS,
  upsertObject,
  type BucketRow,
  type ObjectMetadata,
  type ObjectRow,
} from './objects-db.ts';
import { mustBeValidKey } from './paths.ts';

/** DELETE /object/:bucket {prefixes}: removes what the caller's delete policies allow; answers the removed rows. */
export async function removeObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller, bucket: string): Promise<void> {
  const body = await readJsonObject(req);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
    throw errors.invalidRequest('body/prefixes must be an array of 1 to 1000 items');
  }
  // storage-js sends names, or {path, versionId} entries; with one version per name the path decides.
  const names = prefixes.map((p) => (typeof p === 'string' ? p : p && typeof p === 'object' ? (p as { path?: unknown }).path : undefined));
  if (!names.every((n): n is string => typeof n === 'string')) throw errors.invalidRequest('body/prefixes must be strings');
  const removed = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [
      bucket,
      names,
    ]);
    return r.rows;
  });
  for (const row of removed) await ctx.blobs.remove(row.bucket_id, row.version);
  sendJson(res, 200, removed);
}

/** DELETE /object/:bucket/*name: one object. */
export async function deleteObject(ctx: StorageContext, res: ServerResponse, caller: Caller, bucket: string, name: string): Promise<void> {
  const removed = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query<{ version: string | null }>('delete from storage.objects where bucket_id = $1 and name = $2 returning version', [bucket, name]);
    return r.rows[0];
  });
  if (!removed) throw errors.noSuchKey();
  await ctx.blobs.remove(bucket, removed.version);
  sendJson(res, 200, { message: 'Successfully deleted' });
}

interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
  /** The destination's settings: a copy or move must fit its limits as an upload would. */
  destination: BucketRow;
}

async function readTransfer(ctx: StorageContext, req: IncomingMessage): Promise<Transfer & { body: Record<string, unknown> }> {
  const body = await readJsonObject(req);
  const bucketId = requiredString(body, 'bucketId');
  const sourceKey = requiredString(body, 'sourceKey');
  const destinationKey = requiredString(body, 'destinationKey');
  const destinationBucket = optionalString(body, 'destinationBucket') ?? bucketId;
  mustBeValidKey(destinationKey);
  const destination = await findBucketAsService(ctx, destinationBucket);
  if (!destination) throw errors.noSuchBucket();
  return { body, bucketId, sourceKey, destinationKey, destinationBucket, destination };
}

/**
 * Uploads meet the bucket's allowed types and size at the door; an object arriving by copy or
 * move from a laxer bucket meets the same ones, with the answers an upload would get.
 */
async function mustFitBucket(ctx: StorageContext, bucket: BucketRow, from: { bucket_id: string; version: string | null; metadata: ObjectMetadata | null }) {
  const allowed = bucket.allowed_mime_types;
  if (allowed && allowed.length > 0) validateMimeType(from.metadata?.mimetype || 'application/octet-stream', allowed);
  const stat = from.version ? await ctx.blobs.stat(from.bucket_id, from.version) : null;
  const size = stat?.size ?? Number(from.metadata?.size ?? 0);
  if (size > sizeLimit(bucket.file_size_limit)) throw errors.entityTooLarge();
}

/**
 * POST /object/move: renames the row as the caller (its update policies must allow both the old
 * and the new name). The bytes stay put: they are filed by version, not by name.
 */
export async function moveObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<void> {
  const t = await readTransfer(ctx, req);
  let relocated = false;
  try {
    await asCaller(ctx, caller.claims, async (tx) => {
      // The limits first, so an object that does not fit gets the upload's answer rather than
      // the policies' refusal (they hold the same line for hosted, where Storage does not check).
      const source = await tx.query<{ version: string | null; metadata: ObjectMetadata | null }>(
        'select version, metadata from storage.objects where bucket_id = $1 and name = $2',
        [t.bucketId, t.sourceKey],
      );
      if (source.rows[0]) await mustFitBucket(ctx, t.destination, { bucket_id: t.bucketId, ...source.rows[0] });
      const r = await tx.query<{ version: string | null }>(
        `update storage.objects set name = $3, bucket_id = $4, last_accessed_at = now()
         where bucket_id = $1 and name = $2 returning version`,
        [t.bucketId, t.sourceKey, t.destinationKey, t.destinationBucket],
      );
      const row = r.rows[0];
      if (!row) throw errors.noSuchKey();
      if (row.version && t.destinationBucket !== t.bucketId) {
        await ctx.blobs.relocate(t.bucketId, t.destinationBucket, row.version);
        relocated = true;
      }
    });
  } catch (e) {
    if (relocated) {
      // The rename was rolled back; so is the file's move between bucket directories.
      const row = await ctx.db.query<{ version: string }>('select version from storage.objects where bucket_id = $1 and name = $2', [t.bucketId, t.sourceKey]);
      if (row.rows[0]) await ctx.blobs.relocate(t.destinationBucket, t.bucketId, row.rows[0].version);
    }
    throw e;
  }
  sendJson(res, 200, { message: 'Successfully moved' });
}

/**
 * POST /object/copy: reads the source as the caller, writes the copy as the caller (insert
 * policies; x-upsert: true to replace), with its own bytes under a new version.
 */
export async function copyObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<void> {
  const t = await readTransfer(ctx, req);
  const upsert = req.headers['x-upsert'] === 'true';
  const source = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [t.bucketId, t.sourceKey]);
    return r.rows[0];
  });
  if (!source || !source.version) throw errors.noSuchKey();
  await mustFitBucket(ctx, t.destination, source);
  const copyMetadata = t.body.copyMetadata !== false;
  const userMetadata = copyMetadata
    ? source.user_metadata
    : t.body.metadata && typeof t.body.metadata === 'object' && !Array.isArray(t.body.metadata)
      ? (t.body.metadata as Record<string, unknown>)
      : null;

  const id = crypto.randomUUID();
  const version = crypto.randomUUID();
  const temp = await ctx.blobs.copyToTemp(source.bucket_id, source.version);
  let committed = false;
  try {
    const row = {
      id,
      bucket: t.destinationBucket,
      name: t.destinationKey,
      owner: caller.owner,
      version,
      metadata: { ...(source.metadata ?? {}), lastModified: new Date().toISOString() },
      userMetadata,
    };
    const result = await asCaller(ctx, caller.claims, async (tx) => {
      const r = upsert ? await upsertObject(tx, row) : (await insertObject(tx, row), { id, replaced: null });
      await ctx.blobs.commit(temp, t.destinationBucket, version);
      committed = true;
      return r;
    });
    if (result.replaced && result.replaced !== version) await ctx.blobs.remove(t.destinationBucket, result.replaced);
    sendJson(res, 200, { Id: result.id, Key: `${t.destinationBucket}/${t.destinationKey}` });
  } catch (e) {
    if (committed) await ctx.blobs.remove(t.destinationBucket, version);
    else await temp.discard();
    throw e;
  }
}
