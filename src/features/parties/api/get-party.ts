import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PartyPlan } from './get-my-parties';
import type { PublicPartyPlan } from './get-trending-parties';

export type PartyView =
  | { kind: 'private'; plan: PartyPlan }
  | { kind: 'public'; plan: PublicPartyPlan }
  | { kind: 'not-found' };

/**
 * A plan by id. Owners and members read the full row; everyone else reads the public view,
 * which has no location or date. `publicView` forces the public reading (/public-party/{id}).
 */
export async function getParty(id: string, publicView: boolean): Promise<PartyView> {
  if (!publicView) {
    const { data, error } = await supabase.from('party_plans').select('*').eq('id', id).maybeSingle();
    if (error && error.code !== '22P02') throw error;
    if (data) return { kind: 'private', plan: data };
  }
  const { data, error } = await supabase.from('public_party_plans').select('*').eq('id', id).maybeSingle();
  if (error && error.code !== '22P02') throw error;
  return data ? { kind: 'public', plan: data } : { kind: 'not-found' };
}

export const partyQueryOptions = (id: string, publicView: boolean, userId: string | null) =>
  queryOptions({ queryKey: ['party-plans', 'detail', id, publicView, userId], queryFn: () => getParty(id, publicView) });

export function useParty(id: string, publicView: boolean, userId: string | null) {
  return useQuery(partyQueryOptions(id, publicView, userId));
}
