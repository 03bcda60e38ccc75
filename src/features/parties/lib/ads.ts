/** Parties above this many guests get the large-party ad keyword (docs/product.md#party-page-constants). */
export const LARGE_PARTY_GUESTS = 20;

/** The keyword the ad slots are targeted with. */
export function adKeyword(party: { party_type: string | null; guest_count: number | null }): string {
  if ((party.guest_count ?? 0) > LARGE_PARTY_GUESTS) return 'large party venues';
  const type = (party.party_type ?? 'party').toLowerCase();
  return type.endsWith('party') ? `${type} supplies` : `${type} party supplies`;
}

/** The two fixed Featured Vendors of docs/product.md#party-page: sample listings, labelled as sponsored. */
export const FEATURED_VENDORS = [
  { name: 'Sweet Layers Bakery', category: 'Bakery/Cakes', offer: '20% Off', detail: 'your first custom cake order' },
  { name: 'Snapshot Stories Photography', category: 'Photography', offer: 'Free Quote', detail: 'for event photo packages' },
] as const;
