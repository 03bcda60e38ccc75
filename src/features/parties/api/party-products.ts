import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/**
 * The product suggestions looked up lately for a party: `started` every one (whatever came of it),
 * `pending` those still running. Kept in the query cache, so it outlives the section and goes with
 * the session. Not read from the mutation cache (`useMutationState`): a listener there is told of
 * every mutation hook's render on every page, each told in a timer task of its own, and the party
 * page's sections render tens of such hooks (docs/decisions.md#a-light-main-thread).
 */
type Lookups = { started: string[]; pending: string[] };
const NO_LOOKUPS: Lookups = { started: [], pending: [] };
const lookupsKey = (partyId: string) => ['product-lookups', partyId] as const;

function updateLookups(queryClient: QueryClient, partyId: string, update: (lookups: Lookups) => Lookups) {
  queryClient.setQueryData<Lookups>(lookupsKey(partyId), (lookups) => update(lookups ?? NO_LOOKUPS));
}

/** Removes one running lookup of `item` (the same item may be looked up twice at once only by a race). */
const withoutOne = (items: string[], item: string) => {
  const at = items.indexOf(item);
  return at < 0 ? items : [...items.slice(0, at), ...items.slice(at + 1)];
};

export function useGenerateProducts(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateProducts,
    onMutate: ({ item }) => updateLookups(queryClient, partyId, (l) => ({ started: [...l.started, item], pending: [...l.pending, item] })),
    onSettled: (_data, _error, { item }) => updateLookups(queryClient, partyId, (l) => ({ ...l, pending: withoutOne(l.pending, item) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.products(partyId) }),
  });
}

/** What has been looked up for the party's product suggestions, and what is being looked up now. */
export function useProductLookups(partyId: string): Lookups {
  const queryClient = useQueryClient();
  const queryKey = lookupsKey(partyId);
  // Nothing to fetch: only the mutation above writes it, and a refetch keeps what it wrote.
  return useQuery({ queryKey, queryFn: () => queryClient.getQueryData<Lookups>(queryKey) ?? NO_LOOKUPS, initialData: NO_LOOKUPS, staleTime: Infinity }).data;
}
