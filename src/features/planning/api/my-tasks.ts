import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { planningKeys } from '@/lib/query-keys';
import { bySoonest, dueDateOf } from '../lib/due-dates';

export interface MyTask {
  id: string;
  title: string;
  partyId: string;
  partyName: string;
  due: string | null;
}

/** The signed-in user's open tasks across parties, soonest first, in one query. */
export async function getMyTasks(userId: string): Promise<MyTask[]> {
  const { data, error } = await supabase
    .from('party_tasks')
    .select('id, title, phase, timeframe, due_date, party_id, party_plans(party_name, party_type, date)')
    .eq('owner_id', userId)
    .eq('done', false)
    .limit(200);
  if (error) throw error;
  return (data ?? [])
    .map((t) => {
      const party = t.party_plans as { party_name: string | null; party_type: string; date: string | null } | null;
      return {
        id: t.id,
        title: t.title,
        partyId: t.party_id,
        partyName: party?.party_name || `${party?.party_type ?? ''} Party`.trim(),
        due: dueDateOf(t, party?.date),
      };
    })
    .sort(bySoonest);
}

export const myTasksQueryOptions = (userId: string) => queryOptions({ queryKey: planningKeys.myTasks(userId), queryFn: () => getMyTasks(userId) });

export function useMyTasks(userId: string | undefined) {
  return useQuery({ ...myTasksQueryOptions(userId ?? ''), enabled: !!userId });
}
