import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { supabase } from '@/lib/supabase';
import { planningKeys } from '@/lib/query-keys';
import type { ExpenseSums } from '../lib/budget';

/** What every member may know of the budget (party_budget_totals): sums, never the lines. */
export async function getBudgetTotals(partyId: string): Promise<ExpenseSums> {
  const { data, error } = await supabase.rpc('party_budget_totals', { p_party_id: partyId });
  if (error) throw error;
  return data as unknown as ExpenseSums;
}

export const budgetTotalsQueryOptions = (partyId: string) => queryOptions({ queryKey: planningKeys.totals(partyId), queryFn: () => getBudgetTotals(partyId) });

export function useBudgetTotals(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...budgetTotalsQueryOptions(partyId), enabled });
}
