/** Wizard choices (spec §9). */
export const PARTY_TYPES = [
  'Birthday Party',
  'Corporate Event',
  'Wedding/Engagement',
  'Graduation',
  'Housewarming',
  'Holiday Party',
  'Baby Shower',
  'Casual Get-together',
] as const;

export const WIZARD_BUDGETS = ['under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000'] as const;

export interface PartyFormData {
  partyType: string;
  partyFor: string;
  location: string;
  date: string;
  time: string;
  guestCount: string;
  budget: string;
  ideas: string;
  specialRequests: string;
}

export const EMPTY_FORM: PartyFormData = {
  partyType: '',
  partyFor: '',
  location: '',
  date: '',
  time: '',
  guestCount: '',
  budget: '',
  ideas: '',
  specialRequests: '',
};

/** Template prefill carried in navigation state (spec §2). */
export interface TemplatePrefill {
  party_type?: string | null;
  location?: string | null;
  guest_count?: number | string | null;
  budget?: string | null;
  ideas?: string | null;
  party_for?: string | null;
}

export function formFromPrefill(prefill: TemplatePrefill | null | undefined): PartyFormData {
  if (!prefill) return EMPTY_FORM;
  return {
    ...EMPTY_FORM,
    partyType: prefill.party_type ?? '',
    location: prefill.location ?? '',
    guestCount: prefill.guest_count != null ? String(prefill.guest_count) : '',
    budget: prefill.budget ?? '',
    ideas: prefill.ideas ?? '',
    partyFor: prefill.party_for ?? '',
  };
}

/** Step 1 may continue only with partyType, location, date and guestCount (spec §5). */
export function canContinue(form: PartyFormData): boolean {
  return Boolean(form.partyType && form.location.trim() && form.date && form.guestCount);
}
