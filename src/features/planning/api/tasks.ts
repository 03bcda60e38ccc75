import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { supabase } from '@/lib/supabase';
import type { Tables, TablesUpdate } from '@/lib/database.types';
import { planningKeys } from '@/lib/query-keys';

export type Task = Tables<'party_tasks'>;
export type TaskInput = Pick<TablesUpdate<'party_tasks'>, 'title' | 'phase' | 'timeframe' | 'due_date' | 'notes' | 'owner_id'>;

export async function getTasks(partyId: string): Promise<Task[]> {
  const { data, error } = await supabase.from('party_tasks').select('*').eq('party_id', partyId).order('phase').order('position').order('created_at');
  if (error) throw error;
  return data ?? [];
}

export const tasksQueryOptions = (partyId: string) => queryOptions({ queryKey: planningKeys.tasks(partyId), queryFn: () => getTasks(partyId) });

export function useTasks(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...tasksQueryOptions(partyId), enabled });
}

/** Puts a changed task into the cached list (a tick, or one that arrived over realtime). */
export function mergeTask(list: Task[] | undefined, task: Task): Task[] | undefined {
  if (!list) return list;
  return list.some((t) => t.id === task.id) ? list.map((t) => (t.id === task.id ? { ...t, ...task } : t)) : [...list, task];
}

export function useSaveTask(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: TaskInput }) => {
      if (id) {
        const { error } = await supabase.from('party_tasks').update(values).eq('id', id);
        if (error) throw error;
        return;
      }
      const list = queryClient.getQueryData<Task[]>(planningKeys.tasks(partyId)) ?? [];
      const phase = values.phase ?? 'preParty';
      const position = Math.max(0, ...list.filter((t) => t.phase === phase).map((t) => t.position)) + 1;
      const { error } = await supabase.from('party_tasks').insert({ ...values, title: values.title ?? '', phase, position, party_id: partyId });
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningKeys.tasks(partyId) }),
        // An owner may have changed: My Tasks on the home page follows.
        queryClient.invalidateQueries({ queryKey: planningKeys.myTasksAll }),
      ]),
  });
}

export function useDeleteTask(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.from('party_tasks').delete().eq('id', id);
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planningKeys.tasks(partyId) }),
        queryClient.invalidateQueries({ queryKey: planningKeys.myTasksAll }),
      ]),
  });
}

/**
 * Ticking goes through set_party_task_done: editors, and a task's owner even when view-only.
 * `onSettled` runs after every tick's answer (a per-call callback would run for the latest only).
 */
export function useToggleTask(partyId: string, opts: { onSettled?: (vars: { id: string; done: boolean }) => void } = {}) {
  const queryClient = useQueryClient();
  const key = planningKeys.tasks(partyId);
  return useMutation({
    mutationFn: async ({ id, done }: { id: string; done: boolean }) => {
      const { data, error } = await supabase.rpc('set_party_task_done', { p_task_id: id, p_done: done });
      if (error) throw error;
      return data as unknown as Task;
    },
    onMutate: async ({ id, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Task[]>(key);
      queryClient.setQueryData<Task[]>(key, (list) => list?.map((t) => (t.id === id ? { ...t, done } : t)));
      return { before };
    },
    onError: (_e, _v, ctx) => queryClient.setQueryData(key, ctx?.before),
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(key, (list) => mergeTask(list, task));
      void queryClient.invalidateQueries({ queryKey: planningKeys.myTasksAll });
    },
    onSettled: (_d, _e, vars) => opts.onSettled?.(vars),
  });
}

/** Moves a task one place up or down within its phase (reorder_party_tasks, one call). */
export function useReorderTasks(partyId: string) {
  const queryClient = useQueryClient();
  const key = planningKeys.tasks(partyId);
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const { error } = await supabase.rpc('reorder_party_tasks', { p_party_id: partyId, p_task_ids: ids });
      if (error) throw error;
    },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Task[]>(key);
      const pos = new Map(ids.map((id, i) => [id, i + 1]));
      queryClient.setQueryData<Task[]>(key, (list) => list?.map((t) => (pos.has(t.id) ? { ...t, position: pos.get(t.id)! } : t)));
      return { before };
    },
    onError: (_e, _v, ctx) => queryClient.setQueryData(key, ctx?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
