// The timeline: pre-party tasks scheduled backwards from the party date (compressed when
// the party is close), during-party moments relative to the start ('Start', '1 hr in': the start
// time is private like the date, and a member's screen adds the clock time), after-party follow-ups.
import type { Timeline, TimelineItem } from '../suggestions-schema.ts';
import type { Ctx } from './context.ts';
import { AFTER, AFTER_LABELS, MOMENTS, TASKS } from './kb/timeline.ts';
import { shuffle, type Rng } from './rng.ts';
import { condFits, fill } from './select.ts';
import type { AfterDef, MomentDef, Pack, TaskDef } from './types.ts';

const DAY = 86_400_000;

export function leadLabel(days: number): string {
  if (days <= 0) return 'Day of';
  if (days === 1) return 'Day before';
  if (days < 7) return `${days} days before`;
  if (days < 14) return '1 week before';
  if (days < 84) return `${Math.floor(days / 7)} weeks before`;
  return `${Math.round(days / 30.4)} months before`;
}

/** Days from `now` (its UTC calendar day) to the party; undefined when unknown. */
export function daysUntil(ctx: Ctx, now: Date): number | undefined {
  if (!ctx.date) return undefined;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((ctx.date.utc - today) / DAY);
}

/**
 * Fits ideal lead times into `gap` days. Tasks that already fit keep their lead up to the
 * knee (half the gap); longer ones are squeezed, in order, between the knee and today.
 */
export function compressLeads(leads: number[], gap: number): number[] {
  const max = Math.max(...leads, 0);
  if (max <= gap) return leads;
  const knee = Math.floor(gap / 2);
  return leads.map((l) => (l <= knee ? l : Math.round(knee + ((l - knee) * (gap - knee)) / (max - knee))));
}

function packTasks(packs: (Pack | undefined)[]): TaskDef[] {
  return packs.flatMap((p) => p?.tasks ?? []);
}

function choose<T extends { core?: boolean }>(defs: T[], target: number, rng: Rng): T[] {
  const core = defs.filter((d) => d.core);
  const rest = shuffle(
    defs.filter((d) => !d.core),
    rng,
  );
  return [...core, ...rest].slice(0, Math.max(target, core.length));
}

function dedupe<T extends { task: string }>(defs: T[]): T[] {
  const seen = new Set<string>();
  return defs.filter((d) => (seen.has(d.task) ? false : (seen.add(d.task), true)));
}

function preParty(ctx: Ctx, now: Date, rng: Rng): TimelineItem[] {
  const gap = daysUntil(ctx, now);
  const defs = dedupe([...packTasks([ctx.subPack, ...ctx.keywordPacks, ctx.typeKB.base]), ...TASKS]).filter(
    (t) => condFits(t, ctx) && !(gap !== undefined && gap >= 0 && t.skipUnder !== undefined && gap < t.skipUnder),
  );
  const target = ctx.size === 'large' || ctx.type === 'wedding' ? 8 : 7;
  const picked = choose(defs, target, rng).sort((a, b) => b.lead - a.lead || a.task.localeCompare(b.task));
  // A past or missing date gets the ideal plan. Labels stay relative either way: a public party
  // shows its timeline, and a calendar date there would give the party date away. The member's
  // screen turns '2 weeks before' into a date (src/features/parties/lib/timeline-dates.ts).
  if (gap === undefined || gap < 0 || !ctx.date) return picked.map((t) => ({ task: t.task, timeframe: leadLabel(t.lead) }));
  const leads = compressLeads(
    picked.map((t) => t.lead),
    gap,
  );
  return picked.map((t, i) => ({ task: t.task, timeframe: leadLabel(leads[i]) }));
}

function relative(at: number): string {
  if (at <= 0) return 'Start';
  const h = Math.floor(at / 60);
  const m = at % 60;
  if (h === 0) return `${m} min in`;
  return m ? `${h} hr ${m} min in` : `${h} hr in`;
}

export interface Picks {
  games: string[];
  food: string[];
  themes: string[];
}

const headOf = (s?: string) => s?.split(/:\s| — /)[0]?.trim();
// "Food is served" should name a dish, not the cake or a drink (those have their own moments).
const NOT_A_MAIN =
  /\b(cakes?|cookies?|cupcakes?|desserts?|macarons?|pops|toast|cider|cocktails?|mocktails?|punch|lemonade|tea|wine|beer|champagne|shakes?|floats?|sundaes?|candy|truffles?|churros|brownies)\b/i;

function duringParty(ctx: Ctx, picks: Picks, rng: Rng): TimelineItem[] {
  const own = ctx.subPack?.moments;
  const base: MomentDef[] = own && own.length >= 3 ? own : ctx.type === 'birthday' && ctx.ageGroup === 'kids' ? MOMENTS.kidsBirthday : MOMENTS[ctx.type];
  const vars = {
    game: headOf(picks.games[0]),
    game2: headOf(picks.games[1]),
    food: headOf(picks.food.find((f) => !NOT_A_MAIN.test(f)) ?? 'the spread'),
    theme: headOf(picks.themes[0]),
  };
  const filled = base
    .filter((m) => condFits(m, ctx))
    .map((m) => ({ ...m, task: fill(m.task, vars) }))
    .filter((m): m is MomentDef => !!m.task);
  const chosen = choose(filled, 5 + Math.floor(rng() * 2), rng).sort((a, b) => a.at - b.at);
  return chosen.map((m) => ({ task: m.task, timeframe: relative(m.at) }));
}

function afterParty(ctx: Ctx, rng: Rng): TimelineItem[] {
  const defs = dedupe([...(ctx.subPack?.after ?? []), ...AFTER].filter((a) => condFits(a, ctx)));
  const chosen: AfterDef[] = choose(defs, 3 + Math.floor(rng() * 2), rng).sort((a, b) => a.rank - b.rank);
  return chosen.map((a) => ({ task: a.task, timeframe: AFTER_LABELS[a.rank] }));
}

export function planTimeline(ctx: Ctx, picks: Picks, now: Date, rng: Rng): Timeline {
  return { preParty: preParty(ctx, now, rng), duringParty: duringParty(ctx, picks, rng), afterParty: afterParty(ctx, rng) };
}
