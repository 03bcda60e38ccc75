import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/lib/lazy-supabase';
import type { PartyTemplate } from './get-templates';
import { partyKeys } from '@/lib/query-keys';
import type { Json } from '@/lib/database.types';
import { templateDetails } from '@/lib/party-details';

export const createFromTemplateSchema = z.object({
  location: z.string().trim().min(1),
  date: z.string().min(1),
});

/** A new private plan from a template plus the user's own location and date (docs/product.md#table-calls). */
export async function createFromTemplate(input: { template: PartyTemplate; userId: string; location: string; date: string }): Promise<string> {
  const { location, date } = createFromTemplateSchema.parse(input);
  const t = input.template;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('party_plans')
    .insert({
      party_type: t.party_type,
      location,
      date,
      guest_count: t.guest_count,
      budget: t.budget,
      ideas: t.ideas,
      special_requests: t.special_requests,
      // The template's choices (holiday, event type, age...): it never holds names or a time.
      details: templateDetails(t.details) as Json,
      user_id: input.userId,
      is_public: false,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

export function useCreateFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFromTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
