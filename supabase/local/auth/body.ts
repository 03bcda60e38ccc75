import type { IncomingMessage } from 'node:http';
import { readBody } from '../http.ts';
import { badRequest } from './errors.ts';

export type JsonObject = Record<string, unknown>;

const badJson = (detail: string) => badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);

/**
 * Reads the body as a JSON object the way GoTrue's retrieveRequestParams does: anything that is not
 * a JSON object is `bad_json` (400). readBody enforces the 1 MB limit (413).
 */
export async function readJsonObject(req: IncomingMessage): Promise<JsonObject> {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') throw badJson('unexpected end of JSON input');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    throw badJson(e instanceof Error ? e.message : 'invalid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badJson(`json: cannot unmarshal ${Array.isArray(parsed) ? 'array' : typeof parsed} into Go value of type object`);
  }
  return parsed as JsonObject;
}

/** A string field; absent or null is ''. Another type is what Go's decoder would reject: bad_json. */
export function str(body: JsonObject, key: string): string {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw badJson(`json: cannot unmarshal ${typeof v} into Go struct field .${key} of type string`);
  return v;
}

export function bool(body: JsonObject, key: string): boolean {
  const v = body[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw badJson(`json: cannot unmarshal ${typeof v} into Go struct field .${key} of type bool`);
  return v;
}

/** An object field (metadata); absent or null is undefined. */
export function obj(body: JsonObject, key: string): JsonObject | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw badJson(`json: cannot unmarshal ${Array.isArray(v) ? 'array' : typeof v} into Go struct field .${key} of type map[string]interface {}`);
  }
  return v as JsonObject;
}
