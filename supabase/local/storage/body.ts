import type { IncomingMessage } from 'node:http';
import { storageError } from './errors.ts';
import { bodyChunks, drain } from './intake.ts';

const MAX_JSON_BYTES = 1024 * 1024;

/** A JSON request body as an object; malformed or oversized input is a hosted-shaped 400/413. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of bodyChunks(req)) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) {
      await drain(req);
      throw storageError(413, 'EntityTooLarge', 'Request body is too large', 'Payload Too Large');
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw storageError(400, 'InvalidRequest', "Body is not valid JSON but content-type is set to 'application/json'", 'Bad Request');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw storageError(400, 'InvalidRequest', 'body must be object', 'Bad Request');
  }
  return value as Record<string, unknown>;
}

/** A body field that must be a string when present. */
export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw storageError(400, 'InvalidRequest', `body/${key} must be string`, 'Bad Request');
  return v;
}

export function requiredString(body: Record<string, unknown>, key: string): string {
  const v = optionalString(body, key);
  if (v === undefined) throw storageError(400, 'InvalidRequest', `body must have required property '${key}'`, 'Bad Request');
  return v;
}

/** An integer body field within bounds, or the default when absent. */
export function optionalInt(body: Record<string, unknown>, key: string, min: number, fallback: number): number {
  const v = body[key];
  if (v === undefined || v === null) return fallback;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min) {
    throw storageError(400, 'InvalidRequest', `body/${key} must be integer >= ${min}`, 'Bad Request');
  }
  return n;
}
