// Guests (docs/decisions.md#guests-and-head-counts) against the running stack with the unmodified
// supabase-js: answers with head-counts and their limits, host-added guests, who reads what (per
// role, as in permissions.test.ts), live updates, the reminders' 24-hour limit and the calendar data.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIcs } from '../../src/lib/ics.ts';
import { readIcs, when } from '../fixtures/read-ics.ts';
import { apiUrl, serviceClient, signedInClient } from './clients.ts';
import { makeParty, makeTeam, ACTORS, type Client, type Team } from './fixtures.ts';
import { collector, subscribed } from './realtime-helpers.ts';

let team: Team;
let partyId: string;

type Guest = Record<string, unknown> & { id: string; name: string; answer: string; head_count: number };
interface GuestList {
  can_manage: boolean;
  plus_ones_allowed: number;
  planned_guests: number;
  guests: Guest[];
}

async function invite(partyIdArg = partyId, email?: string) {
  const invitee = await signedInClient('guest', 'Vera Guest');
  const { data, error } = await team.clients.owner
    .from('party_invitations')
    .insert({
      party_id: partyIdArg,
      invited_email: email ?? invitee.email,
      permission_level: 'view_only',
      response_type: 'attendance',
      invited_by: team.ids.owner,
    })
    .select('id, invitation_token')
    .single();
  if (error) throw error;
  return { ...invitee, invitationId: data.id, token: data.invitation_token };
}

async function guests(client: Client, id = partyId) {
  const { data, error, status } = await client.rpc('get_party_guests', { p_party_id: id });
  return { list: data as unknown as GuestList | null, error, status };
}

beforeAll(async () => {
  team = await makeTeam('guests');
  partyId = await makeParty(team, { time_of_day: '18:30' });
}, 60_000);

describe('answering with a head-count', () => {
  it('records Going, 2 people, a plus-one, dietary needs and a note in one call', async () => {
    const g = await invite();
    const r = await g.client.rpc('respond_to_invitation', {
      p_token: g.token,
      p_response: 'accepted',
      p_head_count: 2,
      p_plus_one_names: ['  Sam  '],
      p_dietary: 'Vegetarian',
      p_note: 'Arriving late',
    });
    expect(r.error).toBeNull();
    const mine = await g.client.rpc('get_my_rsvp', { p_party_id: partyId });
    expect(mine.data).toMatchObject({
      status: 'accepted',
      head_count: 2,
      plus_one_names: ['Sam'],
      dietary: 'Vegetarian',
      note: 'Arriving late',
      plus_ones_allowed: 1,
    });
    const { list } = await guests(team.clients.owner);
    expect(list!.guests.find((x) => x.invitation_id === g.invitationId)).toMatchObject({
      name: 'Vera Guest',
      answer: 'accepted',
      head_count: 2,
      plus_one_names: ['Sam'],
      dietary: 'Vegetarian',
      note: 'Arriving late',
      email: g.email,
    });
  });

  it('the old two-argument answer still works and counts one person', async () => {
    const g = await invite();
    expect((await g.client.rpc('respond_to_invitation', { p_token: g.token, p_response: 'maybe' })).error).toBeNull();
    const { list } = await guests(team.clients.owner);
    expect(list!.guests.find((x) => x.invitation_id === g.invitationId)).toMatchObject({ answer: 'maybe', head_count: 1, plus_one_names: [] });
  });

  it('changing the answer on the party page keeps the details unless new ones are given', async () => {
    const g = await invite();
    await g.client.rpc('respond_to_invitation', { p_token: g.token, p_response: 'maybe', p_head_count: 2, p_dietary: 'Nut allergy' });
    expect((await g.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'accepted' })).error).toBeNull();
    let mine = await g.client.rpc('get_my_rsvp', { p_party_id: partyId });
    expect(mine.data).toMatchObject({ status: 'accepted', head_count: 2, dietary: 'Nut allergy' });
    expect((await g.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'accepted', p_head_count: 1, p_dietary: '' })).error).toBeNull();
    mine = await g.client.rpc('get_my_rsvp', { p_party_id: partyId });
    expect(mine.data).toMatchObject({ head_count: 1, dietary: null });
  });

  it.each([
    ['27 people', { p_head_count: 27 }, /between 1 and 20/],
    ['0 people', { p_head_count: 0 }, /between 1 and 20/],
    ['more than the plus-ones limit', { p_head_count: 3 }, /allows 1 extra guest\(s\).*at most 2 people/],
    ['a 10,000-character note', { p_note: 'x'.repeat(10_000) }, /note to the host can be at most 1,000 characters/],
    ['10,000 characters of dietary needs', { p_dietary: 'x'.repeat(10_000) }, /Dietary needs can be at most 500/],
    ['more names than plus-ones', { p_head_count: 2, p_plus_one_names: ['A', 'B'] }, /at most 1 plus-one name/],
  ])('refuses %s with a 400 and a reason, and changes nothing', async (_what, extra, message) => {
    const g = await invite();
    const r = await g.client.rpc('respond_to_invitation', { p_token: g.token, p_response: 'accepted', ...extra });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(message);
    const inv = await team.clients.owner.from('party_invitations').select('status').eq('id', g.invitationId).single();
    expect(inv.data!.status).toBe('pending');
    const member = await serviceClient().from('party_members').select('id').eq('party_id', partyId).eq('user_id', g.userId);
    expect(member.data).toEqual([]);
  });

  it('the host raises the plus-ones limit; only managers may', async () => {
    const other = await makeParty(team);
    for (const actor of ['collaborator', 'view_only', 'stranger'] as const) {
      const r = await team.clients[actor].rpc('set_guest_limit', { p_party_id: other, p_plus_ones: 5 });
      expect(r.status, actor).toBe(403);
    }
    expect((await team.clients.anonymous.rpc('set_guest_limit', { p_party_id: other, p_plus_ones: 5 })).status).toBe(401);
    expect((await team.clients.owner.rpc('set_guest_limit', { p_party_id: other, p_plus_ones: 20 })).status).toBe(400);
    expect((await team.clients.co_admin.rpc('set_guest_limit', { p_party_id: other, p_plus_ones: 3 })).error).toBeNull();
    const g = await invite(other);
    const r = await g.client.rpc('respond_to_invitation', { p_token: g.token, p_response: 'accepted', p_head_count: 4 });
    expect(r.error).toBeNull();
    const inv = await g.client.rpc('get_invitation_by_token', { p_token: g.token });
    expect(inv.data).toMatchObject({ plus_ones_allowed: 3, my_details: { head_count: 4 } });
  });
});

