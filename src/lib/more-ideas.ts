// 'More Ideas' (the generate-section-suggestions function), for the wizard's results and the party
// page alike: one request shape, one check of the answer against the functions' own schema.
// The SDK and the schema (zod) load with the first request: the party page a visitor opens
// offers no More Ideas and never downloads them.
import { MORE_IDEAS_COUNT } from '@shared/party-constants.ts';
import type { GenerateSectionSuggestionsResponse } from '@shared/suggestions-schema.ts';
import { getSupabase } from './lazy-supabase';
import { categoryLabel, type CategoryKey } from './suggestions';

export interface MoreIdeasRequest {
  category: CategoryKey;
  /** What the ideas are for: the wizard's answers, or a saved plan's, plus the chosen themes. */
  partyData: { partyType?: string; guestCount?: number | string; themes: string[]; [field: string]: string | number | string[] | undefined };
  /** Ideas already on screen: the answer repeats none of them. */
  existing: string[];
}

/** Asks for MORE_IDEAS_COUNT more ideas of one category. */
export async function generateSectionSuggestions({ category, partyData, existing }: MoreIdeasRequest): Promise<GenerateSectionSuggestionsResponse> {
  const partyType = partyData.partyType || 'party';
  const guests = partyData.guestCount ? ` with ${partyData.guestCount} guests` : '';
  const themed = partyData.themes.length ? `, themed ${partyData.themes.join(', ')}` : '';
  const prompt = `Suggest ${MORE_IDEAS_COUNT} more ${categoryLabel(category).toLowerCase()} ideas for a ${partyType}${guests}${themed}.`;
  const [supabase, { GenerateSectionSuggestionsResponseSchema }] = await Promise.all([getSupabase(), import('@shared/suggestions-schema.ts')]);
  const { data, error } = await supabase.functions.invoke('generate-section-suggestions', {
    body: { prompt, category, partyData, existing, seed: `${Date.now()}-${existing.length}` },
  });
  if (error) throw error;
  return GenerateSectionSuggestionsResponseSchema.parse(data);
}
