import { HttpError } from '../http.ts';
import { isPgError } from '../db/index.ts';

/**
 * Storage API errors shaped as hosted Supabase Storage renders them: the body carries the real
 * status as a string in `statusCode`, plus `code`, `error` and `message`; the HTTP status is 400
 * for every client error and 500 for server errors (src/http/error-handler.ts upstream).
 * storage-js reads `statusCode`, `code` and `message` from this body.
 */
export function storageError(statusCode: number, code: string, message: string, error?: string): HttpError {
  return new HttpError(statusCode >= 500 ? 500 : 400, {
    statusCode: String(statusCode),
    code,
    error: error ?? code,
    message,
  });
}

export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`, 'Invalid Key'),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  entityTooLarge: (entity = 'object') => storageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidMimeType: (mime: string) => storageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  accessDenied: (message = 'Access denied') => storageError(403, 'AccessDenied', message, 'Unauthorized'),
  duplicate: () => storageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  missingParameter: (name: string) => storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
  notSupported: (feature: string) => storageError(409, 'NotSupported', `The feature ${feature} is not enabled for this resource`),
  internal: () => storageError(500, 'InternalError', 'Internal server error'),
};

/** Maps a Postgres error to hosted's answer (src/storage/database/errors.ts upstream). */
export function fromPgError(e: unknown): unknown {
  if (!isPgError(e)) return e;
  switch (e.code) {
    case '42501':
      return errors.accessDenied(e.message.includes('row-level security') ? 'new row violates row-level security policy' : e.message);
    case '23505':
      return errors.duplicate();
    case '23503':
      return storageError(404, 'InvalidRequest', 'The related resource does not exist');
    case '22P02':
      return storageError(400, 'InvalidParameter', 'Invalid value format or type conversion failed');
    default:
      console.error('[storage] database error:', e.code, e.message);
      return storageError(500, 'DatabaseError', `database error, code: ${e.code}`);
  }
}

/** Runs fn and turns database errors into Storage API errors. */
export async function mapDbErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw fromPgError(e);
  }
}
