// The wizard's state machine (docs/product.md#wizard-states): steps, the form, suggestions and what was chosen.
import type { GeneratePartySuggestionsResponse, Suggestions } from './contract';
import { suggestionFingerprint, withPartyType, type WizardForm } from './form';
import { defaultPartyName, partyNameFor, type PartyNameSource } from './party-name';
import { EMPTY_SELECTIONS, toggleListItem, toggleTimelineItem, type AnyTimelineItem, type ListKey, type Phase, type Selections } from './selections';

export type Step = 1 | 2 | 3;

/** Who produced the suggestions on screen, as the function said (shown to the user). */
export type SuggestionMeta = Omit<GeneratePartySuggestionsResponse, 'suggestions'>;

export interface WizardState {
  step: Step;
  form: WizardForm;
  nameSource: PartyNameSource;
  suggestions: Suggestions | null;
  meta: SuggestionMeta | null;
  /** The seed of the suggestions on screen (or being generated): Regenerate picks a new one. */
  seed: string;
  /** suggestionFingerprint of the form the suggestions were made for. */
  madeFor: string | null;
  selections: Selections;
}

export type WizardAction =
  | { type: 'field'; patch: Partial<WizardForm> }
  | { type: 'partyType'; partyType: string }
  | { type: 'step'; step: Step }
  | { type: 'suggestions'; response: GeneratePartySuggestionsResponse; seed: string; madeFor: string }
  | { type: 'regenerate'; seed: string }
  | { type: 'toggle'; key: ListKey; item: string }
  | { type: 'toggleTimeline'; phase: Phase; item: AnyTimelineItem }
  | { type: 'moreIdeas'; key: ListKey; items: string[] }
  | { type: 'reset'; state: WizardState };

export function newSeed(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function initialState(form: WizardForm, seed = newSeed()): WizardState {
  return {
    step: 1,
    form: { ...form, partyName: defaultPartyName(form.partyFor, form.partyType) },
    nameSource: 'default',
    suggestions: null,
    meta: null,
    seed,
    madeFor: null,
    selections: EMPTY_SELECTIONS,
  };
}

/** Keeps partyName on the default while no suggested name is chosen (docs/product.md#wizard-states). */
function withName(state: WizardState): WizardState {
  const { partyName, nameSource } = partyNameFor(state.selections.partyNames, state.form.partyFor, state.form.partyType);
  if (partyName === state.form.partyName && nameSource === state.nameSource) return state;
  return { ...state, nameSource, form: { ...state.form, partyName } };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'field':
      return withName({ ...state, form: { ...state.form, ...action.patch } });
    case 'partyType':
      if (action.partyType === state.form.partyType) return state;
      return withName({ ...state, form: withPartyType(state.form, action.partyType) });
    case 'step':
      return { ...state, step: action.step };
    case 'suggestions':
      // An answer for an older request (e.g. before Regenerate) is dropped.
      if (action.seed !== state.seed) return state;
      {
        const { suggestions, ...meta } = action.response;
        return { ...state, suggestions, meta, madeFor: action.madeFor };
      }
    case 'regenerate':
      // Regenerate clears suggestions and all selections (docs/product.md#wizard-states); the name returns to the default.
      return withName({ ...state, suggestions: null, meta: null, madeFor: null, seed: action.seed, selections: EMPTY_SELECTIONS });
    case 'toggle':
      return withName({ ...state, selections: toggleListItem(state.selections, action.key, action.item) });
    case 'toggleTimeline':
      return { ...state, selections: toggleTimelineItem(state.selections, action.phase, action.item) };
    case 'moreIdeas': {
      if (!state.suggestions) return state;
      const current = state.suggestions[action.key];
      const fresh = action.items.filter((x) => !current.includes(x));
      return { ...state, suggestions: { ...state.suggestions, [action.key]: [...current, ...fresh] } };
    }
    case 'reset':
      return action.state;
  }
}

/** True when the party details changed after the suggestions on screen were made. */
export function suggestionsAreStale(state: WizardState): boolean {
  return !!state.suggestions && state.madeFor !== null && state.madeFor !== suggestionFingerprint(state.form);
}
