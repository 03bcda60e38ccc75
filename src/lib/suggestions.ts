// The ai_suggestions / selected_suggestions shape of docs/product.md#suggestions and the pure rules the detail page
// edits it with. The jsonb columns are read leniently: anything malformed becomes empty lists.

export const SUGGESTION_CATEGORIES = [
  { key: 'partyNames', label: 'Party Names' },
  { key: 'themes', label: 'Themes' },
  { key: 'games', label: 'Games & Activities' },
  { key: 'food', label: 'Food & Drinks' },
  { key: 'vendors', label: 'Vendors' },
  { key: 'products', label: 'Products' },
] as const;
export type CategoryKey = (typeof SUGGESTION_CATEGORIES)[number]['key'];

export const TIMELINE_PHASES = [
  { key: 'preParty', label: 'Pre-Party' },
  { key: 'duringParty', label: 'During the Party' },
  { key: 'afterParty', label: 'After the Party' },
] as const;
export type PhaseKey = (typeof TIMELINE_PHASES)[number]['key'];

export interface TimelineItem {
  task: string;
  timeframe?: string;
  timing?: string;
}
export type Timeline = Record<PhaseKey, TimelineItem[]>;

/** A stored vendor the user picked for the plan (selected_suggestions.localVendors). */
export interface LocalVendorChoice {
  id: string;
  name: string;
  category: string;
}

export type Suggestions = Record<CategoryKey, string[]> & { timeline: Timeline; localVendors: LocalVendorChoice[] };

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()))] : [];

function timelineItems(v: unknown): TimelineItem[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((x) => {
    if (!x || typeof x !== 'object' || typeof (x as TimelineItem).task !== 'string') return [];
    const { task, timeframe, timing } = x as TimelineItem;
    return [{ task, ...(typeof timeframe === 'string' ? { timeframe } : {}), ...(typeof timing === 'string' ? { timing } : {}) }];
  });
}

function vendorChoices(v: unknown): LocalVendorChoice[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((x) =>
    x && typeof x === 'object' && typeof (x as LocalVendorChoice).id === 'string'
      ? [{ id: (x as LocalVendorChoice).id, name: String((x as LocalVendorChoice).name ?? ''), category: String((x as LocalVendorChoice).category ?? '') }]
      : [],
  );
}

/** The six lists and the three timeline phases, all empty; the wizard's selections start here too. */
export const emptyChoices = () => ({
  partyNames: [],
  themes: [],
  games: [],
  food: [],
  vendors: [],
  products: [],
  timeline: { preParty: [], duringParty: [], afterParty: [] },
});

export function emptySuggestions(): Suggestions {
  return { ...emptyChoices(), localVendors: [] };
}

/** Reads a jsonb suggestions value (or the separate party_timeline) into the full shape. */
export function normalizeSuggestions(value: unknown, fallbackTimeline?: unknown): Suggestions {
  const v = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const t = (v.timeline && typeof v.timeline === 'object' ? v.timeline : fallbackTimeline) as Record<string, unknown> | null | undefined;
  return {
    partyNames: strings(v.partyNames),
    themes: strings(v.themes),
    games: strings(v.games),
    food: strings(v.food),
    vendors: strings(v.vendors),
    products: strings(v.products),
    timeline: {
      preParty: timelineItems(t?.preParty),
      duringParty: timelineItems(t?.duringParty),
      afterParty: timelineItems(t?.afterParty),
    },
    localVendors: vendorChoices(v.localVendors),
  };
}

export const timeframeOf = (item: TimelineItem) => item.timeframe ?? item.timing ?? '';
/** Timeline items are told apart by task plus timeframe/timing (docs/product.md#wizard-states). */
export const timelineKey = (item: TimelineItem) => `${item.task}\u0000${timeframeOf(item)}`;

export function hasTimeline(s: { timeline: Timeline }): boolean {
  return TIMELINE_PHASES.some((p) => s.timeline[p.key].length > 0);
}

export function hasAnySuggestion(s: Suggestions): boolean {
  return SUGGESTION_CATEGORIES.some((c) => s[c.key].length > 0) || hasTimeline(s) || s.localVendors.length > 0;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

/** True when two selections hold the same choices, whatever their order. */
export function sameSelection(a: Suggestions, b: Suggestions): boolean {
  return (
    SUGGESTION_CATEGORIES.every((c) => sameSet(a[c.key], b[c.key])) &&
    TIMELINE_PHASES.every((p) => sameSet(a.timeline[p.key].map(timelineKey), b.timeline[p.key].map(timelineKey))) &&
    sameSet(
      a.localVendors.map((v) => v.id),
      b.localVendors.map((v) => v.id),
    )
  );
}

/** Adds the item to the list, or takes it out when it is there (the party page and the wizard). */
export function toggleItem<S extends Record<CategoryKey, string[]>>(s: S, category: CategoryKey, item: string): S {
  const list = s[category];
  return { ...s, [category]: list.includes(item) ? list.filter((x) => x !== item) : [...list, item] };
}

export function toggleTimelineItem(s: Suggestions, phase: PhaseKey, item: TimelineItem): Suggestions {
  const key = timelineKey(item);
  const list = s.timeline[phase];
  const next = list.some((x) => timelineKey(x) === key) ? list.filter((x) => timelineKey(x) !== key) : [...list, item];
  return { ...s, timeline: { ...s.timeline, [phase]: next } };
}

export function toggleLocalVendor(s: Suggestions, vendor: LocalVendorChoice): Suggestions {
  const has = s.localVendors.some((v) => v.id === vendor.id);
  return { ...s, localVendors: has ? s.localVendors.filter((v) => v.id !== vendor.id) : [...s.localVendors, vendor] };
}

/** What the page offers to choose from: the AI's lists plus anything selected that they lack. */
export function offered(ai: Suggestions, selected: Suggestions): Suggestions {
  const out = emptySuggestions();
  for (const c of SUGGESTION_CATEGORIES) out[c.key] = [...new Set([...ai[c.key], ...selected[c.key]])];
  for (const p of TIMELINE_PHASES) {
    const seen = new Set<string>();
    out.timeline[p.key] = [...ai.timeline[p.key], ...selected.timeline[p.key]].filter((i) => !seen.has(timelineKey(i)) && !!seen.add(timelineKey(i)));
  }
  return out;
}

/** Adds 'More Ideas' answers to a category, skipping ones already there (case-insensitively). */
export function addIdeas(s: Suggestions, category: CategoryKey, ideas: string[]): { next: Suggestions; added: string[] } {
  const have = new Set(s[category].map((x) => x.toLowerCase()));
  const added = [...new Set(ideas.map((x) => x.trim()).filter((x) => x && !have.has(x.toLowerCase())))];
  return { next: { ...s, [category]: [...s[category], ...added] }, added };
}

/** The jsonb to store: the product's keys, localVendors only when there are some. */
export function toStored(s: Suggestions): Record<string, unknown> {
  const { localVendors, ...rest } = s;
  return localVendors.length ? { ...rest, localVendors } : rest;
}

export function categoryLabel(key: CategoryKey): string {
  return SUGGESTION_CATEGORIES.find((c) => c.key === key)!.label;
}
