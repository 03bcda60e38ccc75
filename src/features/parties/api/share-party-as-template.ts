import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { partyKeys, templateKeys } from '@/lib/query-keys';

/**
 * Shares a plan as a public template: party type, budget, guest count and ideas are copied to
 * party_templates and the plan becomes public, in one transaction on the server.
 */
export async function sharePartyAsTemplate(planId: string): Promise<string> {
  const { data, error } = await supabase.rpc('share_party_as_template', { p_party_id: planId });
  if (error) throw error;
  return data;
}

export function useSharePartyAsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePartyAsTemplate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partyKeys.all }),
        queryClient.invalidateQueries({ queryKey: partyKeys.public }),
        queryClient.invalidateQueries({ queryKey: templateKeys.all }),
      ]),
  });
}
