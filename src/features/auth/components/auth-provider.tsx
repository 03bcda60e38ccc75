import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_STORAGE_KEY, getSupabase, mayHaveSession, whenSupabaseLoaded } from '@/lib/lazy-supabase';
import { AuthContext, type AuthContextValue } from './auth-context';

/**
 * Holds the current session (docs/product.md#auth-states): starts loading, stops after the first session report
 * (whichever of onAuthStateChange's INITIAL_SESSION and getSession answers first, or at once when
 * the browser holds no session), then follows every auth event. Sign-out uses local scope and clears the state even if the call fails.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [signedOutHere, setSignedOutHere] = useState(false);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    // A transition: on a prerendered page the session arrives while the page's own section may not
    // have hydrated yet (its chunk still loading), and an urgent update would throw that section's
    // HTML away and show its loading state; a transition waits for it to hydrate.
    const report = (next: Session | null) => {
      if (!active) return;
      startTransition(() => {
        setSession(next);
        setLoading(false);
        if (next) setSignedOutHere(false);
      });
    };
    const follow = (supabase: SupabaseClient<Database>) => {
      if (!active || unsubscribe) return;
      const { data } = supabase.auth.onAuthStateChange((_event, next) => report(next));
      unsubscribe = () => data.subscription.unsubscribe();
      supabase.auth
        .getSession()
        .then(({ data: { session: current } }) => report(current))
        .catch((error: unknown) => {
          console.error('Could not restore the session', error);
          report(null);
        });
    };

    // A visitor with no stored session is signed out: say so at once and leave the SDK unloaded
    // until some page (the auth screen, a signed-in page) or another tab's sign-in needs it.
    const stopWaiting = whenSupabaseLoaded(follow);
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void getSupabase().then(follow);
    };
    window.addEventListener('storage', onStorage);
    if (mayHaveSession()) {
      getSupabase()
        .then(follow)
        .catch((error: unknown) => {
          console.error('Could not restore the session', error);
          report(null);
        });
    } else {
      report(null);
    }
    return () => {
      active = false;
      stopWaiting();
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    setSignedOutHere(true);
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      if (error) console.error('Sign-out failed; clearing the local session anyway', error);
    } catch (error) {
      console.error('Sign-out failed; clearing the local session anyway', error);
    } finally {
      setSession(null);
      queryClient.clear();
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user: session?.user ?? null, session, loading, signOut, signedOutHere }),
    [session, loading, signOut, signedOutHere],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