describe('host-added guests', () => {
  it('managers add a guest who will never sign in; others cannot', async () => {
    const add = await team.clients.owner.rpc('add_party_guest', {
      p_party_id: partyId,
      p_name: 'Grandma Rose',
      p_email: 'rose@example.test',
      p_head_count: 2,
      p_dietary: 'Gluten-free',
    });
    expect(add.error).toBeNull();
    expect(add.data).toMatchObject({ name: 'Grandma Rose', answer: 'accepted', head_count: 2 });
    for (const actor of ['collaborator', 'view_only', 'stranger'] as const) {
      const r = await team.clients[actor].rpc('add_party_guest', { p_party_id: partyId, p_name: 'Intruder' });
      expect(r.status, actor).toBe(403);
    }
    const { list } = await guests(team.clients.co_admin);
    expect(list!.guests.find((x) => x.name === 'Grandma Rose')).toMatchObject({ source: 'host', email: 'rose@example.test', dietary: 'Gluten-free' });
    expect(list!.guests.some((x) => x.name === 'Intruder')).toBe(false);
  });

  it.each([
    ['27 people', { p_name: 'Big family', p_head_count: 27 }, /between 1 and 20/],
    ['no name', { p_name: '   ' }, /needs a name/],
    ['a bad e-mail', { p_name: 'Ann', p_email: 'not-an-address' }, /valid e-mail/],
    ['a 10,000-character note', { p_name: 'Ann', p_note: 'x'.repeat(10_000) }, /at most 1,000 characters/],
    ['an unknown answer', { p_name: 'Ann', p_answer: 'pending' }, /Going, Maybe or Can't go/],
  ])('refuses %s with a 400 and adds nobody', async (_what, args, message) => {
    const before = (await guests(team.clients.owner)).list!.guests.length;
    const r = await team.clients.owner.rpc('add_party_guest', { p_party_id: partyId, ...args });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(message);
    expect((await guests(team.clients.owner)).list!.guests.length).toBe(before);
  });

  it('a manager removes a host-added guest; an invited guest goes with the invitation only', async () => {
    const add = await team.clients.owner.rpc('add_party_guest', { p_party_id: partyId, p_name: 'Uncle Bob' });
    const id = (add.data as { id: string }).id;
    expect((await team.clients.view_only.rpc('remove_party_guest', { p_guest_id: id })).status).toBe(404);
    expect((await team.clients.co_admin.rpc('remove_party_guest', { p_guest_id: id })).error).toBeNull();
    const invited = (await guests(team.clients.owner)).list!.guests.find((x) => x.source === 'invitation')!;
    const r = await team.clients.owner.rpc('remove_party_guest', { p_guest_id: invited.id });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(/remove the invitation instead/);
  });
});

describe('co-planners (docs/decisions.md#who-is-a-guest)', () => {
  async function answer(id: string, level: 'view_only' | 'collaborator' | 'co_admin', responseType: 'collaboration' | 'attendance') {
    const person = await signedInClient('planner', `Planner ${level} ${responseType}`);
    const inv = await team.clients.owner
      .from('party_invitations')
      .insert({ party_id: id, invited_email: person.email, permission_level: level, response_type: responseType, invited_by: team.ids.owner })
      .select('id, invitation_token')
      .single();
    if (inv.error) throw inv.error;
    const r = await person.client.rpc('respond_to_invitation', { p_token: inv.data.invitation_token, p_response: 'accepted' });
    expect(r.error).toBeNull();
    return { name: `Planner ${level} ${responseType}`, invitationId: inv.data.id };
  }

  it('counts a co-planner who accepted to help plan only once their invitation asks whether they come', async () => {
    const id = await makeParty(team);
    const coAdmin = await answer(id, 'co_admin', 'collaboration');
    const collaborator = await answer(id, 'collaborator', 'collaboration');
    const viewer = await answer(id, 'view_only', 'collaboration');
    const guest = await answer(id, 'co_admin', 'attendance');

    const names = async () => ((await guests(team.clients.owner, id)).list?.guests ?? []).map((g) => g.name);
    expect(await names()).toEqual([viewer.name, guest.name]);
    // What every other feature counts (food, T-shirts, print) comes from the same list.
    const { list } = await guests(team.clients.view_only, id);
    expect(list?.guests.filter((g) => g.answer === 'accepted').reduce((n, g) => n + g.head_count, 0)).toBe(2);

    // The co-admin answers as a guest: their invitation now asks whether they come.
    const turned = await team.clients.owner.from('party_invitations').update({ response_type: 'attendance' }).eq('id', coAdmin.invitationId);
    expect(turned.error).toBeNull();
    expect(await names()).toEqual([coAdmin.name, viewer.name, guest.name]);
    expect(await names()).not.toContain(collaborator.name);
  });
});

describe('who sees the guest list', () => {
  const PRIVATE = ['email', 'dietary', 'note', 'last_reminded_at', 'invitation_id'];

  it.each(ACTORS)('%s', async (actor) => {
    const { list, error, status } = await guests(team.clients[actor]);
    const outsider = actor === 'stranger' || actor === 'anonymous';
    expect({ refused: error !== null, status }).toEqual({ refused: outsider, status: actor === 'anonymous' ? 401 : outsider ? 403 : 200 });
    if (outsider) return;
    expect(list!.guests.length).toBeGreaterThan(0);
    const manager = actor === 'owner' || actor === 'co_admin';
    expect(list!.can_manage).toBe(manager);
    for (const g of list!.guests) {
      for (const key of PRIVATE) expect(key in g, `${actor} ${key}`).toBe(manager);
    }
    // What only managers may read: an address, a dietary note, a host's note.
    const leaked = manager ? [] : list!.guests.filter((g) => /@|Vegetarian|Gluten|Arriving late/.test(JSON.stringify(g)));
    expect(leaked).toEqual([]);
  });

  it('the tables answer the same: private fields to managers only, nothing to strangers or visitors', async () => {
    for (const actor of ACTORS) {
      const rows = await team.clients[actor].from('party_guests').select('id').eq('party_id', partyId);
      const priv = await team.clients[actor].from('party_guest_private').select('email, dietary').eq('party_id', partyId);
      const member = actor !== 'stranger' && actor !== 'anonymous';
      expect((rows.data ?? []).length > 0, actor).toBe(member);
      expect((priv.data ?? []).length > 0, actor).toBe(actor === 'owner' || actor === 'co_admin');
    }
  });

  it('nobody writes the tables directly', async () => {
    const ins = await team.clients.owner.from('party_guests').insert({ party_id: partyId, name: 'Direct' });
    expect(ins.error).not.toBeNull();
    const upd = await team.clients.owner.from('party_guests').update({ head_count: 20 }).eq('party_id', partyId).select('id');
    expect(upd.error).not.toBeNull();
    const priv = await team.clients.owner.from('party_guest_private').update({ dietary: 'x' }).eq('party_id', partyId).select('guest_id');
    expect(priv.error).not.toBeNull();
  });
});

describe('live updates', () => {
  let ownerChannel: ReturnType<Client['channel']> | null = null;
  afterAll(async () => {
    if (ownerChannel) await team.clients.owner.removeChannel(ownerChannel);
  });

  it("the host's subscription gets an invitee's answer, as the host; a stranger's gets nothing", async () => {
    const g = await invite();
    const seen = collector<Record<string, unknown>>();
    const strangerSeen = collector<Record<string, unknown>>();
    ownerChannel = await subscribed(
      team.clients.owner
        .channel(`guests-${partyId}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'party_guests', filter: `party_id=eq.${partyId}` }, (p) =>
          seen.push(p.new as Record<string, unknown>),
        ),
    );
    const strangerChannel = await subscribed(
      team.clients.stranger
        .channel(`guests-s-${partyId}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'party_guests', filter: `party_id=eq.${partyId}` }, (p) =>
          strangerSeen.push(p.new as Record<string, unknown>),
        ),
    );
    await g.client.rpc('respond_to_invitation', { p_token: g.token, p_response: 'accepted', p_head_count: 2 });
    await seen.until((items) => items.some((x) => x.invitation_id === g.invitationId && x.answer === 'accepted' && x.head_count === 2));
    for (const item of seen.items) expect(JSON.stringify(item)).not.toMatch(/dietary|@/);
    expect(strangerSeen.items).toEqual([]);
    await team.clients.stranger.removeChannel(strangerChannel);
  });
});

