import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/lazy-supabase';
import { designToolKeys } from '@/lib/query-keys';

export interface CanvaConnection {
  scope: string | null;
  created_at: string;
}

/** The signed-in user's Canva connection, without tokens (public.canva_connection); null when none. */
export async function getCanvaConnection(): Promise<CanvaConnection | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('canva_connection').select('scope, created_at').maybeSingle();
  if (error) throw error;
  return data ? { scope: data.scope, created_at: data.created_at! } : null;
}

export const canvaConnectionQueryKey = designToolKeys.connection;

export const canvaConnectionQueryOptions = (userId: string) => queryOptions({ queryKey: canvaConnectionQueryKey(userId), queryFn: getCanvaConnection });

export function useCanvaConnection(userId: string, enabled = true) {
  return useQuery({ ...canvaConnectionQueryOptions(userId), enabled });
}

/** Whether this server has Canva credentials (canva-authorize { probe: true }). */
export async function getCanvaConfigured(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ configured?: boolean }>('canva-authorize', { body: { probe: true } });
  if (error) throw error;
  return data?.configured === true;
}

export function useCanvaConfigured() {
  return useQuery({ queryKey: designToolKeys.configured, queryFn: getCanvaConfigured, staleTime: Infinity, retry: false });
}
