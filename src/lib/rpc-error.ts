/**
 * The reason a database function gave, when it wrote one for people: the checks that refuse bad
 * input (22023), a rate limit (PT429), a missing right (42501) and plain raises (P0001) carry a
 * sentence meant for the user; anything else gets the caller's fallback.
 */
const USER_FACING = new Set(['22023', 'PT429', '42501', 'P0001']);

export function rpcErrorMessage(error: unknown, fallback: string, codes: ReadonlySet<string> = USER_FACING): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e && typeof e.code === 'string' && codes.has(e.code) && typeof e.message === 'string' && e.message ? e.message : fallback;
}

/** Only the refusals of bad input (22023): where the caller keeps its own words for the rest. */
export const BAD_INPUT = new Set(['22023']);
