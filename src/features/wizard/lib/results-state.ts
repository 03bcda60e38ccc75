// What /party-results receives through navigation (docs/product.md#results): the form data of a new plan, or a
// saved party to edit. The party page's Edit sends { formData, partyData, partyId, editingParty,
// selectedSuggestions, aiSuggestions } (src/lib/wizard-navigation.ts).
import { EMPTY_FORM, formFromParty, type PartyRow, type WizardForm } from '@/lib/wizard-navigation';

export { formFromParty };

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export interface ResultsInput {
  form: WizardForm;
  /** Set when editing: the save becomes 'Update Party'. */
  partyId: string | null;
  /** selected_suggestions in the stored shape, shown read-only. */
  selectedSuggestions: unknown;
  /** ai_suggestions of a new plan, saved with it. */
  aiSuggestions: unknown;
}

function formFrom(v: unknown): WizardForm | null {
  if (!v || typeof v !== 'object') return null;
  const form = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as (keyof WizardForm)[]) form[key] = str((v as Record<string, unknown>)[key]);
  return form;
}

export function readResultsState(state: unknown): ResultsInput | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const party = (s.editingParty ?? s.party) as PartyRow | undefined;
  const partyId = str(s.partyId) || (party && str(party.id)) || null;
  const form = formFrom(s.formData) ?? formFrom(s.partyData) ?? (party ? formFromParty(party) : null);
  if (!form) return null;
  return {
    form,
    partyId,
    selectedSuggestions: s.selectedSuggestions ?? party?.selected_suggestions ?? null,
    aiSuggestions: s.aiSuggestions ?? party?.ai_suggestions ?? null,
  };
}
