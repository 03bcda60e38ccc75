import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';
import { templateKeys } from '@/lib/query-keys';

export type PartyTemplate = Database['public']['Tables']['party_templates']['Row'];

/** Every shared template, newest first. */
export async function getTemplates(): Promise<PartyTemplate[]> {
  const { data, error } = await supabase.from('party_templates').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const templatesQueryOptions = () => queryOptions({ queryKey: templateKeys.all, queryFn: getTemplates });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
