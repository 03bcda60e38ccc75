// The provider chain behind generate-party-suggestions and generate-section-suggestions
// (docs/decisions.md#providers-with-offline-defaults): an OpenAI-compatible AI service when AI_API_KEY is set, checked against
// the shared schema, with a timeout and one retry; the built-in planner when it is not set or
// when the AI fails. Every answer says which one produced it.
import { AiError, aiTextConfig, chatJson, withOneRetry, type AiTextConfig } from './ai-text.ts';
import { hashString } from './planner/rng.ts';
import { itemKey, planParty, planSection } from './planner/index.ts';
import { keepPrivate, PRIVACY_RULE, privacyFilter, scrubList, type PrivateFacts } from './privacy.ts';
import {
  MORE_IDEAS_COUNT,
  SuggestionsSchema,
  type GeneratePartySuggestionsResponse,
  type GenerateSectionSuggestionsResponse,
  type PlannerInput,
  type SectionPartyData,
  type SuggestionCategory,
  type Suggestions,
  type TimelineItem,
} from './suggestions-schema.ts';

const MAX_PER_LIST = 8;
const MAX_TIMELINE_PHASE = 10;

type Seed = string | number | undefined;

/** A number for the AI's `seed`, derived from whatever the client sent. */
function numericSeed(seed: Seed): number | undefined {
  if (seed === undefined || seed === '') return undefined;
  return typeof seed === 'number' ? seed : hashString(seed);
}

