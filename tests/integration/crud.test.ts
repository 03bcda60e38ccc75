import { beforeAll, describe, expect, test } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { joinByInvitation, makeParty, makeTeam, type Team } from './fixtures.ts';

// Create, read, update and delete on every table, each as its rightful user.
let team: Team;
let partyId: string;

beforeAll(async () => {
  team = await makeTeam('crud');
  partyId = await makeParty(team);
});

describe('profiles', () => {
  test('a profile exists from sign-up metadata; its owner reads, updates and upserts it', async () => {
    const me = await signedInClient('profile', 'Pat Profile');
    const read = await me.client.from('profiles').select('id, full_name, email').eq('id', me.userId).single();
    expect(read.data).toEqual({ id: me.userId, full_name: 'Pat Profile', email: me.email });

    const upd = await me.client.from('profiles').update({ bio: 'Loves confetti' }).eq('id', me.userId).select('bio').single();
    expect(upd.data).toEqual({ bio: 'Loves confetti' });

    const now = new Date().toISOString();
    const ups = await me.client
      .from('profiles')
      .upsert({ id: me.userId, email: me.email, full_name: 'Pat P.', bio: 'Updated', avatar_url: null, updated_at: now })
      .select('full_name, bio')
      .single();
    expect(ups.error).toBeNull();
    expect(ups.data).toEqual({ full_name: 'Pat P.', bio: 'Updated' });
  });

  test("nobody updates someone else's profile", async () => {
    const { data } = await team.clients.stranger.from('profiles').update({ full_name: 'Hacked' }).eq('id', team.ids.owner).select('id');
    expect(data ?? []).toEqual([]);
    const owner = await serviceClient().from('profiles').select('full_name').eq('id', team.ids.owner).single();
    expect(owner.data!.full_name).not.toBe('Hacked');
  });
});

describe('party_plans', () => {
  test('insert, list newest first, update and delete', async () => {
    const me = await signedInClient('planner');
    const a = await me.client
      .from('party_plans')
      .insert({ user_id: me.userId, party_type: 'Wedding/Engagement', guest_count: 120, budget: 'over-5000', is_public: false })
      .select('*')
      .single();
    expect(a.error).toBeNull();
    expect(a.data).toMatchObject({ party_type: 'Wedding/Engagement', guest_count: 120, is_public: false });
    const b = await me.client
      .from('party_plans')
      .insert({ user_id: me.userId, party_type: 'Baby Shower', guest_count: 25, is_public: false })
      .select('id')
      .single();

    const list = await me.client.from('party_plans').select('id').order('created_at', { ascending: false });
    expect(list.data!.map((r) => r.id)).toEqual([b.data!.id, a.data!.id]);

    const upd = await me.client
      .from('party_plans')
      .update({ party_name: 'Our Big Day', selected_suggestions: { themes: ['Garden'] } })
      .eq('id', a.data!.id)
      .select('party_name, selected_suggestions')
      .single();
    expect(upd.data).toEqual({ party_name: 'Our Big Day', selected_suggestions: { themes: ['Garden'] } });

    const del = await me.client.from('party_plans').delete().eq('id', b.data!.id).select('id');
    expect(del.data).toHaveLength(1);
    expect((await me.client.from('party_plans').select('id')).data).toHaveLength(1);
  });

  test('a plan cannot be created for someone else, and check constraints answer 23514', async () => {
    const me = await signedInClient('forger');
    const forged = await me.client.from('party_plans').insert({ user_id: team.ids.owner, party_type: 'Graduation', guest_count: 5 });
    expect(forged.error?.code).toBe('42501');
    const bad = await me.client.from('party_plans').insert({ user_id: me.userId, party_type: 'Graduation', guest_count: 0 });
    expect(bad.error?.code).toBe('23514');
    const badBudget = await me.client.from('party_plans').insert({ user_id: me.userId, party_type: 'Graduation', guest_count: 3, budget: 'free' });
    expect(badBudget.error?.code).toBe('23514');
  });
});

