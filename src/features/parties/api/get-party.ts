import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Tables } from '@/lib/database.types';
import { abilities, toPermission, type PartyAbilities, type PartyPermission } from '../lib/permissions';
import { partyKeys } from '@/lib/query-keys';
import { publicPartyRead, takeMemberParty } from '@/lib/prefetch';
import { PublicReadError, readPublic as readPublicRows } from '@/lib/public-rest';

/**
 * The plan as the detail page shows it. Public reads come from public_party_plans, which has no
 * location, date, time of day or special requests (docs/decisions.md#location-and-date-are-private): those fields are null there.
 */
export type DetailParty = Tables<'party_plans'>;

export type PartyAccess = ({ status: 'ok'; party: DetailParty; permission: PartyPermission } & PartyAbilities) | { status: 'not-found' } | { status: 'denied' };

/** An id that is not a uuid is simply not found (PostgREST answers 22P02). */
const isBadId = (e: { code?: string } | null) => e?.code === '22P02';

/** A public party through the anon reader (the same rows for everyone; its page may have asked already). */
async function readPublic(id: string): Promise<DetailParty | null> {
  let data: Tables<'public_party_plans'> | undefined;
  try {
    [data] = await readPublicRows<Tables<'public_party_plans'>>(publicPartyRead(id));
  } catch (error) {
    if (error instanceof PublicReadError && isBadId(error)) return null;
    throw error;
  }
  if (!data) return null;
  return {
    ...data,
    id: data.id!,
    user_id: data.user_id!,
    party_type: data.party_type!,
    guest_count: data.guest_count!,
    is_public: true,
    created_at: data.created_at!,
    updated_at: data.updated_at!,
    details: data.details ?? {},
    location: null,
    date: null,
    time_of_day: null,
    special_requests: null,
  } as DetailParty;
}

async function notFoundOrDenied(id: string): Promise<PartyAccess> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('party_plan_exists', { p_party_id: id });
  if (error && !isBadId(error)) throw error;
  return { status: data ? 'denied' : 'not-found' };
}

type MemberRead = { row: DetailParty | null; perm: { data: unknown; failed: boolean } };

/** The plan row and the viewer's permission, through the SDK. */
async function readMember(id: string, userId: string): Promise<MemberRead> {
  const supabase = await getSupabase();
  const [plan, perm] = await Promise.all([
    supabase.from('party_plans').select('*').eq('id', id).maybeSingle(),
    supabase.rpc('get_user_party_permission', { party_id_param: id, user_id_param: userId }),
  ]);
  if (plan.error && !isBadId(plan.error)) throw plan.error;
  return { row: plan.data, perm: { data: perm.data, failed: !!perm.error } };
}

/** The same two answers when the page asked for them before its scripts (src/lib/prefetch.ts); null when it did not, or failed. */
async function readEarly(id: string, userId: string): Promise<MemberRead | null> {
  const early = takeMemberParty(id, userId);
  if (!early) return null;
  try {
    const [rows, permission] = await Promise.all([early.plan, early.permission]);
    return { row: (rows[0] as DetailParty | undefined) ?? null, perm: { data: permission, failed: false } };
  } catch {
    return null; // asked again through the SDK
  }
}

/**
 * Requests, by case (the page's own data; sections of other features load theirs):
 *   owner or member             2 in parallel: the plan row, get_user_party_permission
 *   signed in, public party     those 2, then public_party_plans
 *   signed out / /public-party  1: public_party_plans
 *   no access                   one more: party_plan_exists (Access Denied vs Party Not Found)
 */
export async function getPartyAccess(id: string, forcePublic: boolean, userId: string | null): Promise<PartyAccess> {
  if (forcePublic || !userId) {
    const party = await readPublic(id);
    if (party) return { status: 'ok', party, permission: 'none', ...abilities({ permission: 'none', isOwner: false, publicView: true }) };
    return forcePublic ? { status: 'not-found' } : notFoundOrDenied(id);
  }
  const { row, perm } = (await readEarly(id, userId)) ?? (await readMember(id, userId));
  if (row) {
    const isOwner = row.user_id === userId;
    const permission: PartyPermission = isOwner ? 'owner' : perm.failed ? 'view_only' : toPermission(perm.data);
    return { status: 'ok', party: row, permission, ...abilities({ permission, isOwner, publicView: false }) };
  }
  const party = await readPublic(id);
  if (party) return { status: 'ok', party, permission: 'none', ...abilities({ permission: 'none', isOwner: false, publicView: true }) };
  return notFoundOrDenied(id);
}

export const partyAccessQueryOptions = (id: string, forcePublic: boolean, userId: string | null) =>
  queryOptions({
    queryKey: partyKeys.detail(id, forcePublic, userId),
    queryFn: () => getPartyAccess(id, forcePublic, userId),
  });

export function usePartyAccess(id: string, forcePublic: boolean, userId: string | null, enabled = true) {
  return useQuery({ ...partyAccessQueryOptions(id, forcePublic, userId), enabled });
}
