import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import type { Caller } from './claims.ts';
import type { StorageContext } from './context.ts';
import { errors } from './errors.ts';
import { drain, receiveUpload } from './intake.ts';
import { asCaller, findBucketAsService, insertObject, testAsCaller, upsertObject, type NewObject } from './objects-db.ts';
import { mustBeValidKey } from './paths.ts';

/**
 * POST /object/:bucket/*name (x-upsert: true to replace) and PUT (always replaces), in hosted's
 * order (src/storage/uploader.ts upstream): bucket, then the policies (a rolled-back trial
 * write as the caller), then the body with the bucket's limits, then the real write as the
 * caller. The bytes are renamed into place inside that transaction and removed if it fails, so
 * a row never points at missing bytes and refused uploads leave nothing behind.
 */
export async function uploadObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  caller: Caller,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<void> {
  try {
    mustBeValidKey(name);
    const bucket = await findBucketAsService(ctx, bucketId);
    if (!bucket) throw errors.noSuchBucket();

    const id = crypto.randomUUID();
    const version = crypto.randomUUID();
    const probe: NewObject = { id, bucket: bucketId, name, owner: caller.owner, version, metadata: {}, userMetadata: null };
    await testAsCaller(ctx, caller.claims, async (tx) => {
      if (upsert) await upsertObject(tx, probe);
      else await insertObject(tx, probe);
    });

    const file = await receiveUpload(req, ctx.blobs, bucket, name);
    let committedPath: string | null = null;
    try {
      const row: NewObject = {
        ...probe,
        metadata: {
          eTag: file.eTag,
          size: file.size,
          mimetype: file.mimetype,
          cacheControl: file.cacheControl,
          lastModified: new Date().toISOString(),
          contentLength: file.size,
          httpStatusCode: 200,
        },
        userMetadata: file.userMetadata,
      };
      const result = await asCaller(ctx, caller.claims, async (tx) => {
        const r = upsert ? await upsertObject(tx, row) : (await insertObject(tx, row), { id, replaced: null });
        committedPath = await ctx.blobs.commit(file.temp, bucketId, version);
        return r;
      });
      if (result.replaced && result.replaced !== version) await ctx.blobs.remove(bucketId, result.replaced);
      sendJson(res, 200, { Id: result.id, Key: `${bucketId}/${name}` });
    } catch (e) {
      if (committedPath) await ctx.blobs.remove(bucketId, version);
      else await file.temp.discard();
      throw e;
    }
  } catch (e) {
    // Whatever was refused, read the rest of the body so the client gets the answer.
    await drain(req);
    throw e;
  }
}