describe('reminders', () => {
  it('reminds the guests who have not answered once per 24 hours; a second try in a minute is refused and changes nothing', async () => {
    const id = await makeParty(team);
    const pending = await invite(id);
    const maybe = await invite(id);
    await maybe.client.rpc('respond_to_invitation', { p_token: maybe.token, p_response: 'maybe' });

    for (const actor of ['collaborator', 'view_only', 'stranger'] as const) {
      expect((await team.clients[actor].rpc('claim_guest_reminders', { p_party_id: id })).status, actor).toBe(403);
    }
    const first = await team.clients.owner.rpc('claim_guest_reminders', { p_party_id: id });
    expect(first.error).toBeNull();
    expect((first.data as Array<{ email: string }>).map((x) => x.email)).toEqual([pending.email]);

    const before = (await guests(team.clients.owner, id)).list!.guests;
    const again = await team.clients.co_admin.rpc('claim_guest_reminders', { p_party_id: id });
    expect(again.status).toBe(429);
    expect(again.error?.message).toMatch(/reminded in the last 24 hours/);
    expect((await guests(team.clients.owner, id)).list!.guests).toEqual(before);

    // 'maybe' too, when asked: only the maybe is still due.
    const withMaybe = await team.clients.owner.rpc('claim_guest_reminders', { p_party_id: id, p_include_maybe: true });
    expect((withMaybe.data as Array<{ email: string }>).map((x) => x.email)).toEqual([maybe.email]);
    const reminded = (await guests(team.clients.owner, id)).list!.guests.filter((g) => g.last_reminded_at);
    expect(reminded).toHaveLength(2);
  });

  it('a manager cannot undo the limit: putting a reminder back is for the function only', async () => {
    const id = await makeParty(team);
    await invite(id);
    const claim = await team.clients.owner.rpc('claim_guest_reminders', { p_party_id: id });
    const [guest] = claim.data as Array<{ guest_id: string }>;
    const undo = await team.clients.owner.rpc('unclaim_guest_reminder', { p_guest_id: guest.guest_id, p_previous: null as unknown as string });
    expect(undo.error).not.toBeNull();
    const calendarUndo = await team.clients.owner.rpc('unclaim_calendar_invite', { p_guest_id: guest.guest_id, p_previous: null as unknown as number });
    expect(calendarUndo.error).not.toBeNull();
    expect((await team.clients.owner.rpc('claim_guest_reminders', { p_party_id: id })).status).toBe(429);
  });

  it('with everyone answered there is nobody to remind (400)', async () => {
    const id = await makeParty(team);
    const r = await team.clients.owner.rpc('claim_guest_reminders', { p_party_id: id });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(/nobody to remind/);
  });
});

