// The wizard's rules (docs/product.md#wizard-form, #wizard-states, #wizard-validation, #wizard-constants) as pure logic: party name, type-specific fields,
// step gating, timeline identity, budget labels, loading messages and the results contract.
import { describe, expect, it } from 'vitest';
import { RESULTS_BUDGET_OPTIONS, WIZARD_BUDGET_OPTIONS, wizardBudgetLabel, wizardBudgetOptions } from '../../src/features/wizard/lib/budgets';
import {
  EMPTY_FORM,
  formFromPrefill,
  parseGuestCount,
  prefillFromState,
  stepOneComplete,
  toPartyData,
  TYPE_SPECIFIC_FIELDS,
  withPartyType,
  type WizardForm,
} from '../../src/features/wizard/lib/form';
import { LOADING_STEPS, loadingStepAt } from '../../src/features/wizard/lib/loading-steps';
import { defaultPartyName, stripLeadingEmoji } from '../../src/features/wizard/lib/party-name';
import { readResultsState } from '../../src/features/wizard/lib/results-state';
import { EMPTY_SELECTIONS, isTimelineSelected, timelineKey, toggleTimelineItem, toSelectedSuggestions } from '../../src/features/wizard/lib/selections';
import { initialState, suggestionsAreStale, wizardReducer, type WizardState } from '../../src/features/wizard/lib/wizard-state';
import { planParty } from '../../supabase/functions/_shared/planner/index.ts';
import type { GeneratePartySuggestionsResponse } from '../../supabase/functions/_shared/suggestions-schema.ts';

const filled: WizardForm = {
  ...EMPTY_FORM,
  partyType: 'Birthday Party',
  partyFor: 'Maya',
  location: 'Chicago, Illinois, United States',
  date: '2026-12-12',
  guestCount: '15',
};
const plan = planParty({ ...filled, ideas: 'dinosaurs' }, { seed: 1, now: '2026-11-01' });
const response: GeneratePartySuggestionsResponse = { suggestions: plan, source: 'builtin' };

function withSuggestions(state: WizardState): WizardState {
  return wizardReducer(state, { type: 'suggestions', response, seed: state.seed, madeFor: JSON.stringify(toPartyData(state.form)) });
}

describe('party-name rule (docs/product.md#wizard-states)', () => {
  it('defaults to partyFor plus the party type with a leading emoji removed', () => {
    expect(defaultPartyName('Maya', 'Birthday Party')).toBe('Maya Birthday Party');
    expect(defaultPartyName('Maya', '🎂 Birthday Party')).toBe('Maya Birthday Party');
    expect(defaultPartyName('  ', '👨‍👩‍👧 Casual Get-together')).toBe('Casual Get-together');
    expect(defaultPartyName('Team', '🇺🇸 Holiday Party')).toBe('Team Holiday Party');
    expect(stripLeadingEmoji('🎉🎉 Party 🎉')).toBe('Party 🎉');
    expect(stripLeadingEmoji('4th of July')).toBe('4th of July');
  });

  it('follows partyFor and type while no suggested name is chosen', () => {
    let s = initialState(EMPTY_FORM, 'seed');
    expect(s.form.partyName).toBe('');
    s = wizardReducer(s, { type: 'partyType', partyType: 'Graduation' });
    s = wizardReducer(s, { type: 'field', patch: { partyFor: 'Leo' } });
    expect(s.form.partyName).toBe('Leo Graduation');
    expect(s.nameSource).toBe('default');
  });

  it('a chosen suggestion overrides the default and is AI-sourced; unselecting the last returns to the default', () => {
    let s = withSuggestions(wizardReducer(initialState(filled, 'seed'), { type: 'step', step: 3 }));
    const [a, b] = plan.partyNames;
    s = wizardReducer(s, { type: 'toggle', key: 'partyNames', item: a });
    expect(s.form.partyName).toBe(a);
    expect(s.nameSource).toBe('ai');
    s = wizardReducer(s, { type: 'toggle', key: 'partyNames', item: b });
    expect(s.form.partyName).toBe(b);
    // Changing who it is for does not touch a chosen name.
    s = wizardReducer(s, { type: 'field', patch: { partyFor: 'Maya R.' } });
    expect(s.form.partyName).toBe(b);
    s = wizardReducer(s, { type: 'toggle', key: 'partyNames', item: b });
    expect(s.form.partyName).toBe(a);
    s = wizardReducer(s, { type: 'toggle', key: 'partyNames', item: a });
    expect(s.form.partyName).toBe('Maya R. Birthday Party');
    expect(s.nameSource).toBe('default');
  });

  it('Regenerate clears suggestions and all selections, and the name returns to the default', () => {
    let s = withSuggestions(initialState(filled, 'seed-1'));
    s = wizardReducer(s, { type: 'toggle', key: 'partyNames', item: plan.partyNames[0] });
    s = wizardReducer(s, { type: 'toggle', key: 'themes', item: plan.themes[0] });
    s = wizardReducer(s, { type: 'toggleTimeline', phase: 'preParty', item: plan.timeline.preParty[0] });
    s = wizardReducer(s, { type: 'regenerate', seed: 'seed-2' });
    expect(s).toMatchObject({ suggestions: null, meta: null, seed: 'seed-2', selections: EMPTY_SELECTIONS, nameSource: 'default' });
    expect(s.form.partyName).toBe('Maya Birthday Party');
    // An answer for the old seed arriving late is dropped.
    expect(wizardReducer(s, { type: 'suggestions', response, seed: 'seed-1', madeFor: '' }).suggestions).toBeNull();
  });
});

