// How a party's budget usually splits across vendor categories, per party type, and what each
// budget code means in money. Data beside the built-in planner (docs/decisions.md#budget-shares):
// the app's budget tracker fills its starting estimates from it. Pure data, no runtime APIs, so the
// app, the functions and the tests import it as is.
import type { BudgetCode, PartyType, VendorCategory } from '../party-constants.ts';

/** Shares of the budget per category; each type's shares add up to 1. */
export const BUDGET_SHARES: Record<PartyType, Partial<Record<VendorCategory, number>>> = {
  'Birthday Party': { Venue: 0.2, Catering: 0.3, 'Bakery/Cakes': 0.1, Decorations: 0.15, Entertainment: 0.15, Other: 0.1 },
  'Corporate Event': { Venue: 0.3, Catering: 0.35, 'Equipment Rental': 0.1, Entertainment: 0.1, Photography: 0.05, Decorations: 0.05, Other: 0.05 },
  'Wedding/Engagement': { Venue: 0.3, Catering: 0.3, Photography: 0.12, 'DJ/Music': 0.08, Flowers: 0.08, 'Bakery/Cakes': 0.04, Decorations: 0.04, Other: 0.04 },
  Graduation: { Venue: 0.15, Catering: 0.4, 'Bakery/Cakes': 0.1, Decorations: 0.15, Entertainment: 0.1, Other: 0.1 },
  Housewarming: { Catering: 0.45, 'Bar Service': 0.2, Decorations: 0.15, 'Equipment Rental': 0.1, Other: 0.1 },
  'Holiday Party': { Venue: 0.15, Catering: 0.4, 'Bar Service': 0.15, Decorations: 0.15, Entertainment: 0.1, Other: 0.05 },
  'Baby Shower': { Venue: 0.15, Catering: 0.35, 'Bakery/Cakes': 0.15, Decorations: 0.2, Entertainment: 0.05, Other: 0.1 },
  'Casual Get-together': { Catering: 0.5, 'Bar Service': 0.2, Decorations: 0.1, Entertainment: 0.1, Other: 0.1 },
};

/**
 * The money a budget code stands for, in US cents: [min, max], max null when open-ended. The
 * descriptive codes ('cheap', 'moderate', 'expensive') name no amount, so they have no range.
 */
export const BUDGET_RANGES_CENTS: Record<BudgetCode, readonly [number, number | null] | null> = {
  cheap: null,
  moderate: null,
  expensive: null,
  'under-500': [0, 50_000],
  '500-1000': [50_000, 100_000],
  '1000-2500': [100_000, 250_000],
  '2500-5000': [250_000, 500_000],
  'over-5000': [500_000, null],
};
