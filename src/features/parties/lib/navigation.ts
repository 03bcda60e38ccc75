// Navigation state the party pages hand to the wizard's screens (spec §2).
import type { TemplatePrefill } from '@/features/wizard/lib/form';
import { formFromParty } from '@/features/wizard/lib/results-state';
import type { Tables } from '@/lib/database.types';

/**
 * Edit → /party-results: `{ formData, partyData, partyId, editingParty, selectedSuggestions,
 * aiSuggestions }`. formData is the saved plan as the wizard form (type-specific fields are not
 * stored, so they are empty); partyData is the same object under the name the results screen may
 * use; partyId marks it as an update ('Update Party'); editingParty is the row as read.
 */
export function editNavigationState(party: Tables<'party_plans'>) {
  // The results screen's own reading of a saved row, so both sides agree on the form.
  const formData = formFromParty(party);
  return {
    formData,
    partyData: formData,
    partyId: party.id,
    editingParty: party,
    selectedSuggestions: party.selected_suggestions,
    aiSuggestions: party.ai_suggestions,
  };
}

/**
 * Template prefill for /party-planning (spec §2): `{ prefill: { party_type, location, ... } }`,
 * read there by prefillFromState. 'Use This Template' / 'Use This Party as Template'. Public plans carry no location (design
 * decision 1), so location is always left for the new host to fill in.
 */
export function templateNavigationState(plan: { party_type: string | null; guest_count: number | null; budget: string | null; ideas: string | null; party_for?: string | null }) {
  const prefill: TemplatePrefill = {
    party_type: plan.party_type,
    location: null,
    guest_count: plan.guest_count,
    budget: plan.budget,
    ideas: plan.ideas,
    party_for: plan.party_for ?? null,
  };
  return { prefill };
}