describe('type-specific fields (docs/product.md#wizard-states)', () => {
  const everything = Object.fromEntries(TYPE_SPECIFIC_FIELDS.map((f) => [f, 'x'])) as Partial<WizardForm>;

  it('choosing a party type clears all type-specific fields and keeps the rest', () => {
    const before: WizardForm = { ...filled, ...everything, birthdayAge: '7', ideas: 'dinosaurs', budget: '500-1000' };
    const after = withPartyType(before, 'Wedding/Engagement');
    expect(after.partyType).toBe('Wedding/Engagement');
    for (const f of TYPE_SPECIFIC_FIELDS) expect(after[f], f).toBe('');
    expect(after).toMatchObject({ partyFor: 'Maya', location: filled.location, date: filled.date, guestCount: '15', ideas: 'dinosaurs', budget: '500-1000' });
  });

  it('the reducer clears them on a change of type only', () => {
    let s = wizardReducer(initialState(filled, 's'), { type: 'field', patch: { birthdayAge: '7' } });
    expect(wizardReducer(s, { type: 'partyType', partyType: 'Birthday Party' }).form.birthdayAge).toBe('7');
    s = wizardReducer(s, { type: 'partyType', partyType: 'Holiday Party' });
    expect(s.form.birthdayAge).toBe('');
  });

  it('the functions get only the chosen type’s fields, trimmed, without empty ones', () => {
    const data = toPartyData({ ...filled, birthdayAge: ' 7 ', selectedHoliday: 'Halloween', partyName: 'x', time: '' });
    expect(data).toEqual({ partyType: 'Birthday Party', partyFor: 'Maya', location: filled.location, date: filled.date, guestCount: '15', birthdayAge: '7' });
  });
});

describe('step gating (docs/product.md#wizard-states, #wizard-validation)', () => {
  it('step 1 continues only with partyType, location, date and a usable guest count', () => {
    expect(stepOneComplete(filled)).toBe(true);
    for (const missing of ['partyType', 'location', 'date', 'guestCount'] as const) expect(stepOneComplete({ ...filled, [missing]: '' }), missing).toBe(false);
    expect(stepOneComplete({ ...filled, location: '   ' })).toBe(false);
    for (const bad of ['0', '-3', '2.5', 'ten']) expect(stepOneComplete({ ...filled, guestCount: bad }), bad).toBe(false);
    // Optional fields do not gate.
    expect(stepOneComplete({ ...filled, time: '', budget: '', partyFor: '' })).toBe(true);
  });

  it('guestCount is parsed as an integer on save', () => {
    expect(parseGuestCount('15')).toBe(15);
    expect(parseGuestCount(' 040 ')).toBe(40);
    expect(parseGuestCount(12)).toBe(12);
  });
});

describe('timeline identity (docs/product.md#wizard-states)', () => {
  it('toggles by task plus timeframe, and treats timing like timeframe', () => {
    const a = { task: 'Send invitations', timeframe: '3 weeks before' };
    const sameTaskOtherTime = { task: 'Send invitations', timeframe: '1 week before' };
    let sel = toggleTimelineItem(EMPTY_SELECTIONS, 'preParty', a);
    expect(isTimelineSelected(sel, 'preParty', a)).toBe(true);
    expect(isTimelineSelected(sel, 'preParty', sameTaskOtherTime)).toBe(false);
    expect(isTimelineSelected(sel, 'duringParty', a)).toBe(false);
    expect(isTimelineSelected(sel, 'preParty', { task: 'Send invitations', timing: '3 weeks before' })).toBe(true);
    sel = toggleTimelineItem(sel, 'preParty', sameTaskOtherTime);
    expect(sel.timeline.preParty).toHaveLength(2);
    sel = toggleTimelineItem(sel, 'preParty', { task: 'Send invitations', timing: '3 weeks before' });
    expect(sel.timeline.preParty).toEqual([sameTaskOtherTime]);
    expect(timelineKey(a)).not.toBe(timelineKey(sameTaskOtherTime));
  });

  it('saves the timeline only when some of it was chosen, in the order shown', () => {
    expect(toSelectedSuggestions(EMPTY_SELECTIONS, plan)).not.toHaveProperty('timeline');
    let sel = toggleTimelineItem(EMPTY_SELECTIONS, 'afterParty', plan.timeline.afterParty[0]);
    sel = toggleTimelineItem(sel, 'preParty', plan.timeline.preParty[2]);
    sel = toggleTimelineItem(sel, 'preParty', plan.timeline.preParty[0]);
    const saved = toSelectedSuggestions(sel, plan);
    expect(saved.timeline).toEqual({
      preParty: [plan.timeline.preParty[0], plan.timeline.preParty[2]],
      duringParty: [],
      afterParty: [plan.timeline.afterParty[0]],
    });
    expect(saved.localVendors).toEqual([]);
  });
});

