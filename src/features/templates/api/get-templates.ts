import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicReader } from '@/lib/lazy-supabase';
import { PREFETCHED_READS, takePrefetched } from '@/lib/prefetch';
import type { Database } from '@/lib/database.types';
import { templateKeys } from '@/lib/query-keys';

export type PartyTemplate = Database['public']['Tables']['party_templates']['Row'];

/** Every shared template, newest first: the prerendered page's early read when it made one. */
export async function getTemplates(): Promise<PartyTemplate[]> {
  return takePrefetched<PartyTemplate>(PREFETCHED_READS.templates)?.catch(fetchAll) ?? fetchAll();
}

async function fetchAll(): Promise<PartyTemplate[]> {
  // A visitor's list comes through the small anon reader: this page need not load the Supabase SDK.
  const reader = await getPublicReader();
  const { data, error } = await reader.from('party_templates').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const templatesQueryOptions = () => queryOptions({ queryKey: templateKeys.all, queryFn: getTemplates });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
