import { queryOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getSupabase, mayHaveSession } from '@/lib/lazy-supabase';
import { readPublic } from '@/lib/public-rest';
import type { Tables } from '@/lib/database.types';
import { partyKeys } from '@/lib/query-keys';

export type PartyProduct = Tables<'party_products'>;

export async function getPartyProducts(partyId: string): Promise<PartyProduct[]> {
  // Nobody signed in: the same anonymous read, without the SDK (a visitor's public party page never loads it).
  if (!mayHaveSession()) return readPublic<PartyProduct>(`party_products?select=*&party_id=eq.${encodeURIComponent(partyId)}&order=created_at.desc`);
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('party_products').select('*').eq('party_id', partyId).order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const partyProductsQueryOptions = (partyId: string) => queryOptions({ queryKey: partyKeys.products(partyId), queryFn: () => getPartyProducts(partyId) });

export function usePartyProducts(partyId: string) {
  return useDeferredQuery(partyProductsQueryOptions(partyId));
}

/** What generate-amazon-products found; `notice` says when the configured catalogue failed and store searches stand in. */
export interface GeneratedProducts {
  products: PartyProduct[];
  notice?: string;
}

/** generate-amazon-products (docs/product.md#function-calls): finds and stores products for one product suggestion. */
export async function generateProducts(input: { partyId: string; item: string; context: string; forceRegenerate?: boolean }): Promise<GeneratedProducts> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<GeneratedProducts>('generate-amazon-products', {
    body: { searchQuery: input.item, context: input.context, partyId: input.partyId, forceRegenerate: input.forceRegenerate ?? false },
  });
  if (error) throw error;
  return { products: data?.products ?? [], notice: data?.notice };
}

const generateKey = (partyId: string) => ['generate-products', partyId];

export function useGenerateProducts(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: generateKey(partyId),
    mutationFn: generateProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.products(partyId) }),
  });
}

/** The product suggestions whose products are being looked up right now. */
export function usePendingProductItems(partyId: string): string[] {
  return useMutationState({
    filters: { mutationKey: generateKey(partyId), status: 'pending' },
    select: (m) => (m.state.variables as { item: string } | undefined)?.item ?? '',
  }).filter(Boolean);
}

/** Every product suggestion looked up lately (the mutation cache keeps them), whatever the outcome. */
export function useLookedUpProductItems(partyId: string): string[] {
  return useMutationState({
    filters: { mutationKey: generateKey(partyId) },
    select: (m) => (m.state.variables as { item: string } | undefined)?.item ?? '',
  }).filter(Boolean);
}
