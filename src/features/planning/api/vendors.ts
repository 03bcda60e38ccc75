import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { supabase } from '@/lib/supabase';
import { planningKeys } from '@/lib/query-keys';

export interface VendorChoice {
  id: string;
  name: string;
  category: string;
  phone: string | null;
}

/** The party's vendors an expense may point to (and the printed plan lists with their phones). */
export async function getVendorChoices(partyId: string): Promise<VendorChoice[]> {
  const { data, error } = await supabase.from('party_vendors').select('id, name, category, phone').eq('party_id', partyId).order('name');
  if (error) throw error;
  return data ?? [];
}

export const vendorChoicesQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: planningKeys.vendors(partyId), queryFn: () => getVendorChoices(partyId) });

export function useVendorChoices(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...vendorChoicesQueryOptions(partyId), enabled });
}
