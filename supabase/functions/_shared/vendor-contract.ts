// The answer of search-local-vendors (docs/product.md#function-calls), shared by the function and the app (which stores
// the vendors it is handed), so the two cannot drift apart. Types only: no imports, no runtime APIs.

/** One vendor found near the party. */
export interface FoundVendor {
  name: string;
  category: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  rating: number | null;
  reviewCount: number | null;
  priceLevel: string | null;
  businessStatus: string | null;
  photoUrl: string | null;
  placeId: string;
}

export interface SearchLocalVendorsResponse {
  vendors: FoundVendor[];
  /** Found, but left out because the party already has them (excludePlaceIds). */
  duplicates: number;
  /** Which provider answered: 'google_places', or 'none' when nothing could be searched. */
  source: 'google_places' | 'none';
  /** Why nothing could be searched (no provider configured, provider down). */
  message?: string;
}
