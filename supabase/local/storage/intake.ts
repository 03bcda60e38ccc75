import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { BlobStore, TempBlob } from './blobs.ts';
import { HttpError } from '../http.ts';
import { storedContentType, validateMimeType } from './content-type.ts';
import { errors } from './errors.ts';
import { markupGuard } from './markup-guard.ts';

/** Largest upload accepted whatever the bucket says (hosted's default global limit is 50 MB). */
export const GLOBAL_UPLOAD_LIMIT = 50 * 1024 * 1024;
/** After a refusal the rest of the body is read and dropped so the client sees the answer; past this it is cut off. */
const DRAIN_LIMIT = 256 * 1024 * 1024;
const MAX_FIELD_BYTES = 1024 * 1024;

export interface BucketLimits {
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export interface ReceivedFile {
  temp: TempBlob;
  size: number;
  eTag: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Reads an upload body (multipart/form-data as storage-js sends a Blob or File, or raw bytes)
 * into a temp file, enforcing the bucket's size and type limits the way hosted's Uploader does
 * (src/storage/uploader.ts upstream). The declared type is parsed and stored as parsed
 * (content-type.ts). Never buffers the file; on refusal drains the request.
 */
export async function receiveUpload(req: IncomingMessage, blobs: BlobStore, bucket: BucketLimits, objectName: string): Promise<ReceivedFile> {
  const placeholder = objectName.endsWith('.emptyFolderPlaceholder');
  const limit = placeholder ? 0 : sizeLimit(bucket.file_size_limit);
  const checkMime = (mime: string) => {
    if (!placeholder && bucket.allowed_mime_types && bucket.allowed_mime_types.length > 0) {
      validateMimeType(mime, bucket.allowed_mime_types);
    }
  };
  const contentType = header(req, 'content-type');
  try {
    if (contentType && /^multipart\/form-data/i.test(contentType)) {
      return await receiveMultipart(req, blobs, contentType, limit, checkMime);
    }
    return await receiveRaw(req, blobs, contentType, limit, checkMime);
  } catch (e) {
    await drain(req);
    throw e;
  }
}

async function receiveRaw(
  req: IncomingMessage,
  blobs: BlobStore,
  contentType: string | undefined,
  limit: number,
  checkMime: (m: string) => void,
): Promise<ReceivedFile> {
  const mimetype = storedContentType(contentType);
  checkMime(mimetype);
  const declared = Number(header(req, 'content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw errors.entityTooLarge();
  const sniff = markupGuard(mimetype);
  const temp = await blobs.createTemp();
  try {
    for await (const chunk of bodyChunks(req)) {
      if (temp.size + chunk.length > limit) throw errors.entityTooLarge();
      sniff(chunk);
      await temp.write(chunk);
    }
    const eTag = await temp.finish();
    return {
      temp,
      size: temp.size,
      eTag,
      mimetype,
      cacheControl: header(req, 'cache-control') ?? 'no-cache',
      userMetadata: decodeMetadataHeader(header(req, 'x-metadata')),
    };
  } catch (e) {
    await temp.discard();
    throw e;
  }
}

/**
 * multipart/form-data read by busboy, as hosted Storage reads it (through @fastify/multipart):
 * the fields before the file (cacheControl, contentType, metadata), then the first file part
 * streamed to a temp file. A part without a Content-Type is text/plain (RFC 7578). The first
 * refusal stops the parser; the caller drains the rest of the request.
 */
async function receiveMultipart(
  req: IncomingMessage,
  blobs: BlobStore,
  contentType: string,
  limit: number,
  checkMime: (m: string) => void,
): Promise<ReceivedFile> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: MAX_FIELD_BYTES + 1, files: 1 } });
  } catch {
    throw errors.noContent(); // no boundary
  }
  const fields: Record<string, string> = {};
  let fieldBytes = 0;
  let file: { temp: TempBlob; mimetype: string } | null = null;
  let fileWritten: Promise<void> = Promise.resolve();
  let refusal: { error: unknown } | null = null;
  let onRefusal = () => {};
  const refused = new Promise<void>((resolve) => (onRefusal = resolve));
  const refuse = (error: unknown) => {
    refusal ??= { error };
    onRefusal();
  };

  parser.on('field', (name, value) => {
    // Everything but the file is kept small, fields after the file included.
    fieldBytes += Buffer.byteLength(value);
    if (fieldBytes > MAX_FIELD_BYTES) refuse(errors.entityTooLarge('user_metadata'));
    else if (!file) fields[name] = value;
  });
  parser.on('file', (_name: string, stream: Readable, info: busboy.FileInfo) => {
    let cut = false; // the form ended inside the file, or the parser was stopped
    stream.once('error', () => (cut = true));
    fileWritten = (async () => {
      const mimetype = storedContentType(fields.contentType || info.mimeType);
      checkMime(mimetype);
      const sniff = markupGuard(mimetype);
      const temp = await blobs.createTemp();
      file = { temp, mimetype };
      for await (const c of stream as AsyncIterable<Buffer>) {
        if (temp.size + c.length > limit) throw errors.entityTooLarge();
        sniff(c);
        await temp.write(c);
      }
    })().catch((e: unknown) => refuse(cut && !(e instanceof HttpError) ? errors.noContent() : e));
  });
  parser.on('error', () => refuse(errors.noContent()));
  // Settled either way: a parser error is a refusal already, and must not go unhandled.
  const settled = (event: string) =>
    once(parser, event).then(
      () => undefined,
      () => undefined,
    );
  const parsed = settled('close');

  try {
    for await (const chunk of bodyChunks(req)) {
      if (refusal) break;
      if (!parser.write(chunk)) await Promise.race([settled('drain'), refused]);
    }
    if (!refusal) {
      parser.end();
      await Promise.race([parsed, refused]);
    }
  } catch {
    refuse(errors.noContent()); // the client went away
  }
  if (refusal) parser.destroy();
  await fileWritten;
  const received = file as { temp: TempBlob; mimetype: string } | null;
  if (refusal) {
    if (received) await received.temp.discard();
    throw (refusal as { error: unknown }).error;
  }
  if (!received) throw errors.noContent();
  const eTag = await received.temp.finish();
  return {
    temp: received.temp,
    size: received.temp.size,
    eTag,
    mimetype: received.mimetype,
    cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
    userMetadata: parseJsonObject(fields.metadata ?? fields.userMetadata),
  };
}

