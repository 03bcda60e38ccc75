import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_READS } from '@/lib/prefetch';
import { readPublic } from '@/lib/public-rest';
import type { Database } from '@/lib/database.types';
import { templateKeys } from '@/lib/query-keys';

export type PartyTemplate = Database['public']['Tables']['party_templates']['Row'];

/** Every shared template, newest first. */
export async function getTemplates(): Promise<PartyTemplate[]> {
  return readPublic<PartyTemplate>(PUBLIC_READS.templates);
}

export const templatesQueryOptions = () => queryOptions({ queryKey: templateKeys.all, queryFn: getTemplates });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