function dedupe(items: string[], exclude: Set<string> = new Set()): string[] {
  const seen = new Set(exclude);
  const out: string[] = [];
  for (const raw of items) {
    const text = raw.replace(/\s+/g, ' ').trim();
    const key = itemKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

function dedupeTimeline(items: TimelineItem[]): TimelineItem[] {
  const seen = new Set<string>();
  return items
    .filter((t) => {
      const key = `${t.task.toLowerCase()}\u0000${t.timeframe.toLowerCase()}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .slice(0, MAX_TIMELINE_PHASE);
}

/** Shared facts about the party, as lines the model can read. */
function describeParty(p: Partial<PlannerInput & { themes: string[] }>): string {
  const lines: [string, unknown][] = [
    ['Party type', p.partyType],
    ['Holiday', p.selectedHoliday],
    ['Wedding event', p.weddingType],
    ['Partners', [p.partner1Name, p.partner2Name].filter(Boolean).join(' & ')],
    ['Age being celebrated', p.birthdayAge],
    ['Company', p.companyName],
    ['Corporate event type', p.corporateEventType],
    ['Graduation level', p.graduationLevel],
    ['Graduate', p.graduateName],
    ['Baby shower type', p.babyShowerType],
    ['Who it is for', p.partyFor],
    ['Location', p.location],
    ['Date', p.date],
    ['Start time', p.time],
    ['Guests', p.guestCount],
    ['Budget', p.budget],
    ['Vision', p.ideas],
    ['Special requirements', p.specialRequests],
    ['Chosen themes', p.themes?.join(', ')],
  ];
  return lines
    .filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '')
    .map(([k, v]) => `${k}: ${String(v).trim()}`)
    .join('\n');
}

const RULES = [
  'Suggestions must fit the party type, the age group, the guest count, the budget, the season of the date and the vision.',
  'No alcohol for children, teenagers or baby showers, or when the host asks for no alcohol.',
  'Vendors are kinds of vendor with what to ask them (e.g. "Balloon artist: ask about arches in the theme colors"), never named businesses.',
  'Products are generic items to buy, never brands with prices.',
  'Write in plain English without emoji or numbering.',
  PRIVACY_RULE,
].join('\n');

const PLAN_SHAPE = `{
  "partyNames": [5 short, catchy party names],
  "themes": [5 themes],
  "games": [5 games or activities, "Name: one-line how-to"],
  "food": [5 food or drink ideas],
  "vendors": [5 vendor categories with what to ask],
  "products": [5 products to buy],
  "timeline": {
    "preParty": [6 to 8 {"task": string, "timeframe": string}] ordered farthest first, timeframes like "6 weeks before" counted back from the party date and never before today,
    "duringParty": [4 to 6 {"task": string, "timeframe": string}] timed from the start like "Start", "45 min in", "1 hr 30 min in",
    "afterParty": [2 to 4 {"task": string, "timeframe": string}] like "Next day"
  }
}`;

function partyMessages(input: PlannerInput, today: string) {
  return [
    {
      role: 'system' as const,
      content: `You are an experienced party planner. Answer with one JSON object and nothing else, exactly in this shape:\n${PLAN_SHAPE}\n${RULES}`,
    },
    { role: 'user' as const, content: `Today is ${today}. Plan this party:\n${describeParty(input)}` },
  ];
}

/** Checks and tidies an AI plan: schema, duplicates removed, lists capped; unusable is an AiError. */
export function acceptAiPlan(raw: unknown): Suggestions {
  const parsed = SuggestionsSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => i.path.join('.') || 'answer')
      .join(', ');
    throw new AiError('The AI answer did not match the suggestions schema', where);
  }
  const s = parsed.data;
  const lists = (['partyNames', 'themes', 'games', 'food', 'vendors', 'products'] as const).map((k) => [k, dedupe(s[k]).slice(0, MAX_PER_LIST)] as const);
  const plan = {
    ...Object.fromEntries(lists),
    timeline: {
      preParty: dedupeTimeline(s.timeline.preParty),
      duringParty: dedupeTimeline(s.timeline.duringParty),
      afterParty: dedupeTimeline(s.timeline.afterParty),
    },
  } as Suggestions;
  return plan;
}

interface ChainOptions {
  /** For tests and the bench: the AI configuration to use instead of the env. */
  config?: AiTextConfig | null;
  now?: Date;
}

const factsOf = (p: Partial<PlannerInput>): PrivateFacts => ({ location: p.location, date: p.date, specialRequests: p.specialRequests, time: p.time });

/** The whole plan for the wizard's step 3. */
export async function suggestParty(input: PlannerInput, seed: Seed, options: ChainOptions = {}): Promise<GeneratePartySuggestionsResponse> {
  const now = options.now ?? new Date();
  const facts = factsOf(input);
  const planned = () => planParty(input, { seed, now });
  const builtin = () => keepPrivate(planned(), facts, () => planParty(input, { seed: `${seed ?? ''}:spare`, now }));
  const config = options.config === undefined ? aiTextConfig() : (options.config ?? undefined);
  if (!config) return { suggestions: builtin(), source: 'builtin' };
  try {
    const suggestions = await withOneRetry(config, async (signal, round) => {
      const base = numericSeed(seed);
      const raw = await chatJson(config, partyMessages(input, now.toISOString().slice(0, 10)), {
        signal,
        temperature: 0.9,
        // A retry asks for a different sample rather than the same broken one.
        seed: base === undefined ? undefined : base + round,
      });
      return keepPrivate(acceptAiPlan(raw), facts, planned);
    });
    return { suggestions, source: 'ai', model: config.model };
  } catch (e) {
    const reason = e instanceof AiError ? e.message : 'The AI service failed';
    console.error(`[generate-party-suggestions] using the built-in planner: ${reason}`);
    return { suggestions: builtin(), source: 'builtin', fellBack: true, fallbackReason: reason };
  }
}

const CATEGORY_WORDS: Record<SuggestionCategory, string> = {
  partyNames: 'short, catchy party names',
  themes: 'party themes',
  games: 'games or activities, each as "Name: one-line how-to"',
  food: 'food or drink ideas',
  vendors: 'vendor categories with what to ask them (never named businesses)',
  products: 'products to buy (generic items, no brands or prices)',
};

export interface SectionRequest {
  category: SuggestionCategory;
  prompt?: string;
  partyData?: SectionPartyData;
  existing?: string[];
  seed?: Seed;
  count?: number;
}

/** 'More Ideas': `count` new items for one category that repeat nothing already shown. */
export async function suggestSection(req: SectionRequest, options: ChainOptions = {}): Promise<GenerateSectionSuggestionsResponse> {
  const now = options.now ?? new Date();
  const count = req.count ?? MORE_IDEAS_COUNT;
  const existing = req.existing ?? [];
  const filter = privacyFilter(factsOf(req.partyData ?? {}));
  const planned = () => planSection(req.category, { prompt: req.prompt, partyData: req.partyData, existing, count, seed: req.seed, now });
  const builtin = () => scrubList(planned(), filter);
  const config = options.config === undefined ? aiTextConfig() : (options.config ?? undefined);
  if (!config) return { suggestions: builtin(), source: 'builtin' };
  const exclude = new Set(existing.map(itemKey));
  try {
    const suggestions = await withOneRetry(config, async (signal, round) => {
      const base = numericSeed(req.seed);
      const raw = await chatJson(
        config,
        [
          {
            role: 'system',
            content: `You are an experienced party planner. Answer with one JSON object and nothing else: {"suggestions": [${count} ${CATEGORY_WORDS[req.category]}]}.\n${RULES}`,
          },
          {
            role: 'user',
            content: [
              req.prompt ? `Request: ${req.prompt}` : `Give ${count} more ${CATEGORY_WORDS[req.category]}.`,
              `The party:\n${describeParty(req.partyData ?? {})}`,
              existing.length ? `Already suggested (do not repeat or rephrase these):\n${existing.map((e) => `- ${e}`).join('\n')}` : '',
            ]
              .filter(Boolean)
              .join('\n\n'),
          },
        ],
        { signal, temperature: 1, seed: base === undefined ? undefined : base + round },
      );
      const list = (raw as { suggestions?: unknown })?.suggestions;
      if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
        throw new AiError('The AI answer did not match the suggestions schema', 'suggestions');
      }
      const fresh = dedupe(list as string[], exclude).filter((x) => x.length <= 500);
      if (fresh.length < count) throw new AiError(`The AI gave ${fresh.length} new ideas instead of ${count}`);
      const kept = scrubList(fresh.slice(0, count), filter);
      // Ideas that named the location, the date or the requests are replaced by built-in ones.
      if (kept.length < count) kept.push(...dedupe(builtin(), new Set([...exclude, ...kept.map(itemKey)])).slice(0, count - kept.length));
      return kept;
    });
    return { suggestions, source: 'ai', model: config.model };
  } catch (e) {
    const reason = e instanceof AiError ? e.message : 'The AI service failed';
    console.error(`[generate-section-suggestions] using the built-in planner: ${reason}`);
    return { suggestions: builtin(), source: 'builtin', fellBack: true, fallbackReason: reason };
  }
}
