// The free plan's daily allowance of AI generations (docs/product.md#ai-allowance), as the app
// sees it: the counter's query (my_ai_allowance, the user taken from the session by the database)
// and the generating functions' 429 answer with code 'ai_allowance_exhausted'.
import { queryOptions } from '@tanstack/react-query';
import { aiAllowanceKeys } from './query-keys';
import { getSupabase } from './lazy-supabase';
import { callPublic } from './public-rest';

export const AI_ALLOWANCE_EXHAUSTED = 'ai_allowance_exhausted';

export interface AiAllowance {
  pro: boolean;
  limit: number;
  used: number;
  remaining: number;
  /** The next midnight UTC, when the count starts again. */
  resets_at: string;
}

export async function getAiAllowance(): Promise<AiAllowance> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_ai_allowance');
  if (error) throw error;
  return data as unknown as AiAllowance;
}

export const aiAllowanceQueryOptions = (userId: string) => queryOptions({ queryKey: aiAllowanceKeys.mine(userId), queryFn: getAiAllowance });

/** The free plan's generations per UTC day, as the Pricing page states it to anyone. */
export const freeAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: aiAllowanceKeys.free,
    // Over plain HTTP: a visitor's Pricing page loads no SDK for it (src/lib/public-rest.ts).
    queryFn: () => callPublic<number>('free_ai_allowance'),
    staleTime: 5 * 60_000,
  });

/** '12 of 20 AI generations left today'. */
export function allowanceLeftText(a: Pick<AiAllowance, 'limit' | 'remaining'>): string {
  return `${a.remaining} of ${a.limit} AI generation${a.limit === 1 ? '' : 's'} left today`;
}

/** A generation refused because today's allowance is used up: the server's message for people. */
export class AllowanceExhaustedError extends Error {
  readonly code = AI_ALLOWANCE_EXHAUSTED;
}

/**
 * The allowance error inside a failed function call (supabase-js hands the Response over as
 * `error.context`), or null for any other failure.
 */
export async function asAllowanceError(error: unknown): Promise<AllowanceExhaustedError | null> {
  if (error instanceof AllowanceExhaustedError) return error;
  const context = (error as { context?: unknown } | null)?.context;
  if (typeof Response === 'undefined' || !(context instanceof Response) || context.status !== 429) return null;
  try {
    const body = (await context.clone().json()) as { error?: unknown; details?: { code?: unknown } };
    if (body.details?.code !== AI_ALLOWANCE_EXHAUSTED) return null;
    return new AllowanceExhaustedError(typeof body.error === 'string' && body.error ? body.error : "You've used all of today's free AI generations.");
  } catch {
    return null;
  }
}
