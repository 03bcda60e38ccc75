import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';
import { getPartyPeople, type PartyPerson } from '@/lib/party-people';
import { planningKeys } from '@/lib/query-keys';
import type { ExpenseSums } from '../lib/budget';
import { getBudgetTotals } from './budget-totals';
import { getTasks, type Task } from './tasks';
import { getVendorChoices, type VendorChoice } from './vendors';

export interface PrintPlan {
  party: Tables<'party_plans'>;
  tasks: Task[];
  vendors: VendorChoice[];
  people: PartyPerson[];
  totals: ExpenseSums;
}

/**
 * Everything the printed plan shows, in one query. Members only: row-level security returns no
 * plan to anyone else (a public plan's visitors read public_party_plans, not this), so null.
 */
export async function getPrintPlan(partyId: string): Promise<PrintPlan | null> {
  const { data: party, error } = await supabase.from('party_plans').select('*').eq('id', partyId).maybeSingle();
  if (error) throw error;
  if (!party) return null;
  const [tasks, vendors, people, totals] = await Promise.all([getTasks(partyId), getVendorChoices(partyId), getPartyPeople(partyId), getBudgetTotals(partyId)]);
  return { party, tasks, vendors, people, totals };
}

export const printPlanQueryOptions = (partyId: string) => queryOptions({ queryKey: planningKeys.print(partyId), queryFn: () => getPrintPlan(partyId) });

export function usePrintPlan(partyId: string) {
  return useQuery(printPlanQueryOptions(partyId));
}
