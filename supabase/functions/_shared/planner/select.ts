// Seeded, weighted selection of list items. Sources are ranked: what the vision asked for
// beats the subtype, which beats the party type, which beats the general pool; a few items
// from the top sources are guaranteed so relevance never depends on luck.
import type { Ctx } from './context.ts';
import { GENERAL } from './kb/casual.ts';
import { GENERAL_PRODUCTS } from './kb/products.ts';
import { GENERAL_VENDORS } from './kb/vendors.ts';
import type { Rng } from './rng.ts';
import type { Cond, Entry, ListCategory, Pack } from './types.ts';

/** Belt and braces for minors and dry parties, on top of the `alcohol` flags in the KB. */
export const ALCOHOL_RE =
  /\b(alcohol(ic)?|beers?|brewery|breweries|wines?|winery|champagne|prosecco|mimosas?|bellinis?|sangria|cocktails?|margaritas?|martinis?|mai tais?|piña coladas?|pina coladas?|whiske?y|bourbon|tequila|vodka|gin|rum|stout|eggnog|mulled|spiked|bar service|bartenders?|hurricanes?|booze|boozy|drinking game|happy hour|pub crawl|bar crawl|irish coffee)\b/i;
// Words that look alcoholic but are not.
const ALCOHOL_SAFE = /\b(root beer|butterbeer|mocktails?|non-alcoholic|alcohol-free|virgin|rum ?raisin)\b/gi;

// Knowledge-base strings are few and fixed: remember each verdict (the check runs per candidate).
const alcoholCache = new Map<string, boolean>();

export function isAlcoholic(text: string): boolean {
  let v = alcoholCache.get(text);
  if (v === undefined) {
    v = ALCOHOL_RE.test(text.replace(ALCOHOL_SAFE, ''));
    if (alcoholCache.size < 5000) alcoholCache.set(text, v);
  }
  return v;
}

export function condFits(c: Cond, ctx: Ctx): boolean {
  if (c.alcohol && ctx.dry) return false;
  if (c.ages && !c.ages.includes(ctx.ageGroup)) return false;
  if (c.sizes && !c.sizes.includes(ctx.size)) return false;
  if (c.tiers && !c.tiers.includes(ctx.tier)) return false;
  // Unknown season or time of day: only neutral entries, so nothing claims "summer" in December.
  if (c.seasons && (!ctx.season || !c.seasons.includes(ctx.season))) return false;
  if (c.times && (!ctx.timeOfDay || !c.times.includes(ctx.timeOfDay))) return false;
  if (c.types && !c.types.includes(ctx.type)) return false;
  return true;
}

/** Replaces {placeholders}; undefined when one has no value (the entry is then skipped). */
export function fill(template: string, vars: Record<string, string | undefined>): string | undefined {
  let ok = true;
  const out = template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = vars[k];
    if (v === undefined || v === '') ok = false;
    return v ?? '';
  });
  return ok ? out : undefined;
}

/** Case-, accent- and punctuation-insensitive identity; games compare by their name only. */
export function itemKey(text: string): string {
  const head = text.split(/:\s| — /)[0];
  return head
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Cand {
  text: string;
  w: number;
  src: number;
}

/** Sources in priority order, with their weights and how many items each is guaranteed. */
function sources(ctx: Ctx, cat: ListCategory | 'names'): { items: Entry[]; w: number; quota: number }[] {
  const out: { items: Entry[]; w: number; quota: number }[] = [];
  const kw = ctx.keywordPacks;
  const pick = (p: Pack | undefined): Entry[] => (p ? ((cat === 'names' ? p.names : p[cat]) ?? []) : []);
  // The first keyword leads: two guaranteed items; later ones one each.
  kw.forEach((p, i) => out.push({ items: pick(p), w: i === 0 ? 4 : 3, quota: i === 0 ? 2 : 1 }));
  out.push({ items: pick(ctx.milestone), w: 3, quota: 1 });
  out.push({ items: pick(ctx.subPack), w: 2.5, quota: kw.length ? 1 : 2 });
  out.push({ items: pick(ctx.typeKB.base), w: 1.5, quota: 0 });
  if (cat !== 'names') {
    const general = cat === 'vendors' ? GENERAL_VENDORS : cat === 'products' ? GENERAL_PRODUCTS : (GENERAL[cat] ?? []);
    out.push({ items: general, w: 0.5, quota: 0 });
  }
  return out;
}

export function candidates(ctx: Ctx, cat: ListCategory | 'names', vars: Record<string, string | undefined>): { cands: Cand[]; quotas: number[] } {
  const cands: Cand[] = [];
  const srcs = sources(ctx, cat);
  srcs.forEach((s, src) => {
    for (const e of s.items) {
      const entry = typeof e === 'string' ? { t: e } : e;
      if (!condFits(entry, ctx)) continue;
      if (ctx.dry && isAlcoholic(entry.t)) continue;
      const text = fill(entry.t, vars);
      if (!text) continue;
      // Entries written for this exact situation (size, tier, season, time) are better fits.
      const specific = entry.sizes || entry.tiers || entry.seasons || entry.times ? 1.4 : 1;
      cands.push({ text: text.replace(/\s+/g, ' ').trim(), w: s.w * (entry.w ?? 1) * specific, src });
    }
  });
  return { cands, quotas: srcs.map((s) => s.quota) };
}

/**
 * Picks `count` distinct items: first each source's quota (by weight), then the rest by
 * weighted sampling without replacement (Efraimidis–Spirakis keys).
 */
export function pickFrom(cands: Cand[], quotas: number[], count: number, rng: Rng, exclude: Set<string> = new Set()): string[] {
  const keyed = cands.map((c) => ({ c, k: -Math.log(1 - rng()) / c.w })).sort((a, b) => a.k - b.k);
  const taken = new Set(exclude);
  const out: string[] = [];
  const take = (c: Cand) => {
    const key = itemKey(c.text);
    if (!key || taken.has(key)) return false;
    taken.add(key);
    out.push(c.text);
    return true;
  };
  const left = [...quotas];
  for (const { c } of keyed) {
    if (out.length >= count) break;
    if (left[c.src] > 0 && take(c)) left[c.src]--;
  }
  for (const { c } of keyed) {
    if (out.length >= count) break;
    take(c);
  }
  return out;
}
