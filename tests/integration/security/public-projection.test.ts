// What a visitor may see of a public plan is stored when the plan is written
// (docs/architecture.md#the-stored-public-projection). Each change a host makes, through the
// unmodified supabase-js as the app makes it, must reach what visitors read at once, redacted:
// the plan's texts, its suggestions, its timeline, and its location, date and special requests
// (what the redaction looks for); making the plan private or deleting it must take it away.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json, TablesUpdate } from '../../../src/lib/database.types.ts';
import { anonClient, signedInClient } from '../clients.ts';
import type { Client } from '../fixtures.ts';

let owner: { client: Client; userId: string };
let visitor: Client;
let stranger: Client;
let partyId: string;

const suggestions = (themes: string[], timeline: { task: string; timeframe: string }[]) => ({
  partyNames: ['Lantern Night'],
  themes,
  games: ['Charades'],
  food: ['Taco bar'],
  vendors: ['DJ'],
  products: ['Paper lanterns'],
  timeline: { preParty: timeline, duringParty: [{ task: 'Welcome guests', timeframe: 'Start' }], afterParty: [] },
});

/** The plan as every visitor reads it (null when they cannot). */
async function seen(client: Client = visitor) {
  const { data, error } = await client.from('public_party_plans').select('*').eq('id', partyId).maybeSingle();
  expect(error).toBeNull();
  return data;
}

async function update(values: TablesUpdate<'party_plans'>) {
  const { error } = await owner.client.from('party_plans').update(values).eq('id', partyId);
  expect(error).toBeNull();
}

beforeAll(async () => {
  owner = await signedInClient('projection-owner');
  visitor = anonClient();
  stranger = (await signedInClient('projection-stranger')).client;
  const { data, error } = await owner.client
    .from('party_plans')
    .insert({
      user_id: owner.userId,
      party_name: 'Lantern Night',
      party_type: 'Birthday Party',
      party_for: 'Maya',
      location: 'Reykjavik, Iceland',
      date: '2027-03-14',
      guest_count: 20,
      budget: 'moderate',
      ideas: 'Lanterns and music',
      special_requests: 'Grandpa Joe needs a step-free entrance',
      selected_suggestions: suggestions(['Northern Lights'], [{ task: 'Send invitations', timeframe: '3 weeks before' }]) as unknown as Json,
      is_public: false,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  partyId = data!.id;
  const products = await owner.client.from('party_products').insert([
    { party_id: partyId, product_name: 'Paper lanterns' },
    { party_id: partyId, product_name: 'Oslo city map' },
  ]);
  expect(products.error).toBeNull();
});

describe('the stored public projection', () => {
  it('holds nothing of a private plan, and the plan once it is made public', async () => {
    expect(await seen()).toBeNull();
    await update({ is_public: true });
    for (const client of [visitor, stranger]) {
      expect(await seen(client)).toMatchObject({ id: partyId, party_name: 'Lantern Night', ideas: 'Lanterns and music', is_public: true });
    }
  });

  it('is rebuilt when the plan’s texts change: a mention of the city is replaced', async () => {
    await update({ party_name: 'Lantern Night in Reykjavik', ideas: 'Lanterns, music and a view of Reykjavik harbour', guest_count: 24 });
    const row = await seen();
    expect(row).toMatchObject({ party_name: 'Lantern Night in …', ideas: 'Lanterns, music and a view of … harbour', guest_count: 24 });
  });

  it('is rebuilt when its suggestions change: an item naming the city or the date is left out', async () => {
    await update({
      selected_suggestions: suggestions(
        ['Northern Lights', 'Reykjavik Rooftop', 'Starry Night'],
        [
          { task: 'Send invitations', timeframe: '3 weeks before' },
          { task: 'Order cake for March 14', timeframe: '1 week before' },
        ],
      ) as unknown as Json,
      ai_suggestions: suggestions(['Iceland Glow', 'Garden Party'], []) as unknown as Json,
    });
    const row = await seen();
    const selected = row!.selected_suggestions as { themes: string[]; timeline: { preParty: { task: string }[] } };
    expect(selected.themes).toEqual(['Northern Lights', 'Starry Night']);
    expect(selected.timeline.preParty.map((t) => t.task)).toEqual(['Send invitations']);
    expect((row!.ai_suggestions as { themes: string[] }).themes).toEqual(['Garden Party']);
  });

  it('is rebuilt when its timeline changes: a task naming the requests is left out, a date comes off a label', async () => {
    await update({
      party_timeline: {
        preParty: [
          { task: 'Build a ramp: Grandpa Joe needs a step-free entrance', timeframe: '2 weeks before' },
          { task: 'Buy lanterns', timeframe: '1 week before (Mar 7)' },
        ],
        duringParty: [],
        afterParty: [],
      },
    });
    const timeline = (await seen())!.party_timeline as { preParty: { task: string; timeframe: string }[] };
    expect(timeline.preParty).toEqual([{ task: 'Buy lanterns', timeframe: '1 week before' }]);
  });

  it('is rebuilt when the location changes: the old city reads again, the new one is hidden, here and in products', async () => {
    const products = async () =>
      (await visitor.from('party_products').select('product_name').eq('party_id', partyId).order('product_name')).data?.map((p) => p.product_name);
    expect(await products()).toEqual(['Oslo city map', 'Paper lanterns']);
    await update({ location: 'Oslo, Norway', party_name: 'Reykjavik to Oslo' });
    expect((await seen())!.party_name).toBe('Reykjavik to …');
    expect(await products()).toEqual(['Paper lanterns']);
  });

  it('is removed when the plan goes private, and its products with it; back when public again', async () => {
    await update({ is_public: false });
    for (const client of [visitor, stranger]) expect(await seen(client)).toBeNull();
    expect((await visitor.from('party_products').select('id').eq('party_id', partyId)).data).toEqual([]);
    const list = await visitor.from('public_party_plans').select('id').order('created_at', { ascending: false }).limit(1000);
    expect(list.data!.map((r) => r.id)).not.toContain(partyId);

    await update({ is_public: true });
    expect((await seen())!.party_name).toBe('Reykjavik to …');
  });

  it('is removed with the plan', async () => {
    const { error } = await owner.client.from('party_plans').delete().eq('id', partyId);
    expect(error).toBeNull();
    expect(await seen()).toBeNull();
  });
});
