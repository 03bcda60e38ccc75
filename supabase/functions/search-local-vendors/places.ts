// Google Places API (New), Text Search: POST {base}/places:searchText with the API key and a field
// mask in headers; photos through GET {base}/{photo.name}/media?skipHttpRedirect=true, whose
// answer holds a photoUri that does not carry our key (the key never reaches the browser).
import type { FoundVendor } from '../_shared/vendor-contract.ts';
import type { VendorSearch } from './categories.ts';

export interface PlacesConfig {
  apiKey: string;
  baseUrl: string;
}

export function placesConfig(): PlacesConfig | null {
  const apiKey = Deno.env.get('GOOGLE_PLACES_API_KEY');
  if (!apiKey) return null;
  return { apiKey, baseUrl: (Deno.env.get('GOOGLE_PLACES_API_URL') || 'https://places.googleapis.com/v1').replace(/\/+$/, '') };
}

const FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.nationalPhoneNumber',
  'places.websiteUri',
  'places.rating',
  'places.userRatingCount',
  'places.priceLevel',
  'places.businessStatus',
  'places.photos',
].join(',');

const PRICE: Record<string, string> = {
  PRICE_LEVEL_INEXPENSIVE: '$',
  PRICE_LEVEL_MODERATE: '$$',
  PRICE_LEVEL_EXPENSIVE: '$$$',
  PRICE_LEVEL_VERY_EXPENSIVE: '$$$$',
};

interface Place {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  userRatingCount?: number;
  priceLevel?: string;
  businessStatus?: string;
  photos?: Array<{ name?: string }>;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** Ratings go into numeric(2,1) between 1 and 5. */
const rating = (v: unknown) => (typeof v === 'number' && v >= 1 && v <= 5 ? Math.round(v * 10) / 10 : null);

async function searchText(cfg: PlacesConfig, textQuery: string, pageSize: number, signal: AbortSignal): Promise<Place[]> {
  const res = await fetch(`${cfg.baseUrl}/places:searchText`, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': cfg.apiKey, 'X-Goog-FieldMask': FIELD_MASK },
    body: JSON.stringify({ textQuery, pageSize }),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`Places answered ${res.status}${body?.error?.message ? `: ${body.error.message}` : ''}`);
  return Array.isArray(body?.places) ? body.places : [];
}

async function photoUri(cfg: PlacesConfig, photoName: string, signal: AbortSignal): Promise<string | null> {
  const url = `${cfg.baseUrl}/${photoName}/media?maxWidthPx=400&skipHttpRedirect=true&key=${encodeURIComponent(cfg.apiKey)}`;
  try {
    const res = await fetch(url, { signal });
    if (!res.ok) return null;
    const body = await res.json();
    const uri = str(body?.photoUri);
    return uri && /^https?:\/\//.test(uri) ? uri : null;
  } catch {
    return null; // a vendor without a photo is still a vendor
  }
}

/**
 * Runs one search per category in parallel and merges them, first occurrence of a place id
 * winning (the same caterer often shows up as a bakery too).
 */
export async function searchPlaces(
  cfg: PlacesConfig,
  searches: VendorSearch[],
  location: string,
  perSearch: number,
  signal: AbortSignal,
): Promise<FoundVendor[]> {
  const results = await Promise.all(searches.map((s) => searchText(cfg, `${s.query} in ${location}`, perSearch, signal)));
  const seen = new Set<string>();
  const merged: Array<{ place: Place; category: string }> = [];
  results.forEach((places, i) => {
    for (const place of places) {
      const id = str(place.id);
      const name = str(place.displayName?.text);
      if (!id || !name || seen.has(id)) continue;
      seen.add(id);
      merged.push({ place, category: searches[i]!.category });
    }
  });
  return Promise.all(
    merged.map(async ({ place, category }) => ({
      name: str(place.displayName?.text)!,
      category,
      address: str(place.formattedAddress),
      phone: str(place.nationalPhoneNumber),
      website: str(place.websiteUri),
      rating: rating(place.rating),
      reviewCount: Number.isInteger(place.userRatingCount) && place.userRatingCount! >= 0 ? place.userRatingCount! : null,
      priceLevel: PRICE[place.priceLevel ?? ''] ?? null,
      businessStatus: str(place.businessStatus),
      photoUrl: place.photos?.[0]?.name ? await photoUri(cfg, place.photos[0].name, signal) : null,
      placeId: str(place.id)!,
    })),
  );
}
