// The wizard's start time and type-specific answers are kept with the plan (docs/product.md#party-plans):
// who reads and writes them, what the database refuses, and what public surfaces and templates
// carry (the time never; names on a public party, never in a template).
import { beforeAll, describe, expect, it } from 'vitest';
import { makeParty, makeTeam, type Actor, type Team } from './fixtures.ts';

let team: Team;
let partyId: string;

const WEDDING = { weddingType: 'Wedding Reception', partner1Name: 'Ana Silva', partner2Name: 'Ben Okafor' };

beforeAll(async () => {
  team = await makeTeam('details');
  partyId = await makeParty(team, { party_type: 'Wedding/Engagement', time_of_day: '19:15', details: WEDDING });
}, 60_000);

describe('the plan keeps the time and the answers', () => {
  it('the owner and every member level read them back as saved', async () => {
    for (const actor of ['owner', 'co_admin', 'collaborator', 'view_only'] as const) {
      const { data, error } = await team.clients[actor].from('party_plans').select('time_of_day, details').eq('id', partyId).single();
      expect(error, actor).toBeNull();
      expect(data, actor).toEqual({ time_of_day: '19:15:00', details: WEDDING });
    }
  });

  it('a stranger and a visitor read nothing of a private plan', async () => {
    for (const actor of ['stranger', 'anonymous'] as const) {
      const { data } = await team.clients[actor].from('party_plans').select('time_of_day, details').eq('id', partyId);
      expect(data ?? [], actor).toEqual([]);
    }
  });

  it('Update Party replaces them, a new type with its own answers; view-only members and strangers cannot', async () => {
    const id = await makeParty(team, { party_type: 'Birthday Party', time_of_day: '15:00', details: { birthdayAge: 7 } });
    const upd = await team.clients.collaborator
      .from('party_plans')
      .update({ party_type: 'Holiday Party', time_of_day: '20:00', details: { selectedHoliday: "New Year's" } })
      .eq('id', id)
      .select('party_type, time_of_day, details');
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([{ party_type: 'Holiday Party', time_of_day: '20:00:00', details: { selectedHoliday: "New Year's" } }]);

    for (const actor of ['view_only', 'stranger'] as const) {
      const r = await team.clients[actor].from('party_plans').update({ time_of_day: '09:00' }).eq('id', id).select('id');
      expect(r.data ?? [], actor).toEqual([]);
    }
    const after = await team.clients.owner.from('party_plans').select('time_of_day').eq('id', id).single();
    expect(after.data!.time_of_day).toBe('20:00:00');
  });

  it.each([
    ['another type’s answer', 'Birthday Party', { selectedHoliday: 'Christmas' }],
    ['an age that is not a whole number', 'Birthday Party', { birthdayAge: 7.5 }],
    ['an age given as text', 'Birthday Party', { birthdayAge: 'seven' }],
    ['a holiday not on the list', 'Holiday Party', { selectedHoliday: 'Festivus' }],
    ['a name of spaces', 'Wedding/Engagement', { partner1Name: '   ' }],
    ['an unknown key', 'Housewarming', { pets: 'yes' }],
    ['not an object', 'Housewarming', ['a']],
  ])('refuses %s with a 400 check violation', async (_what, party_type, details) => {
    const { error, status } = await team.clients.owner
      .from('party_plans')
      .insert({ user_id: team.ids.owner, party_type, guest_count: 5, details })
      .select('id');
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('refuses a time that is not a time of day with a 400', async () => {
    const { error, status } = await team.clients.owner
      .from('party_plans')
      .insert({ user_id: team.ids.owner, party_type: 'Housewarming', guest_count: 5, time_of_day: '25:99' });
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
  });
});

describe('public parties and templates', () => {
  let publicId: string;

  beforeAll(async () => {
    publicId = await makeParty(team, {
      party_type: 'Wedding/Engagement',
      location: 'Lisbon, Portugal',
      time_of_day: '17:45',
      details: { weddingType: 'Engagement Party', partner1Name: 'Rita of Lisbon', partner2Name: 'Sam' },
    });
    const shared = await team.clients.owner.rpc('share_party_as_template', { p_party_id: publicId });
    expect(shared.error).toBeNull();
  });

  it('every viewer of the public party gets its answers (names included, cleaned like the party’s name) and never the time', async () => {
    for (const actor of ['anonymous', 'stranger', 'view_only', 'owner'] as Actor[]) {
      const { data, error } = await team.clients[actor].from('public_party_plans').select('*').eq('id', publicId).single();
      expect(error, actor).toBeNull();
      expect(data!.details, actor).toEqual({ weddingType: 'Engagement Party', partner1Name: 'Rita of …', partner2Name: 'Sam' });
      expect(Object.keys(data!), actor).not.toContain('time_of_day');
      expect(JSON.stringify(data), actor).not.toMatch(/17:45|5:45/);
    }
  });

  it('the template keeps the choices and leaves out the names and the time', async () => {
    const { data, error } = await team.clients.anonymous.from('party_templates').select('*').eq('original_party_id', publicId).single();
    expect(error).toBeNull();
    expect(data!.details).toEqual({ weddingType: 'Engagement Party' });
    expect(JSON.stringify(data)).not.toMatch(/Rita|Sam|17:45/);
  });

  it('a template written directly cannot carry names either', async () => {
    const { data, error } = await team.clients.owner
      .from('party_templates')
      .insert({
        original_party_id: publicId,
        party_type: 'Graduation',
        guest_count: 10,
        details: { graduationLevel: 'High School', graduateName: 'Leo' },
        created_by: team.ids.owner,
      })
      .select('details')
      .single();
    expect(error).toBeNull();
    expect(data!.details).toEqual({ graduationLevel: 'High School' });
  });

  it('a plan made from the template starts with its choices', async () => {
    const t = await team.clients.stranger.from('party_templates').select('*').eq('original_party_id', publicId).eq('party_type', 'Wedding/Engagement').single();
    const { data, error } = await team.clients.stranger
      .from('party_plans')
      .insert({
        user_id: team.ids.stranger,
        party_type: t.data!.party_type,
        guest_count: t.data!.guest_count,
        details: t.data!.details,
        location: 'Porto',
        date: '2031-01-01',
      })
      .select('details, time_of_day')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ details: { weddingType: 'Engagement Party' }, time_of_day: null });
  });
});

describe('the planning functions take the answers', () => {
  it("'More Ideas' reads the answers and the time, and answers nothing with a clock time", async () => {
    const { data, error } = await team.clients.owner.functions.invoke('generate-section-suggestions', {
      body: { category: 'food', partyData: { partyType: 'Birthday Party', guestCount: 12, birthdayAge: '6', time: '10:00', themes: [] }, existing: [] },
    });
    expect(error).toBeNull();
    expect(data.suggestions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.suggestions)).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('the built-in planner times the party from its start, never by the clock', async () => {
    const { data, error } = await team.clients.owner.functions.invoke('generate-party-suggestions', {
      body: {
        partyData: { partyType: 'Holiday Party', selectedHoliday: 'Halloween', location: 'Salem, MA', date: '2031-10-31', time: '19:00', guestCount: '20' },
        seed: 'details',
      },
    });
    expect(error).toBeNull();
    const during = data.suggestions.timeline.duringParty as { timeframe: string }[];
    expect(during[0].timeframe).toBe('Start');
    for (const t of during) expect(t.timeframe).toMatch(/^(Start|(\d+ hr ?)?(\d+ min )?in)$/);
  });
});
