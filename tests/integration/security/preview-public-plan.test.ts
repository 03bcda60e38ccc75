// Make Public's confirmation lists what would be published (docs/decisions.md#make-public-confirms):
// preview_public_plan answers the fields of the public projection, computed by the function that
// writes it, so before publishing it equals what visitors read after. Only those who may change the
// plan's visibility (owner, co-admin) may ask: the preview holds the redacted texts of a private plan.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeParty, makeTeam, ACTORS, type Team } from '../fixtures.ts';

let team: Team;
let partyId: string;

beforeAll(async () => {
  team = await makeTeam('preview');
  partyId = await makeParty(team, {
    party_name: 'Maya turns 7 in Chicago',
    ideas: 'Dinosaur dig in Hidden Lane',
    selected_suggestions: { themes: ['Dino dig', 'Chicago skyline'], games: ['Fossil hunt'] },
    party_timeline: { preParty: [{ task: 'Send invitations', timeframe: '2 weeks before (Mar 1)' }], duringParty: [], afterParty: [] },
  });
}, 60_000);

describe('preview_public_plan', () => {
  it('answers, before publishing, exactly what visitors read after', async () => {
    const preview = await team.clients.owner.rpc('preview_public_plan', { p_party_id: partyId });
    expect(preview.error).toBeNull();
    const fields = preview.data as Record<string, unknown>;
    // Nothing private, and the texts redacted as the public page redacts them.
    for (const key of ['location', 'date', 'time_of_day', 'special_requests', 'fact_patterns', 'request_fragments', 'user_id'])
      expect(fields).not.toHaveProperty(key);
    expect(JSON.stringify(fields)).not.toMatch(/Chicago|Hidden Lane|Mar 1/);

    expect((await team.clients.owner.from('party_plans').update({ is_public: true }).eq('id', partyId)).error).toBeNull();
    const { data: published } = await team.clients.stranger.from('public_party_plans').select('*').eq('id', partyId).single();
    const { created_at: _c, updated_at: _u, user_id: _o, is_public: _p, ...visible } = published as Record<string, unknown>;
    expect(fields).toEqual(visible);
    expect((await team.clients.owner.from('party_plans').update({ is_public: false }).eq('id', partyId)).error).toBeNull();
  });

  it.each(ACTORS)('%s: only the owner and co-admins may ask', async (actor) => {
    const allowed = actor === 'owner' || actor === 'co_admin';
    const { data, error } = await team.clients[actor].rpc('preview_public_plan', { p_party_id: partyId });
    expect(error?.code ?? null).toBe(allowed ? null : '42501');
    expect((data as { party_type?: string } | null)?.party_type ?? null).toBe(allowed ? 'Birthday Party' : null);
  });
});
