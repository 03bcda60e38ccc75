import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Tables } from '@/lib/database.types';
import { useAiGenerationOutcome } from '@/features/checkout';

export interface GeneratedDesign {
  imageUrl: string;
  /** 'images-api' (the configured image service) or 'artwork' (the built-in generator). */
  source: string;
  notice?: string;
}

/** generate-tshirt-design (docs/product.md#function-calls): { partyData, customPrompt } → imageUrl (a PNG data URL). */
export async function generateDesign(party: Tables<'party_plans'>, customPrompt: string): Promise<GeneratedDesign> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<GeneratedDesign>('generate-tshirt-design', {
    body: {
      partyData: { id: party.id, party_name: party.party_name, party_type: party.party_type, party_for: party.party_for, ideas: party.ideas },
      customPrompt: customPrompt.trim() || undefined,
    },
  });
  // The error goes on as it is: an exhausted allowance (429) is told apart from other failures.
  if (error) throw error;
  if (!data?.imageUrl) throw new Error('Failed to generate design');
  return data;
}

export function useGenerateDesign() {
  const outcome = useAiGenerationOutcome();
  return useMutation({
    mutationFn: ({ party, customPrompt }: { party: Tables<'party_plans'>; customPrompt: string }) => generateDesign(party, customPrompt),
    onSuccess: (design) => {
      toast.success('T-shirt design generated!', design.notice ? { description: design.notice } : undefined);
      outcome.succeeded();
    },
    onError: (error) => void outcome.failed(error, 'Failed to generate design'),
  });
}
