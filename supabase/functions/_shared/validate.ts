import { z } from 'zod';
import { badRequest } from './http.ts';

export interface ValidationIssue {
  /** Dotted path of the field, '' for the body itself. */
  path: string;
  message: string;
}

/** Reads the JSON body; a missing or malformed one is a 400 with a plain reason. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) throw badRequest('Invalid request', [{ path: '', message: 'A JSON body is required' }]);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Invalid request', [{ path: '', message: 'The body is not valid JSON' }]);
  }
}

/** Validates with zod; failures become 400 `{ error: 'Invalid request', details: [{ path, message }] }`. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: ValidationIssue[] = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  throw badRequest('Invalid request', details);
}

export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJson(req));
}
