/**
 * Dietary needs summarised for the food plan (docs/decisions.md#dietary-summary): a small keyword
 * classifier over the guests' free text. Each guest's text may fall under several kinds
 * ('vegan, nut allergy'); a text that matches none counts once as 'other'. Counts are guests
 * (answers), not people: the note is written for the whole party of that guest.
 */
export const DIETARY_KINDS = ['vegetarian', 'vegan', 'gluten-free', 'nut allergy', 'dairy-free', 'halal', 'kosher', 'other'] as const;
export type DietaryKind = (typeof DIETARY_KINDS)[number];

const PATTERNS: Array<[Exclude<DietaryKind, 'other'>, RegExp]> = [
  // 'vegetarian' but not 'non-vegetarian'; 'veggie' and 'pescatarian' eat no meat either.
  ['vegetarian', /(?<!non[- ]?)\b(vegetarian|veggie|veg\b|pescatarian|no meat|meat[- ]?free)/i],
  ['vegan', /\b(vegan|plant[- ]based)\b/i],
  ['gluten-free', /\b(gluten|coeliac|celiac|wheat)\b/i],
  [
    'nut allergy',
    /\b(nut|nuts|peanut|peanuts|almond|almonds|cashew|cashews|hazelnut|hazelnuts|walnut|walnuts|pecan|pecans|pistachio|pistachios|tree[- ]nut)\b/i,
  ],
  ['dairy-free', /\b(dairy|lactose|milk|cheese)\b/i],
  ['halal', /\bhalal\b/i],
  ['kosher', /\bkosher\b/i],
];

/** The kinds one guest's text falls under; empty for an empty text. */
export function classifyDietary(text: string | null | undefined): DietaryKind[] {
  const t = (text ?? '').trim();
  if (!t || /^(none|no|n\/a|nothing|-)\.?$/i.test(t)) return [];
  const kinds = PATTERNS.filter(([, re]) => re.test(t)).map(([kind]) => kind);
  return kinds.length ? kinds : ['other'];
}

/** Counts per kind over every guest's text, in DIETARY_KINDS order, without zeros. */
export function dietaryCounts(texts: ReadonlyArray<string | null | undefined>): Array<{ kind: DietaryKind; count: number }> {
  const counts = new Map<DietaryKind, number>();
  for (const text of texts) for (const kind of classifyDietary(text)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return DIETARY_KINDS.filter((k) => counts.has(k)).map((kind) => ({ kind, count: counts.get(kind)! }));
}

/** '3 vegetarian, 1 nut allergy'; '' when nobody wrote anything. */
export function dietarySummary(texts: ReadonlyArray<string | null | undefined>): string {
  return dietaryCounts(texts)
    .map(({ kind, count }) => `${count} ${kind}`)
    .join(', ');
}
