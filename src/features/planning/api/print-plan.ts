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

export type PrintPlanAnswer = { status: 'ok'; plan: PrintPlan } | { status: 'not-found' } | { status: 'denied' };

/** An id that is not a uuid is simply not found (PostgREST answers 22P02). */
const isBadId = (e: { code?: string } | null) => e?.code === '22P02';

/**
 * Everything the printed plan shows, in one query. Members only: row-level security returns no
 * plan to anyone else (a public plan's visitors read public_party_plans, not this); then
 * party_plan_exists tells a party that is not theirs from one that does not exist. A failed
 * request throws, so the page can say it could not load rather than deny access.
 */
export async function getPrintPlan(partyId: string): Promise<PrintPlanAnswer> {
  const { data: party, error } = await supabase.from('party_plans').select('*').eq('id', partyId).maybeSingle();
  if (error && !isBadId(error)) throw error;
  if (!party) {
    if (error) return { status: 'not-found' };
    const exists = await supabase.rpc('party_plan_exists', { p_party_id: partyId });
    if (exists.error) throw exists.error;
    return { status: exists.data ? 'denied' : 'not-found' };
  }
  const [tasks, vendors, people, totals] = await Promise.all([getTasks(partyId), getVendorChoices(partyId), getPartyPeople(partyId), getBudgetTotals(partyId)]);
  return { status: 'ok', plan: { party, tasks, vendors, people, totals } };
}

export const printPlanQueryOptions = (partyId: string) => queryOptions({ queryKey: planningKeys.print(partyId), queryFn: () => getPrintPlan(partyId) });

export function usePrintPlan(partyId: string) {
  return useQuery(printPlanQueryOptions(partyId));
}
