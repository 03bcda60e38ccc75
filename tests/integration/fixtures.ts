import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import { anonClient, serviceClient, signedInClient } from './clients.ts';

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
    (['owner', 'co_admin', 'collaborator', 'view_only', 'stranger'] as const).map(
      async (a) => [a, await signedInClient(`${tag}-${a}`, `${a} ${tag}`)] as const,
    ),
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

/**
 * Makes `member` a member of the party the way the app does: a manager invites their address and
 * they accept the link. Returns the membership's id.
 */
export async function joinByInvitation(
  manager: Client,
  partyId: string,
  member: { client: Client; userId: string; email: string },
  level: 'view_only' | 'collaborator' | 'co_admin',
): Promise<string> {
  const inv = await manager
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: member.email, permission_level: level, response_type: 'collaboration' })
    .select('invitation_token')
    .single();
  if (inv.error) throw inv.error;
  const answer = await member.client.rpc('respond_to_invitation', { p_token: inv.data.invitation_token, p_response: 'accepted' });
  if (answer.error) throw answer.error;
  const row = await member.client.from('party_members').select('id').eq('party_id', partyId).eq('user_id', member.userId).single();
  if (row.error) throw row.error;
  return row.data.id;
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
  // Memberships come from accepted invitations (the API refuses inserts); the service role stands in.
  const m = await serviceClient().from('party_members').insert(members);
  if (m.error) throw m.error;
  const c = await owner.from('party_chat_messages').insert({ party_id: partyId, user_id: team.ids.owner, message: 'Welcome!', message_type: 'text' });
  if (c.error) throw c.error;
  return partyId;
}
