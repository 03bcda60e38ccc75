// What the party pages hand to the wizard's screens through navigation state: the wizard form's
// shape, a saved plan read as that form, Edit's state for /party-results and the template prefill
// for /party-planning. Both the party pages and the wizard use it, so it lives outside either.
import type { Json, Tables } from './database.types';
import { formFieldsFromDetails, templateDetails, timeFromColumn, type PartyDetails } from './party-details';

export interface WizardForm {
  partyType: string;
  location: string;
  date: string;
  time: string;
  budget: string;
  guestCount: string;
  ideas: string;
  specialRequests: string;
  partyFor: string;
  partyName: string;
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

export type WizardField = keyof WizardForm;

export const EMPTY_FORM: WizardForm = {
  partyType: '',
  location: '',
  date: '',
  time: '',
  budget: '',
  guestCount: '',
  ideas: '',
  specialRequests: '',
  partyFor: '',
  partyName: '',
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

/** Template prefill carried in navigation state. */
export interface TemplatePrefill {
  party_type?: string | null;
  location?: string | null;
  guest_count?: number | string | null;
  budget?: string | null;
  ideas?: string | null;
  party_for?: string | null;
  /** The type-specific choices, without names (src/lib/party-details.ts). */
  details?: PartyDetails | null;
}

export interface PartyRow {
  id?: unknown;
  party_name?: unknown;
  party_type?: unknown;
  party_for?: unknown;
  location?: unknown;
  date?: unknown;
  guest_count?: unknown;
  budget?: unknown;
  ideas?: unknown;
  special_requests?: unknown;
  time_of_day?: unknown;
  details?: unknown;
  selected_suggestions?: unknown;
  ai_suggestions?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The wizard form of a saved party row, its start time and type-specific answers included. */
export function formFromParty(p: PartyRow): WizardForm {
  return {
    ...EMPTY_FORM,
    ...formFieldsFromDetails(p.details as Json | undefined),
    time: timeFromColumn(str(p.time_of_day)),
    partyName: str(p.party_name),
    partyType: str(p.party_type),
    partyFor: str(p.party_for),
    location: str(p.location),
    date: str(p.date).slice(0, 10),
    guestCount: str(p.guest_count),
    budget: str(p.budget),
    ideas: str(p.ideas),
    specialRequests: str(p.special_requests),
  };
}

/**
 * Edit → /party-results: `{ formData, partyData, partyId, editingParty, selectedSuggestions,
 * aiSuggestions }`. formData is the saved plan as the wizard form (with its start time and
 * type-specific answers); partyData is the same object under the name the results screen may
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
 * Template prefill for /party-planning (docs/product.md#party-page): `{ prefill: { party_type, location, ... } }`,
 * read there by prefillFromState. 'Use This Template' / 'Use This Party as Template'. Public plans carry no location (
 * docs/decisions.md#location-and-date-are-private), so location is always left for the new host to fill in.
 */
export function templateNavigationState(plan: {
  party_type: string | null;
  guest_count: number | null;
  budget: string | null;
  ideas: string | null;
  party_for?: string | null;
  details?: Json | null;
}) {
  const prefill: TemplatePrefill = {
    party_type: plan.party_type,
    location: null,
    guest_count: plan.guest_count,
    budget: plan.budget,
    ideas: plan.ideas,
    party_for: plan.party_for ?? null,
    // The choices carry over; names and the start time belong to the original party.
    details: templateDetails(plan.details),
  };
  return { prefill };
}
