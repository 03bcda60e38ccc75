import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { sendJson } from '../http.ts';
import { optionalInt, readJsonObject } from './body.ts';
import type { Caller } from './claims.ts';
import type { StorageContext } from './context.ts';
import { errors } from './errors.ts';
import { asCaller } from './objects-db.ts';
import { resolveObject, sendObject } from './download.ts';
import { isEmptyTransform, transformFromBody, transformToClaim, type TransformOptions } from './transform.ts';

const encoder = new TextEncoder();

/**
 * Signed URLs as hosted makes them (src/storage/object.ts signObjectUrl upstream): a JWT signed
 * with the project's JWT secret holding `url` = "<bucket>/<name>" and `exp`. It has no role, so
 * it is useless as an API token; an API token has no url, so it is useless here. With
 * transformation options the token also holds them (`transformations`, `format`) and the URL
 * is the signed render route, which takes its options from the token only.
 */
async function signUrl(ctx: StorageContext, url: string, expiresIn: number, transform?: TransformOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, string> = { url };
  const transformations = transform ? transformToClaim(transform) : '';
  if (transformations) claims.transformations = transformations;
  if (transformations && transform?.format) claims.format = transform.format;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(encoder.encode(ctx.jwtSecret));
  return `/${transformations ? 'render/image' : 'object'}/sign/${url}?token=${token}`;
}

export interface SignedToken {
  url?: unknown;
  exp?: number;
  transformations?: unknown;
  format?: unknown;
}

/** Checks a signed URL's token and that it names this object; hosted's errors otherwise. */
export async function verifySignedToken(ctx: StorageContext, url: URL, bucket: string, name: string): Promise<SignedToken> {
  const token = url.searchParams.get('token');
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  let payload: SignedToken;
  try {
    payload = (await jwtVerify(token, encoder.encode(ctx.jwtSecret), { algorithms: ['HS256'] })).payload;
  } catch (e) {
    // jsonwebtoken's messages, which hosted passes through.
    if (e instanceof joseErrors.JWTExpired) throw errors.invalidJwt('jwt expired');
    if (e instanceof joseErrors.JWSSignatureVerificationFailed) throw errors.invalidJwt('invalid signature');
    throw errors.invalidJwt('jwt malformed');
  }
  if (payload.url !== `${bucket}/${name}`) throw errors.invalidSignature();
  return payload;
}

/** Signed routes read the object the token names, past the policies (the signer passed them). */
export const SIGNED_READER: Caller = { claims: { role: 'service_role' }, authenticated: true, owner: undefined };

/** POST /object/sign/:bucket/*name {expiresIn}: the caller must be able to read the object. */
export async function signOne(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller, bucket: string, name: string): Promise<void> {
  const body = await readJsonObject(req);
  if (body.expiresIn === undefined) throw errors.missingParameter('expiresIn');
  const expiresIn = optionalInt(body, 'expiresIn', 1, 60);
  const transform = transformFromBody(body.transform);
  const visible = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
    return r.rows.length > 0;
  });
  if (!visible) throw errors.noSuchKey();
  sendJson(res, 200, { signedURL: await signUrl(ctx, `${bucket}/${name}`, expiresIn, isEmptyTransform(transform) ? undefined : transform) });
}

/** POST /object/sign/:bucket {expiresIn, paths}: one answer per path, errors inline. */
export async function signMany(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, caller: Caller, bucket: string): Promise<void> {
  const body = await readJsonObject(req);
  if (body.expiresIn === undefined) throw errors.missingParameter('expiresIn');
  const expiresIn = optionalInt(body, 'expiresIn', 1, 60);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || !paths.every((p) => typeof p === 'string')) {
    throw errors.invalidRequest('body/paths must be an array of 1 to 1000 strings');
  }
  const found = await asCaller(ctx, caller.claims, async (tx) => {
    const r = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, paths]);
    return new Set(r.rows.map((row) => row.name));
  });
  const answers = await Promise.all(
    (paths as string[]).map(async (path) =>
      found.has(path)
        ? { error: null, path, signedURL: await signUrl(ctx, `${bucket}/${path}`, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
  sendJson(res, 200, answers);
}

/** GET|HEAD /object/sign/:bucket/*name?token=: serves the object the token names, until it expires. */
export async function serveSigned(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, name: string): Promise<void> {
  const payload = await verifySignedToken(ctx, url, bucket, name);
  const obj = await resolveObject(ctx, SIGNED_READER, bucket, name, 'signed');
  await sendObject(ctx, req, res, obj, {
    head: req.method === 'HEAD',
    download: url.searchParams.get('download'),
    expires: payload.exp ? new Date(payload.exp * 1000) : undefined,
  });
}
