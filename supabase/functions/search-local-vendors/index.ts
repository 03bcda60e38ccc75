// search-local-vendors (docs/product.md#function-calls): { location, partyType, budget, excludePlaceIds? }
// → { vendors, duplicates, source, message? }.
//
// Google Places when GOOGLE_PLACES_API_KEY is set. Without it (docs/decisions.md#providers-with-offline-defaults) nothing is
// invented: the answer is an empty list and a message saying why, and people add vendors by hand.
// Results are unique by place id; ids in excludePlaceIds (vendors the party already has) are left
// out and counted in `duplicates`, so 'Find more' can tell "nothing new" from "nothing at all".
import { z } from 'zod';
import { handler, json, methodNotAllowed } from '../_shared/http.ts';
import { selectProvider } from '../_shared/providers.ts';
import { requireUser } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import type { FoundVendor, SearchLocalVendorsResponse } from '../_shared/vendor-contract.ts';
import { budgetTier, searchesFor } from './categories.ts';
import { placesConfig, searchPlaces } from './places.ts';

const RequestSchema = z.object({
  location: z.string().trim().min(1, 'Location is required').max(300),
  partyType: z.string().trim().min(1, 'Party type is required').max(100),
  budget: z.string().trim().max(40).optional(),
  excludePlaceIds: z.array(z.string().max(300)).max(500).optional().default([]),
});

export const NOT_CONFIGURED =
  "Automatic vendor search isn't set up on this server, so no local vendors were found. Add the vendors you know with 'Add New Vendor'.";
export const UNAVAILABLE = "Vendor search isn't answering right now, so no local vendors were found. Please try again later.";

const PRICE_TIER: Record<string, number> = { $: 1, $$: 2, $$$: 3, $$$$: 4 };

/** Closest to the party's budget first, then best rated; unknown prices sit in the middle. */
function byBudgetFit(tier: number | null) {
  return (a: FoundVendor, b: FoundVendor) => {
    if (tier !== null) {
      const fa = Math.abs((PRICE_TIER[a.priceLevel ?? ''] ?? 2.5) - tier);
      const fb = Math.abs((PRICE_TIER[b.priceLevel ?? ''] ?? 2.5) - tier);
      if (fa !== fb) return fa - fb;
    }
    return (b.rating ?? 0) - (a.rating ?? 0);
  };
}

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    // Each search costs the project money: signed-in callers only.
    await requireUser(req);
    const body = await parseBody(req, RequestSchema);
    const cfg = placesConfig();
    const result = await selectProvider<FoundVendor[] | null>({
      name: 'google-places',
      configured: () => cfg !== null,
      timeoutMs: 12_000,
      real: (signal) => searchPlaces(cfg!, searchesFor(body.partyType), body.location, 4, signal),
      fallback: () => Promise.resolve(null),
    });
    if (result.value === null) {
      return json({ vendors: [], duplicates: 0, source: 'none', message: result.fellBack ? UNAVAILABLE : NOT_CONFIGURED } satisfies SearchLocalVendorsResponse);
    }
    const exclude = new Set(body.excludePlaceIds);
    const fresh = result.value.filter((v) => !exclude.has(v.placeId));
    fresh.sort(byBudgetFit(budgetTier(body.budget)));
    return json({ vendors: fresh, duplicates: result.value.length - fresh.length, source: 'google_places' } satisfies SearchLocalVendorsResponse);
  }),
);
