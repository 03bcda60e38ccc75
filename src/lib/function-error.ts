/**
 * The reason an edge function gave for a non-2xx answer: its JSON `error` (or `message`) field.
 * supabase-js hands the Response over as `error.context`; network failures have none (null).
 */
export async function functionErrorMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (typeof Response === 'undefined' || !(context instanceof Response)) return null;
  try {
    const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return null;
}

/** The HTTP status of a function's error answer, when there was one. */
export function functionErrorStatus(error: unknown): number | null {
  const context = (error as { context?: unknown } | null)?.context;
  return typeof Response !== 'undefined' && context instanceof Response ? context.status : null;
}
