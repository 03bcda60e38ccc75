import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY, SESSION_IN_URL } from './supabase-config';

type Client = SupabaseClient<Database>;

let loaded: Client | null = null;
const waiting = new Set<(client: Client) => void>();

/**
 * The one client of `./supabase`, loaded on demand. Code on the landing page's critical path
 * (auth provider, landing queries) uses this so a visitor's first visit never downloads the SDK;
 * every other page imports `@/lib/supabase` directly and shares the same chunk and client.
 */
export function getSupabase(): Promise<Client> {
  // Once loaded, answered without import(): that settles a task later, behind whatever the page queued meanwhile.
  if (loaded) return Promise.resolve(loaded);
  // eslint-disable-next-line import-x/no-cycle -- on purpose: ./supabase, once loaded, hands its client back through announceSupabase
  return import('./supabase').then((m) => m.supabase);
}

/**
 * For effects: runs `start` with the client once it has loaded, unless the returned function (the
 * effect's cleanup) ran first; that function also undoes what `start` did.
 */
export function withSupabase(start: (client: Client) => () => void): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  getSupabase()
    .then((client) => {
      if (!cancelled) stop = start(client);
    })
    .catch((error: unknown) => console.error('Could not load the Supabase client', error));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Called once by `./supabase` when the client exists, whoever imported it first. */
export function announceSupabase(client: Client): void {
  loaded = client;
  for (const notify of waiting) notify(client);
  waiting.clear();
}

/** Runs `notify` with the client as soon as any code has loaded it (at once if it already has). */
export function whenSupabaseLoaded(notify: (client: Client) => void): () => void {
  if (loaded) {
    notify(loaded);
    return () => undefined;
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}

/**
 * Whether this browser may hold a session: a stored one, or an OAuth redirect landing with tokens
 * or an error in the URL. When false, nobody is signed in and the SDK need not be loaded yet.
 */
export function mayHaveSession(): boolean {
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY)) return true;
  } catch {
    return true; // storage blocked: let the SDK decide
  }
  const { hash, search } = window.location;
  return SESSION_IN_URL.test(`${hash}&${search}`);
}

/**
 * The session this browser holds, read directly: for a press that cannot wait for the app to
 * report it (src/features/auth/components/auth-provider.tsx). Null at once when none is stored.
 */
export async function readSession(): Promise<Session | null> {
  if (!mayHaveSession()) return null;
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session;
}

export { AUTH_STORAGE_KEY };
