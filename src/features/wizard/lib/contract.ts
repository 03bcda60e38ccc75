// The planning contract the edge functions validate against (docs/product.md#data, #function-calls, #wizard-constants), imported from
// supabase/functions/_shared so the app and the functions can never disagree about it.
export {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  ALL_BUDGETS,
  BABY_SHOWER_TYPES,
  BUDGET_LABELS,
  CORPORATE_TYPES,
  GRADUATION_LEVELS,
  HOLIDAYS,
  PARTY_TYPES,
  WEDDING_TYPES,
  WIZARD_BUDGETS,
  GeneratePartySuggestionsResponseSchema,
  GeocodeResponseSchema,
  SuggestionsSchema,
  type GeneratePartySuggestionsResponse,
  type LocationPrediction,
  type PartyType,
  type Suggestions,
  type Timeline,
  type TimelineItem,
} from '@shared/suggestions-schema.ts';
