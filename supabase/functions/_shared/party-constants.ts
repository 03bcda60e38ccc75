// Business constants of the product (docs/product.md#budget-codes budget codes, docs/product.md#wizard-constants lists). Shared by the
// edge functions (Deno), the app and the tests, so it has no imports and no runtime APIs.

export const PARTY_TYPES = [
  'Birthday Party',
  'Corporate Event',
  'Wedding/Engagement',
  'Graduation',
  'Housewarming',
  'Holiday Party',
  'Baby Shower',
  'Casual Get-together',
] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

export const HOLIDAYS = [
  'Christmas',
  "New Year's",
  'Halloween',
  'Thanksgiving',
  "Valentine's Day",
  '4th of July',
  'Easter',
  "St. Patrick's Day",
  "Mother's Day",
  "Father's Day",
  'Memorial Day',
  'Labor Day',
  'Cinco de Mayo',
  'Mardi Gras',
] as const;

export const WEDDING_TYPES = [
  'Engagement Party',
  'Wedding Ceremony',
  'Wedding Reception',
  'Bridal Shower',
  'Bachelor/Bachelorette Party',
  'Rehearsal Dinner',
] as const;

export const CORPORATE_TYPES = [
  'Team Building',
  'Product Launch',
  'Holiday Party',
  'Retirement Party',
  'Promotion Celebration',
  'Company Anniversary',
  'Award Ceremony',
  'Conference',
] as const;

export const GRADUATION_LEVELS = [
  'High School',
  'College/University',
  'Graduate School (Masters)',
  'Graduate School (PhD)',
  'Professional Certification',
  'Trade School',
] as const;

export const BABY_SHOWER_TYPES = ['Traditional', 'Co-ed', 'Virtual', 'Gender Reveal Party', 'Sip and See', 'Diaper Party'] as const;

/** The five ranges the wizard offers, with the labels of docs/product.md#data. */
export const WIZARD_BUDGETS = [
  { value: 'under-500', label: 'Under $500', cardLabel: 'Under $500' },
  { value: '500-1000', label: '$500 - $1,000', cardLabel: '$500 - $1K' },
  { value: '1000-2500', label: '$1,000 - $2,500', cardLabel: '$1K - $2.5K' },
  { value: '2500-5000', label: '$2,500 - $5,000', cardLabel: '$2.5K - $5K' },
  { value: 'over-5000', label: 'Over $5,000', cardLabel: '$5K+' },
] as const;

/** Every budget code a saved party may hold: the results screen adds the three descriptive ones. */
export const ALL_BUDGETS = [
  { value: 'cheap', label: 'As cheap as I can make it', cardLabel: 'Budget-Friendly' },
  { value: 'moderate', label: 'We want to spend some money', cardLabel: 'Moderate Budget' },
  { value: 'expensive', label: 'All out bash', cardLabel: 'Premium' },
  ...WIZARD_BUDGETS,
] as const;
export type BudgetCode = (typeof ALL_BUDGETS)[number]['value'];
export const BUDGET_CODES = ALL_BUDGETS.map((b) => b.value) as BudgetCode[];

export const BUDGET_LABELS = Object.fromEntries(ALL_BUDGETS.map((b) => [b.value, b.label])) as Record<BudgetCode, string>;

export const VENDOR_CATEGORIES = [
  'Catering',
  'Photography',
  'DJ/Music',
  'Venue',
  'Decorations',
  'Flowers',
  'Entertainment',
  'Transportation',
  'Equipment Rental',
  'Bakery/Cakes',
  'Bar Service',
  'Event Planning',
  'Other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const PRICE_LEVELS = ['$', '$$', '$$$', '$$$$'] as const;

/** Location autocomplete asks only from this many trimmed characters, after this pause. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** 'More Ideas' asks for this many suggestions. */
export const MORE_IDEAS_COUNT = 5;
