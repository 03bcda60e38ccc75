// Which kinds of vendor to look for, by party type: the category stored on the vendor (the list of
// docs/product.md#vendor-lists) and the words sent to the places search. At most five searches per request.
export interface VendorSearch {
  category: string;
  query: string;
}

const C = {
  catering: { category: 'Catering', query: 'party catering' },
  bakery: { category: 'Bakery/Cakes', query: 'custom cake bakery' },
  photo: { category: 'Photography', query: 'event photographer' },
  dj: { category: 'DJ/Music', query: 'party DJ' },
  venue: { category: 'Venue', query: 'event venue' },
  decor: { category: 'Decorations', query: 'party decorations balloons' },
  flowers: { category: 'Flowers', query: 'florist' },
  fun: { category: 'Entertainment', query: 'party entertainment' },
  rentals: { category: 'Equipment Rental', query: 'party equipment rentals' },
  bar: { category: 'Bar Service', query: 'mobile bartending service' },
  planner: { category: 'Event Planning', query: 'event planner' },
  limo: { category: 'Transportation', query: 'limousine service' },
} satisfies Record<string, VendorSearch>;

const BY_TYPE: Array<[RegExp, VendorSearch[]]> = [
  [/wedding|engagement/i, [C.venue, C.catering, C.flowers, C.photo, C.dj]],
  [/corporate/i, [C.venue, C.catering, C.planner, C.rentals, C.photo]],
  [/birthday/i, [C.bakery, C.catering, C.fun, C.decor, C.venue]],
  [/graduation/i, [C.catering, C.bakery, C.photo, C.rentals, C.dj]],
  [/baby/i, [C.bakery, C.decor, C.catering, C.flowers, C.photo]],
  [/holiday/i, [C.catering, C.bar, C.dj, C.decor, C.venue]],
  [/housewarming/i, [C.catering, C.bar, C.bakery, C.rentals, C.flowers]],
];

const DEFAULT: VendorSearch[] = [C.catering, C.bar, C.rentals, C.fun, C.bakery];

export function searchesFor(partyType: string): VendorSearch[] {
  return BY_TYPE.find(([re]) => re.test(partyType))?.[1] ?? DEFAULT;
}

/** A budget code's price tier, 1 ($) to 4 ($$$$), for ordering results; null when unknown. */
export function budgetTier(budget: string | undefined): number | null {
  switch (budget) {
    case 'cheap':
    case 'under-500':
      return 1;
    case 'moderate':
    case '500-1000':
    case '1000-2500':
      return 2;
    case '2500-5000':
      return 3;
    case 'expensive':
    case 'over-5000':
      return 4;
    default:
      return null;
  }
}
