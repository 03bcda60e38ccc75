import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withSupabase } from '@/lib/lazy-supabase';
import { profileQueryKey, type Profile } from '../api/get-profile';

/** Replaces the cached profile whenever the row changes (another tab, another device). */
export function useProfileRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return withSupabase((supabase) => {
      const channel = supabase
        .channel(`profile-${userId}`)
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'profiles', filter: `id=eq.${userId}` }, (payload) => {
          queryClient.setQueryData(profileQueryKey(userId), payload.new as Profile);
        })
        .subscribe();
      return () => void supabase.removeChannel(channel);
    });
  }, [userId, queryClient]);
}
