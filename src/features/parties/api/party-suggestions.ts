import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Json } from '@/lib/database.types';
import { toStored, type Suggestions } from '@/lib/suggestions';
import { usePatchPartyCache } from './patch-party-cache';

/** Saves the edited selection (and its timeline, which party_timeline mirrors). */
export async function saveSelectedSuggestions({ partyId, selection }: { partyId: string; selection: Suggestions }): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('party_plans')
    .update({ selected_suggestions: toStored(selection) as Json, party_timeline: selection.timeline as unknown as Json })
    .eq('id', partyId)
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('The suggestions could not be saved.');
}

/** Keeps the 'More Ideas' answers with the plan's AI suggestions, so they are there after a reload. */
export async function saveAiSuggestions({ partyId, suggestions }: { partyId: string; suggestions: Suggestions }): Promise<void> {
  const supabase = await getSupabase();
  const { localVendors: _ignored, ...rest } = suggestions;
  const { data, error } = await supabase
    .from('party_plans')
    .update({ ai_suggestions: rest as unknown as Json })
    .eq('id', partyId)
    .select('id');
  if (error) throw error;
  // Row-level security filters an update it does not allow: no row back means nothing was saved.
  if (!data?.length) throw new Error('The new ideas could not be saved.');
}

export function useSaveSelectedSuggestions() {
  const patch = usePatchPartyCache();
  return useMutation({
    mutationFn: saveSelectedSuggestions,
    onSuccess: (_r, { partyId, selection }) =>
      patch(partyId, { selected_suggestions: toStored(selection) as Json, party_timeline: selection.timeline as unknown as Json }),
  });
}

export function useSaveAiSuggestions() {
  const patch = usePatchPartyCache();
  return useMutation({
    mutationFn: saveAiSuggestions,
    onSuccess: (_r, { partyId, suggestions }) => {
      const { localVendors: _ignored, ...rest } = suggestions;
      patch(partyId, { ai_suggestions: rest as unknown as Json });
    },
  });
}
