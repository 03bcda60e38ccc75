// Location autocomplete providers (docs/decisions.md#providers-with-offline-defaults): Google Places Autocomplete when
// GOOGLE_PLACES_API_KEY is set, else (or when Google fails) the bundled GeoNames gazetteer.
import { createGazetteer, type Gazetteer, type GazetteerData } from './gazetteer/index.ts';
import { hasEnv, selectProvider } from './providers.ts';
import { LocationPredictionSchema, type GeocodeResponse, type LocationPrediction } from './suggestions-schema.ts';

const LIMIT = 5;
const GOOGLE_TIMEOUT_MS = 5_000;
const DEFAULT_GOOGLE_URL = 'https://places.googleapis.com/v1';

let gazetteer: Promise<Gazetteer> | undefined;

/** Loads cities.json once per worker (~2 MB, indexed in well under a second). */
export function loadGazetteer(): Promise<Gazetteer> {
  gazetteer ??= Deno.readTextFile(new URL('./gazetteer/cities.json', import.meta.url)).then((text) => createGazetteer(JSON.parse(text) as GazetteerData));
  return gazetteer;
}

/**
 * Places API (New) Autocomplete: POST {base}/places:autocomplete, the same API and settings
 * (GOOGLE_PLACES_API_KEY, GOOGLE_PLACES_API_URL) search-local-vendors uses. Its predictions are
 * mapped to the product's shape (place_id, description, structured_formatting).
 */
async function googleAutocomplete(query: string, signal: AbortSignal): Promise<LocationPrediction[]> {
  const base = (Deno.env.get('GOOGLE_PLACES_API_URL')?.trim() || DEFAULT_GOOGLE_URL).replace(/\/+$/, '');
  const res = await fetch(`${base}/places:autocomplete`, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': Deno.env.get('GOOGLE_PLACES_API_KEY')! },
    // Cities, like the offline gazetteer: vendor search and the party page work best with them.
    body: JSON.stringify({ input: query, includedPrimaryTypes: ['(cities)'] }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`Google Places answered ${res.status}${body?.error?.status ? ` ${body.error.status}` : ''}`);
  const out: LocationPrediction[] = [];
  for (const s of Array.isArray(body?.suggestions) ? body.suggestions : []) {
    const p = s?.placePrediction;
    if (!p) continue;
    const description = p.text?.text;
    const parsed = LocationPredictionSchema.safeParse({
      place_id: p.placeId,
      description,
      structured_formatting: {
        main_text: p.structuredFormat?.mainText?.text ?? description,
        secondary_text: p.structuredFormat?.secondaryText?.text ?? '',
      },
    });
    if (parsed.success) out.push(parsed.data);
  }
  return out.slice(0, LIMIT);
}

/** Fewer than 3 trimmed characters never searches (docs/product.md#wizard-validation): the answer is an empty list. */
export async function autocompleteLocation(query: string): Promise<GeocodeResponse> {
  const q = query.trim();
  if (q.length < 3) return { predictions: [], source: hasEnv('GOOGLE_PLACES_API_KEY') ? 'google' : 'gazetteer' };
  const result = await selectProvider({
    name: 'google-places',
    configured: () => hasEnv('GOOGLE_PLACES_API_KEY'),
    real: (signal) => googleAutocomplete(q, signal),
    fallback: async () => (await loadGazetteer()).searchPlaces(q, { limit: LIMIT }),
    timeoutMs: GOOGLE_TIMEOUT_MS,
  });
  return { predictions: result.value, source: result.source === 'real' ? 'google' : 'gazetteer' };
}
