import { useInfiniteQuery } from '@tanstack/react-query';
import { PUBLIC_READS } from '@/lib/prefetch';
import { publicListQueryOptions } from '@/lib/public-list-query';
import type { Database } from '@/lib/database.types';
import { templateKeys } from '@/lib/query-keys';

export type PartyTemplate = Database['public']['Tables']['party_templates']['Row'];

/** Shared templates, newest first, a page at a time. */
export const templatesQueryOptions = () => publicListQueryOptions<PartyTemplate>(templateKeys.all, PUBLIC_READS.templates);

export function useTemplates() {
  return useInfiniteQuery(templatesQueryOptions());
}

/** One template by id (the one a visitor chose before signing in); null when it is gone. */
export async function fetchTemplate(id: string): Promise<PartyTemplate | null> {
  const { getSupabase } = await import('@/lib/lazy-supabase');
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('party_templates').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}
