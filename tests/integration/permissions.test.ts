import { beforeAll, describe, expect, test } from 'vitest';
import { serviceClient } from './clients.ts';
import { ACTORS, type Actor, makeParty, makeTeam, type Team } from './fixtures.ts';

// The whole permission matrix of docs/product.md#party-permissions, through the unmodified supabase-js: row-level security
// and RPCs decide, never the client.
const CAN: Record<string, Actor[]> = {
  read: ['owner', 'co_admin', 'collaborator', 'view_only'],
  edit: ['owner', 'co_admin', 'collaborator'],
  delete: ['owner', 'co_admin'],
  togglePublic: ['owner', 'co_admin'],
  invite: ['owner', 'co_admin'],
  readChat: ['owner', 'co_admin', 'collaborator', 'view_only'],
  writeChat: ['owner', 'co_admin', 'collaborator', 'view_only'],
  addVendor: ['owner', 'co_admin', 'collaborator'],
};

let team: Team;
let partyId: string;
const admin = () => serviceClient();

async function plan(id: string) {
  const { data } = await admin().from('party_plans').select('*').eq('id', id).maybeSingle();
  return data;
}

beforeAll(async () => {
  team = await makeTeam('matrix');
  partyId = await makeParty(team);
});

describe.each(ACTORS)('%s', (actor) => {
  const allowed = (action: string) => CAN[action].includes(actor);
  const client = () => team.clients[actor];

  test('read plan', async () => {
    const { data, error } = await client().from('party_plans').select('id, location, date').eq('id', partyId);
    expect(error).toBeNull();
    if (allowed('read')) expect(data).toEqual([{ id: partyId, location: 'Secret Garden, 12 Hidden Lane, Chicago, IL', date: '2027-03-14' }]);
    else expect(data).toEqual([]);
  });

  test('edit plan', async () => {
    const ideas = `Edited by ${actor}`;
    const { data } = await client().from('party_plans').update({ ideas }).eq('id', partyId).select('id');
    expect((await plan(partyId))!.ideas === ideas).toBe(allowed('edit'));
    expect(data ?? []).toHaveLength(allowed('edit') ? 1 : 0);
  });

  test('toggle public', async () => {
    await admin().from('party_plans').update({ is_public: false }).eq('id', partyId);
    const { error } = await client().from('party_plans').update({ is_public: true }).eq('id', partyId);
    expect((await plan(partyId))!.is_public).toBe(allowed('togglePublic'));
    if (actor === 'collaborator') expect(error?.code).toBe('42501');
    await admin().from('party_plans').update({ is_public: false }).eq('id', partyId);
  });

  test('delete plan', async () => {
    const victim = await makeParty(team, { party_type: 'Housewarming' });
    await client().from('party_plans').delete().eq('id', victim);
    expect((await plan(victim)) === null).toBe(allowed('delete'));
  });

  test('invite', async () => {
    const { error } = await client()
      .from('party_invitations')
      .insert({
        party_id: partyId,
        invited_email: `guest-of-${actor}-${Date.now()}@example.test`,
        permission_level: 'view_only',
        response_type: 'attendance',
        invited_by: team.ids.owner,
      });
    if (allowed('invite')) {
      // invited_by must be the inviter themselves.
      if (actor === 'owner') expect(error).toBeNull();
      else expect(error?.code).toBe('42501');
      const own = await client()
        .from('party_invitations')
        .insert({
          party_id: partyId,
          invited_email: `own-${actor}-${Date.now()}@example.test`,
          permission_level: 'collaborator',
          response_type: 'collaboration',
        })
        .select('id')
        .single();
      expect(own.error).toBeNull();
    } else {
      expect(error?.code).toBe('42501');
    }
  });

  test('read chat', async () => {
    const { data, error } = await client().from('party_chat_messages').select('message').eq('party_id', partyId).order('created_at');
    expect(error).toBeNull();
    if (allowed('readChat')) expect(data!.map((m) => m.message)).toContain('Welcome!');
    else expect(data).toEqual([]);
  });

  test('write chat', async () => {
    const userId = actor === 'anonymous' ? team.ids.stranger : team.ids[actor];
    const { error } = await client()
      .from('party_chat_messages')
      .insert({ party_id: partyId, user_id: userId, message: `Hi from ${actor}`, message_type: 'text' });
    if (allowed('writeChat')) expect(error).toBeNull();
    else expect(error?.code).toBe('42501');
  });

  test('add vendor', async () => {
    const { error } = await client()
      .from('party_vendors')
      .insert({
        party_id: partyId,
        name: `Vendor of ${actor}`,
        category: 'Catering',
        source: 'user_added',
        business_status: 'OPERATIONAL',
        price_level: '$$',
        rating: 4.5,
      });
    if (allowed('addVendor')) expect(error).toBeNull();
    else expect(error?.code).toBe('42501');
  });
});

describe('privacy of location and date (docs/decisions.md#location-and-date-are-private)', () => {
  let publicId: string;
  beforeAll(async () => {
    publicId = await makeParty(team, { party_type: 'Graduation', is_public: false });
    const { error } = await team.clients.owner.from('party_plans').update({ is_public: true }).eq('id', publicId);
    expect(error).toBeNull();
  });

  test.each(['stranger', 'anonymous'] as const)('%s cannot read a public plan from party_plans', async (actor) => {
    const { data } = await team.clients[actor].from('party_plans').select('*').eq('id', publicId);
    expect(data).toEqual([]);
  });

  test.each(['stranger', 'anonymous'] as const)('%s reads public_party_plans without location, date or special requests', async (actor) => {
    const { data, error } = await team.clients[actor].from('public_party_plans').select('*').eq('id', publicId).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: publicId, party_type: 'Graduation', guest_count: 18 });
    expect(Object.keys(data!)).not.toEqual(expect.arrayContaining(['location']));
    expect(data).not.toHaveProperty('date');
    expect(data).not.toHaveProperty('special_requests');
    expect(JSON.stringify(data)).not.toContain('Secret Garden');
  });

  test('asking the view for location is an error, not a leak', async () => {
    const { data, error } = await team.clients.anonymous.from('public_party_plans').select('location').eq('id', publicId);
    expect(data).toBeNull();
    expect(error?.code).toBe('42703');
  });

  test('a private plan is not in the public view', async () => {
    const { data } = await team.clients.anonymous.from('public_party_plans').select('id').eq('id', partyId);
    expect(data).toEqual([]);
  });
});
