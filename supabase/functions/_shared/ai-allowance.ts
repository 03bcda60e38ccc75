/**
 * The free plan's daily allowance of AI generations (docs/product.md#ai-allowance). Every function
 * that generates (suggestions, 'More Ideas', party photos, T-shirt designs) runs its work through
 * `withAiAllowance`, whichever provider answers: the rule has to hold once a paid AI is set.
 *
 * A generation is counted when it starts, in one atomic database statement
 * (consume_ai_generation), so parallel requests cannot overspend the last one; if the work then
 * fails, the generation is given back (release_ai_generation), so only delivered results cost.
 * The number per day lives in one settings row (public.ai_allowance_settings); Pro comes from the
 * subscription rows the payment webhook writes.
 */
import { HttpError } from './http.ts';
import { serviceClient } from './supabase.ts';

export interface AiAllowance {
  pro: boolean;
  limit: number;
  used: number;
  remaining: number;
  resets_at: string;
}

interface Consumed extends AiAllowance {
  allowed: boolean;
  counted: boolean;
  day: string;
}

/** The code the app recognises to offer 'Upgrade to Pro'. */
export const ALLOWANCE_EXHAUSTED = 'ai_allowance_exhausted';

export function allowanceExhausted(a: AiAllowance): HttpError {
  return new HttpError(
    429,
    `You've used all ${a.limit} of today's free AI generations. Upgrade to Pro for unlimited generations, or come back tomorrow (the allowance resets at midnight UTC).`,
    { code: ALLOWANCE_EXHAUSTED, limit: a.limit, used: a.used, remaining: 0, resetsAt: a.resets_at },
  );
}

/**
 * Counts one generation for `userId`, runs `work`, and gives the generation back if `work` throws.
 * A 429 HttpError (details.code 'ai_allowance_exhausted') when nothing is left today.
 */
export async function withAiAllowance<T>(userId: string, work: () => Promise<T>, exhausted: (a: AiAllowance) => HttpError = allowanceExhausted): Promise<T> {
  const db = serviceClient();
  const { data, error } = await db.rpc('consume_ai_generation', { p_user_id: userId });
  if (error) throw new Error(`consume_ai_generation: ${error.message}`);
  const consumed = data as Consumed;
  if (!consumed.allowed) throw exhausted(consumed);
  try {
    return await work();
  } catch (e) {
    if (consumed.counted) {
      const { error: releaseError } = await db.rpc('release_ai_generation', { p_user_id: userId, p_day: consumed.day });
      if (releaseError) console.error('[ai-allowance] could not give back a failed generation:', releaseError.message);
    }
    throw e;
  }
}
