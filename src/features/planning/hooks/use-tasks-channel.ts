import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { planningKeys } from '@/lib/query-keys';
import { mergeTask, type Task } from '../api/tasks';

/**
 * Ticks, edits and new tasks from everyone on the party page, live: postgres_changes on party_tasks
 * (row-level security filters them per subscriber, as for the chat). Deletes and reconnects
 * refetch the list, since a DELETE carries only the id and changes made offline are not replayed.
 */
export function useTasksChannel(partyId: string, userId: string | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Joined once the session is known, so the server filters changes as this user, not as a visitor.
    if (!enabled || !userId) return;
    const key = planningKeys.tasks(partyId);
    let subscribedBefore = false;
    const channel = supabase
      .channel(`party-tasks:${partyId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'party_tasks', filter: `party_id=eq.${partyId}` }, (payload) => {
        if (payload.eventType === 'DELETE') void queryClient.invalidateQueries({ queryKey: key });
        else queryClient.setQueryData<Task[]>(key, (list) => mergeTask(list, payload.new as Task));
      })
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        if (subscribedBefore) void queryClient.invalidateQueries({ queryKey: key });
        subscribedBefore = true;
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [partyId, userId, enabled, queryClient]);
}
