import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { GenerateSectionSuggestionsResponseSchema, MORE_IDEAS_COUNT, type GenerateSectionSuggestionsResponse } from '../lib/contract';
import { CATEGORY_LABELS } from '../lib/categories';
import type { ListKey } from '../lib/selections';

export interface MoreIdeasRequest {
  category: ListKey;
  /** What the ideas are for: the wizard's answers, or a saved plan's, plus the chosen themes. */
  partyData: { partyType?: string; guestCount?: number | string; themes: string[]; [field: string]: string | number | string[] | undefined };
  /** Ideas already on screen: the answer repeats none of them. */
  existing: string[];
}

/** generate-section-suggestions: 'More Ideas' asks for MORE_IDEAS_COUNT more ideas of one category. */
export async function generateSectionSuggestions({ category, partyData, existing }: MoreIdeasRequest): Promise<GenerateSectionSuggestionsResponse> {
  const partyType = partyData.partyType || 'party';
  const guests = partyData.guestCount ? ` with ${partyData.guestCount} guests` : '';
  const themed = partyData.themes.length ? `, themed ${partyData.themes.join(', ')}` : '';
  const prompt = `Suggest ${MORE_IDEAS_COUNT} more ${CATEGORY_LABELS[category].toLowerCase()} ideas for a ${partyType}${guests}${themed}.`;
  const { data, error } = await supabase.functions.invoke('generate-section-suggestions', {
    body: { prompt, category, partyData, existing, seed: `${Date.now()}-${existing.length}` },
  });
  if (error) throw error;
  return GenerateSectionSuggestionsResponseSchema.parse(data);
}

export function useMoreIdeas() {
  return useMutation({ mutationFn: generateSectionSuggestions });
}
