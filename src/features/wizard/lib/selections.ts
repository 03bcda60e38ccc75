// What the user ticked on step 3 (docs/product.md#suggestions selected_suggestions): lists in the order they were
// chosen, and timeline items identified by task plus timeframe/timing (docs/product.md#wizard-states).
// The stored shape's keys and rules (identity of a timeline item, toggling a list item, empty
// choices) are the party page's own (src/lib/suggestions.ts): one set of rules.
import {
  emptyChoices,
  hasTimeline,
  SUGGESTION_CATEGORIES,
  TIMELINE_PHASES,
  timelineKey,
  toggleItem,
  type CategoryKey,
  type PhaseKey,
  type TimelineItem as StoredTimelineItem,
} from '@/lib/suggestions';
import type { Suggestions, TimelineItem } from './contract';

export { timelineKey };

export const LIST_KEYS: readonly CategoryKey[] = SUGGESTION_CATEGORIES.map((c) => c.key);
export type ListKey = CategoryKey;

export const PHASES: readonly PhaseKey[] = TIMELINE_PHASES.map((p) => p.key);
export type Phase = PhaseKey;

/** A timeline item as stored: docs/product.md#suggestions allows 'timing' in place of 'timeframe'. */
export type AnyTimelineItem = StoredTimelineItem;

export type Selections = Record<ListKey, string[]> & { timeline: Record<Phase, TimelineItem[]> };

export const EMPTY_SELECTIONS: Selections = emptyChoices();

export const toggleListItem = (sel: Selections, key: ListKey, item: string): Selections => toggleItem(sel, key, item);

export function isTimelineSelected(sel: Selections, phase: Phase, item: AnyTimelineItem): boolean {
  const key = timelineKey(item);
  return sel.timeline[phase].some((t) => timelineKey(t) === key);
}

export function toggleTimelineItem(sel: Selections, phase: Phase, item: AnyTimelineItem): Selections {
  const key = timelineKey(item);
  const list = sel.timeline[phase];
  const next = list.some((t) => timelineKey(t) === key)
    ? list.filter((t) => timelineKey(t) !== key)
    : [...list, { task: item.task, timeframe: item.timeframe ?? item.timing ?? '' }];
  return { ...sel, timeline: { ...sel.timeline, [phase]: next } };
}

/**
 * selected_suggestions as saved (docs/product.md#suggestions): the lists in the order of the suggestions on screen,
 * localVendors (filled later on the party page), and the timeline only when something of it was
 * chosen, so the party page shows a Timeline section only then.
 */
export function toSelectedSuggestions(sel: Selections, suggestions: Suggestions | null) {
  const ordered = (key: ListKey) => {
    const shown = suggestions?.[key] ?? [];
    return [...shown.filter((x) => sel[key].includes(x)), ...sel[key].filter((x) => !shown.includes(x))];
  };
  const orderedPhase = (phase: Phase) => {
    const shown = suggestions?.timeline[phase] ?? [];
    const keys = new Set(sel.timeline[phase].map(timelineKey));
    const fromShown = shown.filter((t) => keys.has(timelineKey(t)));
    const shownKeys = new Set(fromShown.map(timelineKey));
    return [...fromShown, ...sel.timeline[phase].filter((t) => !shownKeys.has(timelineKey(t)))];
  };
  return {
    partyNames: ordered('partyNames'),
    themes: ordered('themes'),
    games: ordered('games'),
    food: ordered('food'),
    vendors: ordered('vendors'),
    products: ordered('products'),
    localVendors: [] as unknown[],
    ...(hasTimeline(sel)
      ? { timeline: { preParty: orderedPhase('preParty'), duringParty: orderedPhase('duringParty'), afterParty: orderedPhase('afterParty') } }
      : {}),
  };
}