export function sizeLimit(bucketLimit: number | string | null): number {
  const n = bucketLimit === null ? NaN : Number(bucketLimit);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, GLOBAL_UPLOAD_LIMIT) : GLOBAL_UPLOAD_LIMIT;
}

/** Reads and drops what is left of a refused request body, so the client reads our answer. */
export async function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return;
  let seen = 0;
  try {
    for await (const chunk of bodyChunks(req)) {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT) {
        req.destroy();
        return;
      }
    }
  } catch {
    /* the client went away */
  }
}

/**
 * The request body as chunks. Unlike the stream's own async iterator, stopping early does not
 * destroy the request (which would cut the socket before the error answer is written).
 */
export async function* bodyChunks(req: IncomingMessage): AsyncGenerator<Buffer> {
  for (;;) {
    const chunk = req.read() as Buffer | null;
    if (chunk !== null) {
      yield chunk;
      continue;
    }
    if (req.readableEnded) return;
    if (req.destroyed) throw new Error('request aborted');
    await new Promise<void>((resolve, reject) => {
      const settle = (e?: unknown) => {
        req.off('readable', settle);
        req.off('end', settle);
        req.off('close', settle);
        req.off('error', settle);
        if (e instanceof Error) reject(e);
        else resolve();
      };
      req.on('readable', settle);
      req.on('end', settle);
      req.on('close', settle);
      req.on('error', settle);
    });
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function decodeMetadataHeader(v: string | undefined): Record<string, unknown> | null {
  if (!v) return null;
  try {
    return parseJsonObject(Buffer.from(v, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

function parseJsonObject(s: string | undefined): Record<string, unknown> | null {
  if (!s) return null;
  try {
    const v: unknown = JSON.parse(s);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
