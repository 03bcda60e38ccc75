/**
 * The public reads of the pages a visitor lands on (src/lib/public-rest.ts). A prerendered page
 * starts its own while its scripts are still loading (scripts/prerender.ts writes the request into
 * the page); the page's query takes that answer once instead of asking again after its code has
 * arrived, and a later refetch goes to the network as usual.
 */
export const PUBLIC_READS = {
  trending: 'public_party_plans?select=*&order=created_at.desc&limit=6',
  publicParties: 'public_party_plans?select=*&order=created_at.desc',
  templates: 'party_templates?select=*&order=created_at.desc',
} as const;

/** A read of public rows, as a REST path under /rest/v1/. */
export type PublicRead = (typeof PUBLIC_READS)[keyof typeof PUBLIC_READS] | `public_party_plans?select=*&id=eq.${string}`;

/** One public party by id: the page for /public-party/{id} asks for it before its code has loaded. */
export const publicPartyRead = (id: string): PublicRead => `public_party_plans?select=*&id=eq.${id}`;

/** In a prerendered page's read, the id the page's address ends with (a uuid, or nothing is read). */
export const ID_FROM_PATH = '{id}';

/** Where the page's inline script leaves its requests: REST path → the answer's rows. */
export const PREFETCH_GLOBAL = '__confettiPrefetch';

/** The rows the page fetched ahead for `read`, once; null when it did not (or they were already taken). */
export function takePrefetched<T>(read: PublicRead): Promise<T[]> | null {
  const store = (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] as Record<string, Promise<T[]> | undefined> | undefined;
  const pending = store?.[read];
  if (!pending) return null;
  delete store[read];
  return pending;
}

/** The inline script a prerendered page starts these reads with, before any module has loaded. */
export function prefetchScript(reads: readonly string[], supabaseUrl: string, anonKey: string): string {
  const base = JSON.stringify(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/`);
  const headers = JSON.stringify({ apikey: anonKey, Authorization: `Bearer ${anonKey}` });
  return (
    `window.${PREFETCH_GLOBAL}={};const id=location.pathname.split('/').pop();` +
    `for(let r of ${JSON.stringify(reads)}){if(r.includes(${JSON.stringify(ID_FROM_PATH)})){` +
    `if(!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))continue;r=r.replace(${JSON.stringify(ID_FROM_PATH)},id)}` +
    `const p=fetch(${base}+r,{headers:${headers}}).then(a=>a.ok?a.json():Promise.reject(new Error('prefetch answered '+a.status)));` +
    `p.catch(()=>{});window.${PREFETCH_GLOBAL}[r]=p}`
  );
}
