import { supabaseAnonKey, supabaseUrl } from './supabase-config';
import { leavePrefetched, takePrefetched, type PublicRead } from './prefetch';

/** A refused public read, shaped like supabase-js's PostgrestError (`code`, `message`, `details`, `hint`). */
export class PublicReadError extends Error {
  code: string;
  details: string | null;
  hint: string | null;

  constructor(status: number, body: { code?: unknown; message?: unknown; details?: unknown; hint?: unknown } | null) {
    super(typeof body?.message === 'string' ? body.message : `The server answered ${status}`);
    this.name = 'PublicReadError';
    this.code = typeof body?.code === 'string' ? body.code : String(status);
    this.details = typeof body?.details === 'string' ? body.details : null;
    this.hint = typeof body?.hint === 'string' ? body.hint : null;
  }
}

/**
 * Rows every visitor may read (public plans, templates), over plain HTTP with the anon key: the
 * pages a visitor opens first need neither the Supabase SDK nor a query builder for them, and a
 * signed-in user is shown the same rows (row-level security gives these to everyone alike). A
 * prerendered page may already have asked (src/lib/prefetch.ts); that answer is used once.
 */
export async function readPublic<T>(read: PublicRead): Promise<T[]> {
  const early = takePrefetched<T>(read);
  if (early) {
    try {
      return await early;
    } catch {
      // the early request failed: ask again below
    }
  }
  return fetchPublic<T>(read);
}

const ANON_HEADERS = { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, Accept: 'application/json' };
const restUrl = (path: string) => `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/${path}`;

async function answer(res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) throw new PublicReadError(res.status, body as ConstructorParameters<typeof PublicReadError>[1]);
  return body;
}

async function fetchPublic<T>(read: PublicRead): Promise<T[]> {
  const body = await answer(await fetch(restUrl(read), { headers: ANON_HEADERS }));
  return Array.isArray(body) ? (body as T[]) : [];
}

/**
 * A database function every visitor may call, without arguments, over plain HTTP with the anon key
 * (a POST, as supabase-js's `rpc` sends it): Pricing states the free plan's allowance to anyone,
 * and a visitor's Pricing page need not load the SDK for one number.
 */
export async function callPublic<T>(fn: 'free_ai_allowance'): Promise<T> {
  const res = await fetch(restUrl(`rpc/${fn}`), { method: 'POST', headers: { ...ANON_HEADERS, 'Content-Type': 'application/json' }, body: '{}' });
  return (await answer(res)) as T;
}

/**
 * Starts `read` now, for the page's query to take once (`readPublic`): the landing page asks for
 * its trending plans as it starts loading the app, so they are there when the carousel renders.
 */
export function prefetchPublic(read: PublicRead): void {
  const early = fetchPublic(read);
  early.catch(() => undefined);
  leavePrefetched(read, early);
}