describe('calendar data', () => {
  it('members read it, visitors and strangers do not, even on a public party', async () => {
    const id = await makeParty(team, { is_public: true, time_of_day: '15:00' });
    for (const actor of ['owner', 'co_admin', 'collaborator', 'view_only'] as const) {
      const r = await team.clients[actor].rpc('get_party_calendar', { p_party_id: id });
      expect(r.error, actor).toBeNull();
      expect(r.data, actor).toMatchObject({
        party_id: id,
        date: '2027-03-14',
        time_of_day: '15:00:00',
        sequence: 0,
        location: expect.stringContaining('Secret Garden'),
      });
    }
    for (const actor of ['stranger', 'anonymous'] as const) {
      const r = await team.clients[actor].rpc('get_party_calendar', { p_party_id: id });
      expect(r.data, actor).toBeNull();
      expect(r.status, actor).toBe(actor === 'anonymous' ? 401 : 403);
    }
  });

  it('the SEQUENCE goes up when the date or the time changes, not for other edits', async () => {
    const id = await makeParty(team);
    const seq = async () => ((await team.clients.owner.rpc('get_party_calendar', { p_party_id: id })).data as { sequence: number }).sequence;
    expect(await seq()).toBe(0);
    await team.clients.owner.from('party_plans').update({ ideas: 'Pirates' }).eq('id', id);
    expect(await seq()).toBe(0);
    await team.clients.collaborator.from('party_plans').update({ date: '2027-04-01' }).eq('id', id);
    expect(await seq()).toBe(1);
    await team.clients.owner.from('party_plans').update({ time_of_day: '17:00' }).eq('id', id);
    expect(await seq()).toBe(2);
  });
});

