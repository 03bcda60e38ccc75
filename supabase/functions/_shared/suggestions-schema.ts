// THE schema of the planning contract, shared by the edge functions (Deno, via the import
// map's "zod"), the app and the tests. The wizard form of docs/product.md#wizard-form goes in; the
// ai_suggestions shape comes out. Where the answer came from ('builtin' | 'ai') travels
// beside the suggestions, never inside them, so saved plans keep the product's shape.
import { z } from 'zod';

import { BUDGET_CODES, PARTY_TYPES } from './party-constants.ts';

export * from './party-constants.ts';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max = 200) => text(max).optional();

/** guestCount arrives as the input's string or as a number (templates store an integer). */
export const GuestCountSchema = z.union([
  z.number().int('Guest count must be a whole number').min(1, 'Guest count must be at least 1').max(100_000, 'Guest count must be at most 100,000'),
  z
    .string()
    .trim()
    .regex(/^0*[1-9]\d{0,5}$/, 'Guest count must be a whole number of at least 1'),
]);

/** Fields every producer of party data may send; all optional so partial data (templates, 'More Ideas') validates too. */
const partyDataShape = {
  partyType: optionalText(100),
  location: optionalText(300),
  date: optionalText(40),
  time: optionalText(20),
  budget: optionalText(40),
  guestCount: GuestCountSchema.optional(),
  ideas: optionalText(4000),
  specialRequests: optionalText(4000),
  partyFor: optionalText(200),
  partyName: optionalText(200),
  selectedHoliday: optionalText(100),
  partner1Name: optionalText(100),
  partner2Name: optionalText(100),
  weddingType: optionalText(100),
  birthdayAge: optionalText(10),
  companyName: optionalText(200),
  corporateEventType: optionalText(100),
  graduationLevel: optionalText(100),
  graduateName: optionalText(200),
  babyShowerType: optionalText(100),
};

/** Lenient party data: the shape of the wizard form with nothing required. Unknown keys are dropped. */
export const PartyDataSchema = z.object(partyDataShape);
export type PartyData = z.infer<typeof PartyDataSchema>;

const PARTY_TYPE_SET: ReadonlySet<string> = new Set(PARTY_TYPES);
const BUDGET_SET: ReadonlySet<string> = new Set(BUDGET_CODES);

/** What generate-party-suggestions accepts: the wizard form with step 1's required fields (docs/product.md#wizard-states). */
export const PlannerInputSchema = z.object({
  ...partyDataShape,
  partyType: text(100)
    .min(1, 'Party type is required')
    .refine((v) => PARTY_TYPE_SET.has(v), `Party type must be one of: ${PARTY_TYPES.join(', ')}`),
  location: text(300).min(1, 'Location is required'),
  date: text(40)
    .min(1, 'Date is required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a calendar date (YYYY-MM-DD)'),
  guestCount: GuestCountSchema,
  // An empty budget means 'not chosen'; anything else must be one of the product's codes.
  budget: text(40)
    .refine((v) => v === '' || BUDGET_SET.has(v), `Budget must be one of: ${BUDGET_CODES.join(', ')}`)
    .optional(),
});
export type PlannerInput = z.infer<typeof PlannerInputSchema>;

/** Same seed, same built-in plan; Regenerate sends a new one. */
export const SeedSchema = z.union([z.string().trim().max(100), z.number().int().safe()]);

export const GeneratePartySuggestionsRequestSchema = z.object({ partyData: PlannerInputSchema, seed: SeedSchema.optional() });

// ---- output -------------------------------------------------------------------------

const item = z.string().trim().min(1).max(500);

/** docs/product.md#suggestions allows 'timing' in place of 'timeframe'; it is normalised to 'timeframe' here. */
export const TimelineItemSchema = z.preprocess(
  (v) => {
    if (v && typeof v === 'object' && !('timeframe' in v) && 'timing' in v) {
      const { timing, ...rest } = v as Record<string, unknown>;
      return { ...rest, timeframe: timing };
    }
    return v;
  },
  z.object({ task: item, timeframe: z.string().trim().min(1).max(120) }),
);
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const TimelineSchema = z.object({
  preParty: z.array(TimelineItemSchema).min(1).max(20),
  duringParty: z.array(TimelineItemSchema).min(1).max(20),
  afterParty: z.array(TimelineItemSchema).min(1).max(20),
});
export type Timeline = z.infer<typeof TimelineSchema>;

