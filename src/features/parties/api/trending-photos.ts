import { useQueries } from '@tanstack/react-query';
import { supabaseAnonKey, supabaseUrl } from '@/lib/supabase-config';
import type { PublicPartyPlan } from './get-trending-parties';
import { partyKeys } from '@/lib/query-keys';

/**
 * A public party's photo through generate-party-photo, with a plain fetch: the landing page
 * never loads the Supabase SDK for visitors. The function stores the photo, so each party is
 * generated once ever; later calls (and the plan's photo_url) answer the stored one.
 */
export async function fetchPartyPhoto(plan: PublicPartyPlan): Promise<string | null> {
  const res = await fetch(`${supabaseUrl}/functions/v1/generate-party-photo`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      partyData: { party_id: plan.id, party_type: plan.party_type, ideas: plan.ideas, guest_count: plan.guest_count, budget: plan.budget },
    }),
  });
  if (!res.ok) return null;
  const body = (await res.json().catch(() => null)) as { imageUrl?: unknown } | null;
  return typeof body?.imageUrl === 'string' ? body.imageUrl : null;
}

/** Only parties without a photo whose ideas are non-empty after trimming get one (docs/product.md#photo-validation). */
export const needsPhoto = (plan: PublicPartyPlan) => !plan.photo_url && !!plan.id && !!plan.ideas?.trim();

/** Photos for the Trending cards, by party id: the stored one, or one generated on demand. */
export function useTrendingPhotos(plans: PublicPartyPlan[] | undefined): Record<string, string | null | undefined> {
  const wanted = (plans ?? []).filter(needsPhoto);
  const results = useQueries({
    queries: wanted.map((plan) => ({
      queryKey: partyKeys.photo(plan.id),
      queryFn: () => fetchPartyPhoto(plan),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const out: Record<string, string | null | undefined> = {};
  for (const plan of plans ?? []) if (plan.id) out[plan.id] = plan.photo_url;
  wanted.forEach((plan, i) => (out[plan.id!] = results[i]?.data ?? null));
  return out;
}