const APP_ORIGIN = 'http://localhost:5173';

interface Mail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: string; content_type: string | null }>;
}

async function mailTo(email: string): Promise<Mail[]> {
  const mailbox = `http://127.0.0.1:${Number(new URL(apiUrl()).port) + 3}`;
  const res = await fetch(`${mailbox}/api/messages?to=${encodeURIComponent(email)}`);
  expect(res.ok).toBe(true);
  return (await res.json()).messages;
}

async function sendGuestEmails(client: Client, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('send-guest-emails', { body });
  if (error instanceof FunctionsHttpError) return { status: error.context.status as number, data: await error.context.json() };
  if (error) throw error;
  return { status: 200, data };
}

describe('send-guest-emails', () => {
  it('a reminder lands in the mailbox with the same invitation link; again within a minute is a 429 that sends nothing', async () => {
    const id = await makeParty(team);
    const g = await invite(id);
    for (const actor of ['view_only', 'collaborator', 'stranger'] as const) {
      expect((await sendGuestEmails(team.clients[actor], { partyId: id, kind: 'reminder' })).status, actor).toBe(403);
    }
    expect((await sendGuestEmails(team.clients.anonymous, { partyId: id, kind: 'reminder' })).status).toBe(401);
    const first = await sendGuestEmails(team.clients.owner, { partyId: id, kind: 'reminder' });
    expect(first).toMatchObject({ status: 200, data: { sent: 1, failed: 0, provider: 'local-mailbox' } });
    const mails = await mailTo(g.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Reminder: /);
    // The invitation's share URL, the one-visit link, and a word on how quick answering is.
    expect(mails[0].text).toContain(`${APP_ORIGIN}/i/${g.token}`);
    expect(mails[0].html).toContain(`href="${APP_ORIGIN}/i/${g.token}"`);
    expect(mails[0].text).toContain('It takes a few seconds — no account needed.');
    expect(mails[0].html).toContain('It takes a few seconds — no account needed.');

    const again = await sendGuestEmails(team.clients.co_admin, { partyId: id, kind: 'reminder' });
    expect(again.status).toBe(429);
    expect(again.data.error).toMatch(/reminded in the last 24 hours/);
    expect(await mailTo(g.email)).toHaveLength(1);
    const row = (await guests(team.clients.owner, id)).list!.guests.find((x) => x.invitation_id === g.invitationId)!;
    expect(row.last_reminded_at).toEqual(expect.any(String));
  });

  it('bad input is a 400 with a reason', async () => {
    const r = await sendGuestEmails(team.clients.owner, { partyId: 'nope', kind: 'reminder' });
    expect(r.status).toBe(400);
    const k = await sendGuestEmails(team.clients.owner, { partyId: partyId, kind: 'spam' });
    expect(k.status).toBe(400);
  });

  it('calendar invites: everyone going with an address gets the .ics once per SEQUENCE', async () => {
    const id = await makeParty(team, { time_of_day: '18:30' });
    const going = await invite(id);
    await going.client.rpc('respond_to_invitation', { p_token: going.token, p_response: 'accepted', p_head_count: 2 });
    const pending = await invite(id);
    await team.clients.owner.rpc('add_party_guest', { p_party_id: id, p_name: 'Grandma Rose', p_email: `rose-${id}@example.test` });

    expect((await sendGuestEmails(team.clients.view_only, { partyId: id, kind: 'calendar' })).status).toBe(403);
    const first = await sendGuestEmails(team.clients.owner, { partyId: id, kind: 'calendar' });
    expect(first).toMatchObject({ status: 200, data: { sent: 2, failed: 0 } });
    expect(await mailTo(pending.email)).toHaveLength(0);

    const [mail] = await mailTo(going.email);
    expect(mail.text).toContain(`${APP_ORIGIN}/party/${id}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toMatch(/\.ics$/);
    const ics = Buffer.from(mail.attachments[0].content, 'base64').toString('utf8');
    const [event] = readIcs(ics).events;
    expect(event.uid).toBe(`party-${id}@confetti`);
    expect(event.sequence).toBe(0);
    expect(when(event.startDate)).toEqual({ at: '2027-03-14T18:30:00', wholeDay: false, zone: 'floating' });
    expect(event.location).toBe('Secret Garden, 12 Hidden Lane, Chicago, IL');
    expect(event.description).toContain(`${APP_ORIGIN}/party/${id}`);
    // The invitee's own one-visit link goes along; a guest the host added has no invitation, so none.
    expect(mail.text).toContain(`${APP_ORIGIN}/i/${going.token}`);
    expect(mail.html).toContain(`href="${APP_ORIGIN}/i/${going.token}"`);
    const [rose] = await mailTo(`rose-${id}@example.test`);
    expect(rose.attachments).toHaveLength(1);
    expect(rose.text).not.toMatch(/\/i\/[0-9a-f]{32,}/);
    expect(rose.text).not.toContain(going.token);

    const again = await sendGuestEmails(team.clients.owner, { partyId: id, kind: 'calendar' });
    expect(again.status).toBe(409);
    expect(again.data.error).toMatch(/already has the latest calendar invite/);

    // A new time: a new SEQUENCE, so the invite goes out again and replaces the old event.
    await team.clients.owner.from('party_plans').update({ time_of_day: '19:00' }).eq('id', id);
    expect((await sendGuestEmails(team.clients.owner, { partyId: id, kind: 'calendar' })).data).toMatchObject({ sent: 2 });
    const latest = (await mailTo(going.email))[0];
    const [updated] = readIcs(Buffer.from(latest.attachments[0].content, 'base64').toString('utf8')).events;
    expect(updated.sequence).toBe(1);
    expect(when(updated.startDate).at).toBe('2027-03-14T19:00:00');
  });
});

describe('the .ics a member downloads', () => {
  it('built from get_party_calendar, read back: stable UID, whole-day without a time, SEQUENCE up after a date change', async () => {
    const id = await makeParty(team);
    const calendar = async () =>
      (await team.clients.view_only.rpc('get_party_calendar', { p_party_id: id })).data as {
        party_id: string;
        title: string;
        date: string;
        time_of_day: string | null;
        location: string | null;
        sequence: number;
      };
    const build = (c: Awaited<ReturnType<typeof calendar>>) =>
      readIcs(
        buildIcs({
          partyId: c.party_id,
          title: c.title,
          date: c.date,
          timeOfDay: c.time_of_day,
          location: c.location,
          url: `${APP_ORIGIN}/party/${id}`,
          sequence: c.sequence,
        }),
      ).events[0];
    const before = build(await calendar());
    expect(when(before.startDate)).toMatchObject({ at: '2027-03-14', wholeDay: true });
    expect(before.summary).toBe('Birthday Party for Maya');
    await team.clients.owner.from('party_plans').update({ date: '2027-03-21' }).eq('id', id);
    const after = build(await calendar());
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(when(after.startDate)).toMatchObject({ at: '2027-03-21', wholeDay: true });
  });
});
