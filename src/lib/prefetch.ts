/**
 * Public lists a prerendered page asks Storage's neighbour, the REST API, for while its scripts are
 * still loading (scripts/prerender.ts writes the request into the page). The page's query takes
 * the answer once instead of asking again after its code has arrived; a later refetch goes to the
 * network as usual. Only data every visitor may read (the anon key's view) is fetched this way.
 */
export const PREFETCHED_READS = {
  publicParties: 'public_party_plans?select=*&order=created_at.desc',
  templates: 'party_templates?select=*&order=created_at.desc',
} as const;

export type PrefetchedRead = (typeof PREFETCHED_READS)[keyof typeof PREFETCHED_READS];

/** Where the page's inline script leaves its requests: REST path → the answer's rows. */
export const PREFETCH_GLOBAL = '__confettiPrefetch';

/** The rows the page fetched ahead for `read`, once; null when it did not (or they were already taken). */
export function takePrefetched<T>(read: PrefetchedRead): Promise<T[]> | null {
  const store = (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] as Record<string, Promise<T[]> | undefined> | undefined;
  const pending = store?.[read];
  if (!pending) return null;
  delete store[read];
  return pending;
}

/** The inline script a prerendered page starts these reads with, before any module has loaded. */
export function prefetchScript(reads: readonly PrefetchedRead[], supabaseUrl: string, anonKey: string): string {
  const base = JSON.stringify(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/`);
  const headers = JSON.stringify({ apikey: anonKey, Authorization: `Bearer ${anonKey}` });
  return (
    `window.${PREFETCH_GLOBAL}={};for(const r of ${JSON.stringify(reads)}){const p=fetch(${base}+r,{headers:${headers}})` +
    `.then(a=>a.ok?a.json():Promise.reject(new Error('prefetch answered '+a.status)));p.catch(()=>{});window.${PREFETCH_GLOBAL}[r]=p}`
  );
}
