import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';

// The party pages' database calls through the unmodified supabase-js: share_party_as_template,
// party_plan_exists, and the one My Parties query (owned and shared plans with the membership).

async function setup() {
  const owner = await signedInClient('rpc-owner');
  const collaborator = await signedInClient('rpc-collab');
  const coAdmin = await signedInClient('rpc-coadmin');
  const stranger = await signedInClient('rpc-stranger');
  const { data: party, error } = await owner.client
    .from('party_plans')
    .insert({
      user_id: owner.userId,
      party_type: 'Housewarming',
      location: '12 Hidden Rd',
      date: '2031-02-02',
      guest_count: 14,
      budget: 'moderate',
      ideas: 'Plant swap',
      special_requests: 'Cat in the house',
    })
    .select('*')
    .single();
  if (error) throw error;
  const members = await serviceClient()
    .from('party_members')
    .insert([
      { party_id: party.id, user_id: collaborator.userId, permission_level: 'collaborator' },
      { party_id: party.id, user_id: coAdmin.userId, permission_level: 'co_admin' },
    ]);
  if (members.error) throw members.error;
  return { owner, collaborator, coAdmin, stranger, party };
}

describe('share_party_as_template', () => {
  it('copies only what the dialog promises, makes the plan public, and refreshes rather than duplicates', async () => {
    const { owner, coAdmin, party } = await setup();
    const first = await owner.client.rpc('share_party_as_template', { p_party_id: party.id });
    expect(first.error).toBeNull();
    const { data: tpl } = await anonClient().from('party_templates').select('*').eq('id', first.data!).single();
    expect(tpl).toMatchObject({
      original_party_id: party.id,
      party_type: 'Housewarming',
      budget: 'moderate',
      guest_count: 14,
      ideas: 'Plant swap',
      special_requests: null,
      created_by: owner.userId,
    });
    expect(JSON.stringify(tpl)).not.toContain('Hidden Rd');
    const { data: pub } = await anonClient().from('public_party_plans').select('id, is_public').eq('id', party.id).single();
    expect(pub).toEqual({ id: party.id, is_public: true });

    await owner.client.from('party_plans').update({ ideas: 'Plant swap and pizza' }).eq('id', party.id);
    const again = await owner.client.rpc('share_party_as_template', { p_party_id: party.id });
    expect(again.data).toBe(first.data);
    const { data: all } = await anonClient().from('party_templates').select('ideas').eq('original_party_id', party.id);
    expect(all).toEqual([{ ideas: 'Plant swap and pizza' }]);

    // A co-admin may share too (their own template row).
    expect((await coAdmin.client.rpc('share_party_as_template', { p_party_id: party.id })).error).toBeNull();
  });

  it('refuses collaborators, strangers and visitors', async () => {
    const { collaborator, stranger, party } = await setup();
    for (const client of [collaborator.client, stranger.client]) {
      const { error } = await client.rpc('share_party_as_template', { p_party_id: party.id });
      expect(error?.code).toBe('42501');
    }
    expect((await anonClient().rpc('share_party_as_template', { p_party_id: party.id })).error?.code).toBe('42501');
    const { data } = await serviceClient().from('party_plans').select('is_public').eq('id', party.id).single();
    expect(data!.is_public).toBe(false);
  });
});

describe('party_plan_exists and the My Parties query', () => {
  it('tells existence (not content) to anyone holding the id', async () => {
    const { stranger, party } = await setup();
    expect((await stranger.client.rpc('party_plan_exists', { p_party_id: party.id })).data).toBe(true);
    expect((await anonClient().rpc('party_plan_exists', { p_party_id: party.id })).data).toBe(true);
    expect((await anonClient().rpc('party_plan_exists', { p_party_id: '00000000-0000-4000-8000-000000000000' })).data).toBe(false);
    expect((await stranger.client.from('party_plans').select('*').eq('id', party.id)).data).toEqual([]);
  });

  it('returns owned and shared plans with the caller’s own membership in one request', async () => {
    const { owner, collaborator, party } = await setup();
    const mine = await collaborator.client
      .from('party_plans')
      .select('*, party_members(permission_level)')
      .eq('party_members.user_id', collaborator.userId)
      .order('created_at', { ascending: false });
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([expect.objectContaining({ id: party.id, party_members: [{ permission_level: 'collaborator' }] })]);
    const own = await owner.client.from('party_plans').select('*, party_members(permission_level)').eq('party_members.user_id', owner.userId);
    expect(own.data).toEqual([expect.objectContaining({ id: party.id, party_members: [] })]);
  });
});