const list = z.array(item).min(1).max(20);

export const SuggestionsSchema = z.object({
  partyNames: list,
  themes: list,
  games: list,
  food: list,
  vendors: list,
  products: list,
  timeline: TimelineSchema,
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;

export const SuggestionSourceSchema = z.enum(['builtin', 'ai']);

/** Beside every answer: who produced it, and why the built-in planner answered when an AI service is configured. */
const sourceShape = {
  source: SuggestionSourceSchema,
  /** True when an AI service is configured but failed (error, timeout, unusable answer). */
  fellBack: z.boolean().optional(),
  /** A short, caller-safe reason for the fallback, e.g. 'The AI service timed out'. */
  fallbackReason: z.string().max(200).optional(),
  /** The AI model that answered (source 'ai' only). */
  model: z.string().max(200).optional(),
};

export const GeneratePartySuggestionsResponseSchema = z.object({
  suggestions: SuggestionsSchema,
  ...sourceShape,
});
export type GeneratePartySuggestionsResponse = z.infer<typeof GeneratePartySuggestionsResponseSchema>;

// ---- 'More Ideas' (generate-section-suggestions) -------------------------------------

export const SUGGESTION_CATEGORIES = ['partyNames', 'themes', 'games', 'food', 'vendors', 'products'] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

/** Accepts the key ('partyNames') or a display label ('Party Names', 'party names', 'Games & Activities'). */
export function normalizeCategory(raw: string): SuggestionCategory | undefined {
  const k = raw.toLowerCase().replace(/[^a-z]/g, '');
  if (k.startsWith('partyname') || k === 'names' || k === 'name') return 'partyNames';
  if (k.startsWith('theme')) return 'themes';
  if (k.startsWith('game') || k.startsWith('activit')) return 'games';
  if (k.startsWith('food') || k.startsWith('menu') || k.startsWith('drink')) return 'food';
  if (k.startsWith('vendor')) return 'vendors';
  if (k.startsWith('product') || k.startsWith('supplies') || k.startsWith('shopping')) return 'products';
  return undefined;
}

export const SuggestionCategorySchema = z.string().transform((raw, ctx) => {
  const c = normalizeCategory(raw);
  if (!c) {
    ctx.addIssue({ code: 'custom', message: `Unknown category; expected one of ${SUGGESTION_CATEGORIES.join(', ')}` });
    return z.NEVER;
  }
  return c;
});

/** Callers building partyData from a saved row may send its nulls: they mean 'not given'. */
const dropNulls = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null)) : v);

/** partyData of a section request: docs/product.md#function-calls sends partyType, guestCount, budget and the chosen themes. */
export const SectionPartyDataSchema = z.preprocess(
  dropNulls,
  PartyDataSchema.extend({
    themes: z.array(item).max(50).optional(),
  }),
);
export type SectionPartyData = z.infer<typeof SectionPartyDataSchema>;

export const GenerateSectionSuggestionsRequestSchema = z.object({
  prompt: text(2000).optional(),
  category: SuggestionCategorySchema,
  partyData: SectionPartyDataSchema.default({}),
  /** Items already on screen, so 'More Ideas' never repeats them. */
  existing: z.array(z.string().max(500)).max(200).optional(),
  seed: SeedSchema.optional(),
});

export const GenerateSectionSuggestionsResponseSchema = z.object({
  /** Empty only when every idea the planner knows for this party is already on screen. */
  suggestions: z.array(item).max(20),
  ...sourceShape,
});
export type GenerateSectionSuggestionsResponse = z.infer<typeof GenerateSectionSuggestionsResponseSchema>;

// ---- geocode-location ------------------------------------------------------------------

export const GeocodeRequestSchema = z.object({ query: z.string().max(200) });

export const LocationPredictionSchema = z.object({
  place_id: z.string().min(1),
  description: z.string().min(1),
  structured_formatting: z.object({ main_text: z.string().min(1), secondary_text: z.string() }),
});
export type LocationPrediction = z.infer<typeof LocationPredictionSchema>;

export const LocationSourceSchema = z.enum(['google', 'gazetteer']);

export const GeocodeResponseSchema = z.object({
  predictions: z.array(LocationPredictionSchema),
  /** Google Places when configured, else the bundled gazetteer (docs/decisions.md#providers-with-offline-defaults). */
  source: LocationSourceSchema.optional(),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;