describe('budget labels (docs/product.md#budget-codes, #wizard-constants)', () => {
  it('the wizard offers the five ranges with their labels', () => {
    expect(WIZARD_BUDGET_OPTIONS).toEqual([
      { value: 'under-500', label: 'Under $500' },
      { value: '500-1000', label: '$500 - $1,000' },
      { value: '1000-2500', label: '$1,000 - $2,500' },
      { value: '2500-5000', label: '$2,500 - $5,000' },
      { value: 'over-5000', label: 'Over $5,000' },
    ]);
  });

  it('the results screen also allows cheap, moderate and expensive', () => {
    expect(RESULTS_BUDGET_OPTIONS.slice(0, 3)).toEqual([
      { value: 'cheap', label: 'As cheap as I can make it' },
      { value: 'moderate', label: 'We want to spend some money' },
      { value: 'expensive', label: 'All out bash' },
    ]);
    expect(RESULTS_BUDGET_OPTIONS).toHaveLength(8);
    expect(wizardBudgetLabel('moderate')).toBe('We want to spend some money');
    // A template's descriptive budget stays selectable in the wizard.
    expect(wizardBudgetOptions('moderate').at(-1)).toEqual({ value: 'moderate', label: 'We want to spend some money' });
    expect(wizardBudgetOptions('500-1000')).toHaveLength(5);
  });
});

describe('loading screen (docs/product.md#wizard-states, #wizard-constants)', () => {
  it('steps through the four messages for 2000, 3000, 2500 and 1500 ms, then stays on the last', () => {
    expect(LOADING_STEPS.map((s) => s.ms)).toEqual([2000, 3000, 2500, 1500]);
    expect(LOADING_STEPS[1].message).toBe('Calculating 1.21 Gigawatts of awesome...');
    expect([0, 1999, 2000, 4999, 5000, 7499, 7500, 8999, 9000, 60_000].map(loadingStepAt)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 3, 3]);
  });
});

describe('navigation contracts (docs/product.md#party-page)', () => {
  it('reads template prefill and keeps only known party types', () => {
    const prefill = prefillFromState({
      prefill: { party_type: 'Graduation', location: null, guest_count: 35, budget: 'moderate', ideas: 'Open house', party_for: 'Leo' },
    });
    expect(formFromPrefill(prefill)).toMatchObject({
      partyType: 'Graduation',
      location: '',
      guestCount: '35',
      budget: 'moderate',
      ideas: 'Open house',
      partyFor: 'Leo',
    });
    expect(formFromPrefill(prefillFromState({ prefill: { party_type: 'Rave', guest_count: 3 } })).partyType).toBe('');
    expect(prefillFromState(null)).toBeUndefined();
    expect(prefillFromState({ prefill: {} })).toBeUndefined();
  });

  it("reads the party page's Edit state as an update, and plain form data as a new plan", () => {
    const party = {
      id: 'p-1',
      party_name: 'Big Day',
      party_type: 'Housewarming',
      party_for: null,
      location: 'Austin, Texas, United States',
      date: '2026-12-01',
      guest_count: 20,
      budget: 'cheap',
      ideas: 'Tacos',
      special_requests: null,
      selected_suggestions: { themes: ['Fiesta'] },
    };
    const edit = readResultsState({
      formData: { ...EMPTY_FORM, partyType: 'Housewarming', partyName: 'Big Day', guestCount: '20' },
      partyId: 'p-1',
      editingParty: party,
      selectedSuggestions: party.selected_suggestions,
    });
    expect(edit).toMatchObject({ partyId: 'p-1', selectedSuggestions: { themes: ['Fiesta'] }, form: { partyName: 'Big Day', guestCount: '20' } });
    // Only the party: the form comes from the row.
    expect(readResultsState({ editingParty: party })).toMatchObject({
      partyId: 'p-1',
      form: { partyType: 'Housewarming', guestCount: '20', budget: 'cheap', location: party.location },
    });
    expect(readResultsState({ formData: filled })).toMatchObject({ partyId: null, form: { partyType: 'Birthday Party' } });
    expect(readResultsState(null)).toBeNull();
    expect(readResultsState({})).toBeNull();
  });
});

describe('stale suggestions', () => {
  it('are flagged when the details change after generating', () => {
    const s = withSuggestions(initialState(filled, 's'));
    expect(suggestionsAreStale(s)).toBe(false);
    expect(suggestionsAreStale(wizardReducer(s, { type: 'field', patch: { guestCount: '40' } }))).toBe(true);
    // The party name is not a detail the ideas depend on.
    expect(suggestionsAreStale(wizardReducer(s, { type: 'toggle', key: 'partyNames', item: plan.partyNames[0] }))).toBe(false);
  });
});
