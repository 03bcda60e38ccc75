import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import { anonClient, signedInClient } from './clients.ts';

export type Client = SupabaseClient<Database>;
export type Actor = 'owner' | 'co_admin' | 'collaborator' | 'view_only' | 'stranger' | 'anonymous';
export const ACTORS: Actor[] = ['owner', 'co_admin', 'collaborator', 'view_only', 'stranger', 'anonymous'];

export interface Team {
  clients: Record<Actor, Client>;
  ids: Record<Exclude<Actor, 'anonymous'>, string>;
  emails: Record<Exclude<Actor, 'anonymous'>, string>;
}

/** Five signed-in users and an anonymous visitor. */
export async function makeTeam(tag: string): Promise<Team> {
  const entries = await Promise.all(
    (['owner', 'co_admin', 'collaborator', 'view_only', 'stranger'] as const).map(async (a) => [a, await signedInClient(`${tag}-${a}`, `${a} ${tag}`)] as const),
  );
  const by = Object.fromEntries(entries) as Record<Exclude<Actor, 'anonymous'>, Awaited<ReturnType<typeof signedInClient>>>;
  return {
    clients: {
      owner: by.owner.client,
      co_admin: by.co_admin.client,
      collaborator: by.collaborator.client,
      view_only: by.view_only.client,
      stranger: by.stranger.client,
      anonymous: anonClient(),
    },
    ids: Object.fromEntries(Object.entries(by).map(([k, v]) => [k, v.userId])) as Team['ids'],
    emails: Object.fromEntries(Object.entries(by).map(([k, v]) => [k, v.email])) as Team['emails'],
  };
}

/** A private party owned by team.owner with the three members, plus one chat message. */
export async function makeParty(team: Team, overrides: Partial<Database['public']['Tables']['party_plans']['Insert']> = {}): Promise<string> {
  const owner = team.clients.owner;
  const { data, error } = await owner
    .from('party_plans')
    .insert({
      user_id: team.ids.owner,
      party_type: 'Birthday Party',
      party_for: 'Maya',
      location: 'Secret Garden, 12 Hidden Lane, Chicago, IL',
      date: '2027-03-14',
      guest_count: 18,
      budget: '500-1000',
      ideas: 'Dinosaur adventure',
      special_requests: 'Peanut allergy',
      is_public: false,
      ...overrides,
    })
    .select('id')
    .single();
  if (error) throw error;
  const partyId = data.id;
  const members = (['co_admin', 'collaborator', 'view_only'] as const).map((level) => ({
    party_id: partyId,
    user_id: team.ids[level],
    permission_level: level,
  }));
  const m = await owner.from('party_members').insert(members);
  if (m.error) throw m.error;
  const c = await owner.from('party_chat_messages').insert({ party_id: partyId, user_id: team.ids.owner, message: 'Welcome!', message_type: 'text' });
  if (c.error) throw c.error;
  return partyId;
}
