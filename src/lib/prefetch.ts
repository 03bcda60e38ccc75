import { QUALITY } from './image-slots.ts';
import { PUBLIC_PAGE_SIZE, type PageAfter } from './public-pages.ts';
import type { ImageSlot } from './storage-image.ts';

/**
 * The public reads of the pages a visitor lands on (src/lib/public-rest.ts). A prerendered page
 * starts its own while its scripts are still loading (scripts/prerender.ts writes the request into
 * the page); the page's query takes that answer once instead of asking again after its code has
 * arrived, and a later refetch goes to the network as usual.
 */
export const PUBLIC_READS = {
  trending: 'public_party_plans?select=*&order=created_at.desc&limit=6',
  /** The first page of each public list (src/lib/public-pages.ts). */
  publicParties: `public_party_plans?select=*&order=created_at.desc,id.desc&limit=${PUBLIC_PAGE_SIZE}`,
  templates: `party_templates?select=*&order=created_at.desc,id.desc&limit=${PUBLIC_PAGE_SIZE}`,
} as const;

/** A public list's first page. */
export type FirstPageRead = typeof PUBLIC_READS.publicParties | typeof PUBLIC_READS.templates;

/** A read of public rows, as a REST path under /rest/v1/. */
export type PublicRead =
  | (typeof PUBLIC_READS)[keyof typeof PUBLIC_READS]
  | PageAfter<FirstPageRead>
  | `public_party_plans?select=*&id=eq.${string}`
  | `party_products?select=*&party_id=eq.${string}&order=created_at.desc`;

/** One public party by id: the page for /public-party/{id} asks for it before its code has loaded. */
export const publicPartyRead = (id: string): PublicRead => `public_party_plans?select=*&id=eq.${id}`;

/** In a prerendered page's read, the id the page's address ends with (a uuid, or nothing is read). */
export const ID_FROM_PATH = '{id}';

/** Where the page's inline script leaves its requests: REST path → the answer's rows. */
export const PREFETCH_GLOBAL = '__confettiPrefetch';

/** What the page's inline script left, by key; undefined on a page without one. */
const prefetchStore = () => (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] as Record<string, unknown> | undefined;

/** Leaves the rows of `read`, being fetched ahead, for the page's query to take once. */
export function leavePrefetched(read: PublicRead, rows: Promise<unknown[]>): void {
  const global = globalThis as Record<string, unknown>;
  const store = (global[PREFETCH_GLOBAL] ??= {}) as Record<string, unknown>;
  store[read] = rows;
}

/** The rows the page fetched ahead for `read`, once; null when it did not (or they were already taken). */
export function takePrefetched<T>(read: PublicRead): Promise<T[]> | null {
  const store = prefetchStore();
  const pending = store?.[read] as Promise<T[]> | undefined;
  if (!store || !pending) return null;
  delete store[read];
  return pending;
}

/**
 * The inline script a prerendered page starts these reads with, before any module has loaded.
 * With `firstPhoto`, the picture the page will show first (the first row's `photo_url`, in that
 * slot) is preloaded as soon as the rows arrive: the same renditions `responsiveImage` offers
 * (src/lib/storage-image.ts), so the <img> the app renders later finds it already loading.
 */
export function prefetchScript(reads: readonly string[], supabaseUrl: string, anonKey: string, firstPhoto?: ImageSlot): string {
  const api = supabaseUrl.replace(/\/+$/, '');
  const base = JSON.stringify(`${api}/rest/v1/`);
  const headers = JSON.stringify({ apikey: anonKey, Authorization: `Bearer ${anonKey}` });
  const preload = firstPhoto ? `${photoPreload(api, firstPhoto, 'p')};` : '';
  return (
    `window.${PREFETCH_GLOBAL}={};const id=location.pathname.split('/').pop();` +
    `for(let r of ${JSON.stringify(reads)}){if(r.includes(${JSON.stringify(ID_FROM_PATH)})){` +
    `if(!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))continue;r=r.replace(${JSON.stringify(ID_FROM_PATH)},id)}` +
    `const p=fetch(${base}+r,{headers:${headers}}).then(a=>a.ok?a.json():Promise.reject(new Error('prefetch answered '+a.status)));` +
    `p.catch(()=>{});${preload}window.${PREFETCH_GLOBAL}[r]=p}`
  );
}

/**
 * Code that preloads the photo of the first row `rows` (a promise of rows) resolves to, in `slot`,
 * and sets FIRST_PHOTO_GLOBAL to a promise that settles once that photo has arrived (or failed, or
 * there is none).
 */
