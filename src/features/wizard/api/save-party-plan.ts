import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json, TablesUpdate } from '@/lib/database.types';
import type { Suggestions } from '../lib/contract';
import { defaultPartyName } from '../lib/party-name';
import { parseGuestCount, type WizardForm } from '../lib/form';
import { toSelectedSuggestions, type Selections } from '../lib/selections';
import { partyKeys } from '@/lib/query-keys';
import { detailsFromForm } from '@/lib/party-details';

/**
 * The plan's own columns from the form (docs/product.md#party-plans); guest_count parsed as an integer (docs/product.md#wizard-validation);
 * the start time and the party type's own answers kept too (an update with another type replaces them).
 */
export function planColumns(form: WizardForm) {
  return {
    party_name: form.partyName.trim() || defaultPartyName(form.partyFor, form.partyType) || null,
    party_type: form.partyType,
    party_for: form.partyFor.trim() || null,
    location: form.location.trim() || null,
    date: form.date || null,
    guest_count: parseGuestCount(form.guestCount),
    budget: form.budget || null,
    ideas: form.ideas.trim() || null,
    special_requests: form.specialRequests.trim() || null,
    time_of_day: /^\d{2}:\d{2}$/.test(form.time) ? form.time : null,
    details: detailsFromForm(form) as Json,
  } satisfies TablesUpdate<'party_plans'>;
}

export interface NewPlan {
  userId: string;
  form: WizardForm;
  /** Everything suggested (ai_suggestions) and what was chosen (selected_suggestions). */
  suggestions?: Suggestions | null;
  selections?: Selections | null;
  /** Already in the stored shape (the results screen passes on what it was given). */
  selectedSuggestions?: unknown;
}

/** Inserts a new private plan for the user (docs/product.md#table-calls: user_id, is_public false); answers its id. */
export async function savePartyPlan({ userId, form, suggestions, selections, selectedSuggestions }: NewPlan): Promise<string> {
  const selected = selections ? toSelectedSuggestions(selections, suggestions ?? null) : (selectedSuggestions ?? null);
  const timeline = selected && typeof selected === 'object' && 'timeline' in selected ? (selected as { timeline: unknown }).timeline : null;
  const { data, error } = await supabase
    .from('party_plans')
    .insert({
      user_id: userId,
      ...planColumns(form),
      ai_suggestions: (suggestions ?? null) as Json,
      selected_suggestions: selected as Json,
      // party_timeline mirrors the chosen timeline, as the party page reads it.
      party_timeline: (timeline ?? null) as Json,
      is_public: false,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** Updates an existing plan's details (the results screen's 'Update Party'). */
export async function updatePartyPlan({ id, form }: { id: string; form: WizardForm }): Promise<string> {
  const { data, error } = await supabase.from('party_plans').update(planColumns(form)).eq('id', id).select('id');
  if (error) throw error;
  // Row-level security hides a plan the user may not edit: nothing updated is a failure too.
  if (!data?.length) throw new Error('The party could not be updated.');
  return id;
}

export function useSavePartyPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePartyPlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }) });
}

export function useUpdatePartyPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePartyPlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }) });
}
