import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { GenerateSectionSuggestionsResponseSchema, MORE_IDEAS_COUNT, type GenerateSectionSuggestionsResponse } from '../lib/contract';
import { CATEGORY_LABELS } from '../lib/categories';
import { toPartyData, type WizardForm } from '../lib/form';
import type { ListKey } from '../lib/selections';

export interface MoreIdeasRequest {
  category: ListKey;
  form: WizardForm;
  /** Ideas already on screen: the answer repeats none of them. */
  existing: string[];
  /** Chosen themes steer the other categories (spec §7 sends them). */
  themes: string[];
}

/** generate-section-suggestions (spec §7): 'More Ideas' asks for 5 more (spec §9). */
export async function generateSectionSuggestions({ category, form, existing, themes }: MoreIdeasRequest): Promise<GenerateSectionSuggestionsResponse> {
  const partyType = form.partyType || 'party';
  const prompt = `Suggest ${MORE_IDEAS_COUNT} more ${CATEGORY_LABELS[category].toLowerCase()} ideas for a ${partyType}${themes.length ? ` themed ${themes.join(', ')}` : ''}.`;
  const { data, error } = await supabase.functions.invoke('generate-section-suggestions', {
    body: { prompt, category, partyData: { ...toPartyData(form), themes }, existing, seed: `${Date.now()}-${existing.length}` },
  });
  if (error) throw error;
  return GenerateSectionSuggestionsResponseSchema.parse(data);
}

export function useMoreIdeas() {
  return useMutation({ mutationFn: generateSectionSuggestions });
}
