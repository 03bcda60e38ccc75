// The built-in planner: the offline default behind generate-party-suggestions and
// generate-section-suggestions (docs/decisions.md#providers-with-offline-defaults). Pure TypeScript, no runtime APIs, so the
// Deno functions, the app and vitest all import it as is.
import type { PartyData, SectionPartyData, SuggestionCategory, Suggestions } from '../suggestions-schema.ts';
import { buildContext, TYPE_KB, type ContextInput, type Ctx } from './context.ts';
import { pickNames } from './names.ts';
import { hashString, rngFor } from './rng.ts';
import { planTimeline } from './schedule.ts';
import { candidates, itemKey, pickFrom } from './select.ts';
import type { ListCategory } from './types.ts';

export { itemKey } from './select.ts';

export interface PlanOptions {
  /** Same seed, same plan; Regenerate sends a new one. Defaults to a hash of the input. */
  seed?: string | number;
  /** 'Today' for scheduling the timeline; defaults to the current time. */
  now?: Date | string | number;
}

const LISTS: ListCategory[] = ['themes', 'games', 'food', 'vendors', 'products'];

function toDate(now: PlanOptions['now']): Date {
  const d = now === undefined ? new Date() : new Date(now);
  return Number.isNaN(d.getTime()) ? new Date() : d;
}

function seedOf(seed: PlanOptions['seed'], input: unknown): string {
  return seed === undefined || seed === '' ? String(hashString(JSON.stringify(input ?? {}))) : String(seed);
}

function varsFor(ctx: Ctx) {
  return { ...ctx.vars, guests: String(ctx.guests) };
}

function pickList(ctx: Ctx, cat: ListCategory, count: number, seed: string, exclude?: Set<string>): string[] {
  const { cands, quotas } = candidates(ctx, cat, varsFor(ctx));
  return pickFrom(cands, quotas, count, rngFor(seed, cat), exclude);
}

/** 5 or 6 items per category (the product's cards read best with a handful). */
function countFor(seed: string, cat: string): number {
  return 5 + Math.floor(rngFor(seed, `count:${cat}`)() * 2);
}

/** A complete plan for the wizard's step 3. */
export function planParty(input: PartyData, options: PlanOptions = {}): Suggestions {
  const now = toDate(options.now);
  const seed = seedOf(options.seed, input);
  const ctx = buildContext(input, now);
  const lists = Object.fromEntries(LISTS.map((cat) => [cat, pickList(ctx, cat, countFor(seed, cat), seed)])) as Record<ListCategory, string[]>;
  const partyNames = pickNames(ctx, countFor(seed, 'names'), rngFor(seed, 'names'));
  const timeline = planTimeline(ctx, lists, now, rngFor(seed, 'timeline'));
  return { partyNames, ...lists, timeline };
}

export interface SectionOptions {
  prompt?: string;
  partyData?: SectionPartyData;
  /** Items already shown: never repeated (compared case-insensitively, games by name). */
  existing?: string[];
  count?: number;
  seed?: string | number;
  now?: Date | string | number;
}

// Most general first, so borrowed ideas still suit most parties.
const BORROW_ORDER = ['casual', 'housewarming', 'birthday', 'holiday', 'graduation', 'corporate', 'babyShower', 'wedding'] as const;

/** 'More Ideas' for one category: `count` new items that repeat nothing in `existing`. */
export function planSection(category: SuggestionCategory, options: SectionOptions = {}): string[] {
  const count = Math.max(1, Math.min(options.count ?? 5, 20));
  const input: ContextInput = { ...(options.partyData ?? {}), prompt: options.prompt };
  const seed = seedOf(options.seed, { category, input, existing: options.existing });
  const ctx = buildContext(input, toDate(options.now));
  const exclude = new Set((options.existing ?? []).map(itemKey));
  if (category === 'partyNames') return pickNames(ctx, count, rngFor(seed, 'names'), exclude);

  const out = pickList(ctx, category, count, seed, exclude);
  if (out.length >= count) return out;
  // Ran dry (many rounds of 'More Ideas'): borrow fitting ideas from the other party types.
  for (const key of BORROW_ORDER) {
    if (key === ctx.type) continue;
    const borrowed: Ctx = { ...ctx, type: key, typeKB: TYPE_KB[key], subPack: undefined, milestone: undefined, keywordPacks: [] };
    const more = pickList(borrowed, category, count - out.length, `${seed}:${key}`, new Set([...exclude, ...out.map(itemKey)]));
    out.push(...more);
    if (out.length >= count) break;
  }
  return out;
}
