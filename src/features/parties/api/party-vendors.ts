import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { PRICE_LEVELS, VENDOR_CATEGORIES } from '@shared/party-constants.ts';
import type { SearchLocalVendorsResponse } from '@shared/vendor-contract.ts';
import { partyKeys } from '@/lib/query-keys';
import type { AddVendorInput } from './add-vendor-schema';

export type PartyVendor = Tables<'party_vendors'>;

// The product's lists (docs/product.md#vendor-lists) and the function's answer (docs/product.md#function-calls) come from supabase/functions/_shared, so the
// form, the stored rows and search-local-vendors agree.
export { PRICE_LEVELS, VENDOR_CATEGORIES };

export async function getPartyVendors(partyId: string): Promise<PartyVendor[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('party_vendors').select('*').eq('party_id', partyId).order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const partyVendorsQueryOptions = (partyId: string) => queryOptions({ queryKey: partyKeys.vendors(partyId), queryFn: () => getPartyVendors(partyId) });

/** `enabled` is false in public view: visitors do not read a party's vendors (their addresses give the city away). */
export function usePartyVendors(partyId: string, enabled = true) {
  return useDeferredQuery({ ...partyVendorsQueryOptions(partyId), enabled });
}

// The Add New Vendor form's schema lives in ./add-vendor-schema, so this module (on the public page's import graph) has no static zod import.
export type { AddVendorInput };

export async function addVendor({ partyId, userId, vendor }: { partyId: string; userId: string | null; vendor: AddVendorInput }): Promise<PartyVendor> {
  if (!userId) throw new Error('You must be logged in to add vendors');
  const { addVendorSchema } = await import('./add-vendor-schema');
  const v = addVendorSchema.parse(vendor);
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('party_vendors')
    .insert({
      party_id: partyId,
      name: v.name,
      category: v.category,
      address: v.address || null,
      phone: v.phone || null,
      website: v.website || null,
      rating: v.rating ?? null,
      price_level: v.price_level ?? null,
      source: 'user_added',
      business_status: 'OPERATIONAL',
      created_by: userId,
    })
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

export function useAddVendor(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.vendors(partyId) }),
  });
}

export interface VendorSearchResult {
  /** Vendors stored by this search. */
  added: PartyVendor[];
  /** Found, but the party already had them. */
  duplicates: number;
  /** Why nothing could be searched (no provider configured, provider down). */
  message?: string;
}

/**
 * Asks search-local-vendors for vendors near the party, drops the ones already stored (by place
 * id) and stores the rest with source google_places.
 */
export async function searchAndStoreVendors(input: {
  party: Pick<Tables<'party_plans'>, 'id' | 'location' | 'party_type' | 'budget'>;
  userId: string;
  existing: PartyVendor[];
}): Promise<VendorSearchResult> {
  const known = input.existing.map((v) => v.google_place_id).filter((x): x is string => !!x);
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<SearchLocalVendorsResponse>('search-local-vendors', {
    body: { location: input.party.location, partyType: input.party.party_type, budget: input.party.budget ?? undefined, excludePlaceIds: known },
  });
  if (error) throw error;
  const knownSet = new Set(known);
  const fresh = (data?.vendors ?? []).filter((v) => !knownSet.has(v.placeId));
  const duplicates = (data?.duplicates ?? 0) + (data?.vendors.length ?? 0) - fresh.length;
  if (!fresh.length) return { added: [], duplicates, message: data?.message };
  const rows: TablesInsert<'party_vendors'>[] = fresh.map((v) => ({
    party_id: input.party.id,
    name: v.name,
    category: (VENDOR_CATEGORIES as readonly string[]).includes(v.category) ? v.category : 'Other',
    address: v.address,
    phone: v.phone,
    website: v.website,
    rating: v.rating,
    review_count: v.reviewCount,
    price_level: v.priceLevel,
    business_status: v.businessStatus,
    photo_url: v.photoUrl,
    source: 'google_places',
    google_place_id: v.placeId,
    created_by: input.userId,
  }));
  const inserted = await supabase.from('party_vendors').insert(rows).select('*');
  if (inserted.error) throw inserted.error;
  return { added: inserted.data ?? [], duplicates };
}

export function useSearchVendors(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: searchAndStoreVendors,
    onSuccess: (r) => (r.added.length ? queryClient.invalidateQueries({ queryKey: partyKeys.vendors(partyId) }) : undefined),
  });
}
