// Navigation state the party pages hand to the wizard's screens (spec §2).
import type { Tables } from '@/lib/database.types';

/** The wizard form of spec §3, as /party-planning and /party-results read it. */
export interface WizardFormData {
  partyType: string;
  partyFor: string;
  partyName: string;
  location: string;
  date: string;
  time: string;
  guestCount: string;
  budget: string;
  ideas: string;
  specialRequests: string;
  selectedHoliday: string;
  partner1Name: string;
  partner2Name: string;
  weddingType: string;
  birthdayAge: string;
  companyName: string;
  corporateEventType: string;
  graduationLevel: string;
  graduateName: string;
  babyShowerType: string;
}

/**
 * Edit → /party-results: `{ formData, partyData, partyId, editingParty, selectedSuggestions,
 * aiSuggestions }`. formData is the saved plan as the wizard form (type-specific fields are not
 * stored, so they are empty); partyData is the same object under the name the results screen may
 * use; partyId marks it as an update ('Update Party'); editingParty is the row as read.
 */
export function editNavigationState(party: Tables<'party_plans'>) {
  const formData: WizardFormData = {
    partyType: party.party_type,
    partyFor: party.party_for ?? '',
    partyName: party.party_name ?? '',
    location: party.location ?? '',
    date: party.date ?? '',
    time: '',
    guestCount: String(party.guest_count),
    budget: party.budget ?? '',
    ideas: party.ideas ?? '',
    specialRequests: party.special_requests ?? '',
    selectedHoliday: '',
    partner1Name: '',
    partner2Name: '',
    weddingType: '',
    birthdayAge: '',
    companyName: '',
    corporateEventType: '',
    graduationLevel: '',
    graduateName: '',
    babyShowerType: '',
  };
  return {
    formData,
    partyData: formData,
    partyId: party.id,
    editingParty: party,
    selectedSuggestions: party.selected_suggestions,
    aiSuggestions: party.ai_suggestions,
  };
}

/** Template prefill for /party-planning (spec §2): `{ prefill: { party_type, location, ... } }`. */
export interface TemplatePrefill {
  party_type: string | null;
  location?: string | null;
  guest_count: number | null;
  budget: string | null;
  ideas: string | null;
  party_for?: string | null;
}

/**
 * 'Use This Template' / 'Use This Party as Template'. Public plans carry no location (design
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