describe('party children', () => {
  test('vendors: an editor adds and lists newest first; the list is by party', async () => {
    const c = team.clients.collaborator;
    for (const name of ['First Caterer', 'Second DJ']) {
      const r = await c.from('party_vendors').insert({
        party_id: partyId,
        name,
        category: name.includes('DJ') ? 'DJ/Music' : 'Catering',
        source: 'user_added',
        business_status: 'OPERATIONAL',
        created_by: team.ids.collaborator,
      });
      expect(r.error).toBeNull();
    }
    const list = await team.clients.owner.from('party_vendors').select('name').eq('party_id', partyId).order('created_at', { ascending: false });
    expect(list.data!.slice(0, 2).map((v) => v.name)).toEqual(['Second DJ', 'First Caterer']);
    const bad = await c.from('party_vendors').insert({ party_id: partyId, name: 'Bad', category: 'Catering', rating: 7 });
    expect(bad.error?.code).toBe('23514');

    // Editors update and delete; a view-only member changes nothing.
    const dj = await c.from('party_vendors').select('id').eq('party_id', partyId).eq('name', 'Second DJ').single();
    const upd = await c.from('party_vendors').update({ rating: 4.5, price_level: '$$' }).eq('id', dj.data!.id).select('rating, price_level').single();
    expect(upd.data).toEqual({ rating: 4.5, price_level: '$$' });
    expect((await team.clients.view_only.from('party_vendors').update({ rating: 1 }).eq('id', dj.data!.id).select('id')).data).toEqual([]);
    expect((await team.clients.view_only.from('party_vendors').delete().eq('id', dj.data!.id).select('id')).data).toEqual([]);
    expect((await c.from('party_vendors').delete().eq('id', dj.data!.id).select('id')).data).toHaveLength(1);
    expect((await team.clients.owner.from('party_vendors').select('id').eq('id', dj.data!.id)).data).toEqual([]);
  });

  test('products: an editor stores them; members read them', async () => {
    const r = await team.clients.owner
      .from('party_products')
      .insert({
        party_id: partyId,
        product_name: 'Dinosaur balloons',
        title: 'Dinosaur balloons — search',
        affiliate_url: 'https://www.example.com/s?k=dinosaur+balloons',
      })
      .select('product_name')
      .single();
    expect(r.error).toBeNull();
    const read = await team.clients.view_only.from('party_products').select('product_name').eq('party_id', partyId);
    expect(read.data).toEqual([{ product_name: 'Dinosaur balloons' }]);

    // Editors update and delete; a view-only member changes nothing.
    const row = await team.clients.owner.from('party_products').select('id').eq('party_id', partyId).single();
    const upd = await team.clients.collaborator
      .from('party_products')
      .update({ title: 'Dinosaur balloons, 24 pack' })
      .eq('id', row.data!.id)
      .select('title')
      .single();
    expect(upd.data).toEqual({ title: 'Dinosaur balloons, 24 pack' });
    expect((await team.clients.view_only.from('party_products').update({ title: 'x' }).eq('id', row.data!.id).select('id')).data).toEqual([]);
    expect((await team.clients.view_only.from('party_products').delete().eq('id', row.data!.id).select('id')).data).toEqual([]);
    expect((await team.clients.collaborator.from('party_products').delete().eq('id', row.data!.id).select('id')).data).toHaveLength(1);
    expect((await team.clients.owner.from('party_products').select('id').eq('party_id', partyId)).data).toEqual([]);
  });

  test('members: someone joins by invitation; the owner changes their level and removes them', async () => {
    const extra = await signedInClient('extra');
    const memberId = await joinByInvitation(team.clients.owner, partyId, extra, 'view_only');
    const upd = await team.clients.owner
      .from('party_members')
      .update({ permission_level: 'collaborator' })
      .eq('id', memberId)
      .select('permission_level')
      .single();
    expect(upd.data).toEqual({ permission_level: 'collaborator' });
    expect((await extra.client.from('party_plans').select('id').eq('id', partyId)).data).toHaveLength(1);
    const del = await team.clients.owner.from('party_members').delete().eq('id', memberId).select('id');
    expect(del.data).toHaveLength(1);
    expect((await extra.client.from('party_plans').select('id').eq('id', partyId)).data).toEqual([]);
  });

  test('invitations: the owner lists by party newest first, updates and deletes', async () => {
    const o = team.clients.owner;
    const ins = await o
      .from('party_invitations')
      .insert([
        { party_id: partyId, invited_email: 'one@example.test', permission_level: 'view_only', response_type: 'attendance' },
        { party_id: partyId, invited_email: 'two@example.test', permission_level: 'collaborator', response_type: 'collaboration' },
      ])
      .select('id');
    expect(ins.error).toBeNull();
    const list = await o.from('party_invitations').select('invited_email').eq('party_id', partyId).order('created_at', { ascending: false });
    expect(list.data!.map((i) => i.invited_email)).toEqual(expect.arrayContaining(['one@example.test', 'two@example.test']));
    const upd = await o.from('party_invitations').update({ permission_level: 'co_admin' }).eq('id', ins.data![0].id).select('permission_level').single();
    expect(upd.data).toEqual({ permission_level: 'co_admin' });
    const del = await o.from('party_invitations').delete().eq('id', ins.data![1].id).select('id');
    expect(del.data).toHaveLength(1);
  });

  test('chat: members post and read ascending', async () => {
    await team.clients.collaborator
      .from('party_chat_messages')
      .insert({ party_id: partyId, user_id: team.ids.collaborator, message: 'Second', message_type: 'text' });
    const list = await team.clients.view_only
      .from('party_chat_messages')
      .select('message, user_id')
      .eq('party_id', partyId)
      .order('created_at', { ascending: true });
    const texts = list.data!.map((m) => m.message);
    expect(texts.indexOf('Welcome!')).toBeLessThan(texts.indexOf('Second'));
    const blank = await team.clients.owner
      .from('party_chat_messages')
      .insert({ party_id: partyId, user_id: team.ids.owner, message: '   ', message_type: 'text' });
    expect(blank.error?.code).toBe('23514');
  });
});