function photoPreload(api: string, slot: ImageSlot, rows: string): string {
  return (
    `window.${FIRST_PHOTO_GLOBAL}=new Promise(done=>${rows}.then(rows=>{const u=rows[0]&&rows[0].photo_url,o=${JSON.stringify(`${api}/storage/v1/object/public/`)};` +
    `if(typeof u!=='string'||!u.startsWith(o))return done();const[path,q='']=u.slice(o.length).split('?');` +
    `const set=${JSON.stringify(slot.widths)}.map(w=>{const s=new URLSearchParams(q);s.set('width',String(w));` +
    (slot.aspect ? `s.set('height',String(Math.round(w/${slot.aspect})));s.set('resize','cover');` : '') +
    `s.set('quality','${QUALITY}');return ${JSON.stringify(`${api}/storage/v1/render/image/public/`)}+path+'?'+s+' '+w+'w'}).join(', ');` +
    `const l=document.createElement('link');l.rel='preload';l.as='image';l.imageSrcset=set;l.imageSizes=${JSON.stringify(slot.sizes)};` +
    `l.fetchPriority='high';l.onload=l.onerror=()=>done();document.head.append(l);` +
    // The page's loading state may hold a place for the photo (EARLY_PHOTO_ID): it shows there
    // before the page's code has arrived, and the page's own <img> takes it over.
    `const put=()=>{const e=document.getElementById(${JSON.stringify(EARLY_PHOTO_ID)});if(!e||e.firstChild)return;` +
    `const i=document.createElement('img');i.srcset=set;i.sizes=l.imageSizes;i.src=set.split(' ')[0];i.alt='';i.fetchPriority='high';` +
    `i.className='h-full w-full object-cover';e.append(i)};` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',put):put()}).catch(()=>done()))`
  );
}

/**
 * Where a page's early script leaves the promise of its first photo (`photoPreload`): a page that
 * shows that photo in its loading state starts its scripts once it has arrived (scripts/prerender.ts),
 * so on a slow connection the picture does not share the bandwidth with them.
 */
export const FIRST_PHOTO_GLOBAL = '__confettiFirstPhoto';

/** The id of the place a page's loading state keeps for its photo, filled by the page's early read. */
export const EARLY_PHOTO_ID = 'early-photo';

/** What a signed-in party page asked for before its scripts: the plan's rows and the viewer's permission. */
export interface EarlyMemberParty {
  plan: Promise<unknown[]>;
  permission: Promise<unknown>;
}

const memberKey = (id: string) => `party:${id}`;

/**
 * Whose session the early reads of /party/{id} were made with, while they wait to be taken; null
 * when there are none. The page may show their answer as that user's before the SDK has confirmed
 * the session: the API has already checked the same token.
 */
export function earlyMemberUser(id: string): string | null {
  const early = prefetchStore()?.[memberKey(id)] as { userId?: unknown } | undefined;
  return typeof early?.userId === 'string' ? early.userId : null;
}

/**
 * The early reads of /party/{id} (`memberPartyScript`), once, and only when they were made as
 * `userId`; null otherwise (then the page asks through the SDK as usual).
 */
export function takeMemberParty(id: string, userId: string): EarlyMemberParty | null {
  const store = prefetchStore();
  const early = store?.[memberKey(id)] as (EarlyMemberParty & { userId: string }) | undefined;
  if (!store || !early) return null;
  delete store[memberKey(id)];
  return early.userId === userId ? { plan: early.plan, permission: early.permission } : null;
}

/**
 * The inline script of /party/{id}'s prerendered page: with a stored session whose token is still good
 * for a minute, it asks for the plan and the viewer's permission with that token (what the page
 * asks first, the same requests the SDK makes) while the page's scripts load, and preloads the
 * plan's photo. Without one it does nothing; the page asks as usual.
 */
export function memberPartyScript(supabaseUrl: string, anonKey: string, storageKey: string, photo: ImageSlot): string {
  const api = supabaseUrl.replace(/\/+$/, '');
  const rest = JSON.stringify(`${api}/rest/v1/`);
  return (
    `(()=>{const m=/^\\/party\\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\/?$/i.exec(location.pathname);if(!m)return;` +
    `let s;try{s=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'null')}catch(e){return}` +
    `if(!s||typeof s.access_token!=='string'||!s.user||typeof s.user.id!=='string'||!(s.expires_at*1000>Date.now()+60000))return;` +
    `const id=m[1],h={apikey:${JSON.stringify(anonKey)},Authorization:'Bearer '+s.access_token},` +
    `j=a=>a.ok?a.json():Promise.reject(new Error('prefetch answered '+a.status));` +
    `const plan=fetch(${rest}+'party_plans?select=*&id=eq.'+id,{headers:h}).then(j);` +
    `const permission=fetch(${rest}+'rpc/get_user_party_permission',{method:'POST',headers:Object.assign({'Content-Type':'application/json'},h),` +
    `body:JSON.stringify({party_id_param:id,user_id_param:s.user.id})}).then(j);plan.catch(()=>{});permission.catch(()=>{});` +
    `${photoPreload(api, photo, 'plan')};` +
    `(window.${PREFETCH_GLOBAL}=window.${PREFETCH_GLOBAL}||{})['party:'+id]={userId:s.user.id,plan,permission}})()`
  );
}