describe('templates', () => {
  test('the owner shares a template; everyone reads it newest first; the creator deletes it', async () => {
    const t = await team.clients.owner
      .from('party_templates')
      .insert({
        original_party_id: partyId,
        party_type: 'Birthday Party',
        budget: '500-1000',
        guest_count: 18,
        ideas: 'Dinosaur adventure',
        created_by: team.ids.owner,
      })
      .select('id')
      .single();
    expect(t.error).toBeNull();
    const list = await anonClient().from('party_templates').select('id, party_type').order('created_at', { ascending: false });
    expect(list.data![0]).toEqual({ id: t.data!.id, party_type: 'Birthday Party' });
    const forbidden = await team.clients.collaborator
      .from('party_templates')
      .insert({ original_party_id: partyId, party_type: 'Birthday Party', guest_count: 18, created_by: team.ids.collaborator });
    expect(forbidden.error?.code).toBe('42501');
    const del = await team.clients.owner.from('party_templates').delete().eq('id', t.data!.id).select('id');
    expect(del.data).toHaveLength(1);
  });
});

describe('service-only tables', () => {
  test('contact messages: only the service role (send-contact-message) writes and reads them', async () => {
    const subject = `Question ${Date.now()}`;
    const sent = await anonClient()
      .from('contact_messages')
      .insert({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', subject, message: 'Do you plan galas?' });
    expect(sent.error?.code).toBe('42501');
    const peek = await team.clients.stranger.from('contact_messages').select('*');
    expect(peek.data ?? []).toEqual([]);
    const admin = await serviceClient().from('contact_messages').select('subject').eq('subject', subject);
    expect(admin.data).toEqual([]);
  });

  test('design-tool tokens never reach the browser; the owner sees the connection and disconnects', async () => {
    const me = await signedInClient('canva');
    const ins = await serviceClient()
      .from('canva_integrations')
      .insert({ user_id: me.userId, access_token: 'secret-access', refresh_token: 'secret-refresh', scope: 'design:content:read' });
    expect(ins.error).toBeNull();
    const tokens = await me.client.from('canva_integrations').select('access_token');
    expect(tokens.error?.code).toBe('42501');
    const conn = await me.client.from('canva_connection').select('user_id, scope').single();
    expect(conn.data).toEqual({ user_id: me.userId, scope: 'design:content:read' });
    const del = await me.client.from('canva_integrations').delete().eq('user_id', me.userId);
    expect(del.error).toBeNull();
    expect((await serviceClient().from('canva_integrations').select('id').eq('user_id', me.userId)).data).toEqual([]);
  });

  test('orders: the buyer reads their own and cannot write', async () => {
    const me = await signedInClient('buyer');
    const o = await serviceClient()
      .from('orders')
      .insert({ user_id: me.userId, provider: 'local', total_cents: 7700, status: 'pending' })
      .select('id')
      .single();
    expect(o.error).toBeNull();
    await serviceClient().from('order_items').insert({ order_id: o.data!.id, size: 'M', unit_price_cents: 2500, quantity: 2, design_name: 'Dino tee' });
    const mine = await me.client.from('orders').select('total_cents, order_items(size, quantity)').eq('id', o.data!.id).single();
    expect(mine.data).toEqual({ total_cents: 7700, order_items: [{ size: 'M', quantity: 2 }] });
    const forge = await me.client.from('orders').update({ status: 'paid' }).eq('id', o.data!.id);
    expect(forge.error?.code).toBe('42501');
    expect((await team.clients.stranger.from('orders').select('id').eq('id', o.data!.id)).data).toEqual([]);
  });
});
