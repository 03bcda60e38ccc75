// Planning tools (docs/product.md#planning-tools) through the unmodified supabase-js: who may read
// and write expenses and tasks, who may tick, bad input, the timeline kept as tasks, live ticks.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceClient } from './clients.ts';
import { ACTORS, type Actor, makeParty, makeTeam, type Team } from './fixtures.ts';
import { collector, deliveryFence, subscribed } from './realtime-helpers.ts';

const EDITORS: Actor[] = ['owner', 'co_admin', 'collaborator'];
const MEMBERS: Actor[] = ['owner', 'co_admin', 'collaborator', 'view_only'];

let team: Team;
let partyId: string;
const admin = () => serviceClient();

async function expenseCount(party = partyId) {
  const { count } = await admin().from('party_expenses').select('id', { count: 'exact', head: true }).eq('party_id', party);
  return count ?? 0;
}

async function addTask(title: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await admin()
    .from('party_tasks')
    .insert({ party_id: partyId, title, ...extra })
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  team = await makeTeam('planning');
  partyId = await makeParty(team);
  const e = await admin()
    .from('party_expenses')
    .insert({ party_id: partyId, description: 'Cake', category: 'Bakery/Cakes', estimated_cents: 8000, actual_cents: 9500, paid: true });
  if (e.error) throw e.error;
});

afterAll(async () => {
  await Promise.all(Object.values(team.clients).map((c) => c.removeAllChannels()));
});

describe.each(ACTORS)('%s', (actor) => {
  const client = () => team.clients[actor];
  const editor = EDITORS.includes(actor);
  const member = MEMBERS.includes(actor);

  test(`reads expense lines: ${editor ? 'yes' : 'no'}`, async () => {
    const { data, error } = await client().from('party_expenses').select('description').eq('party_id', partyId);
    if (editor) expect(data!.map((x) => x.description)).toContain('Cake');
    else if (actor === 'anonymous') expect(error?.code).toBe('42501');
    else expect(data).toEqual([]);
  });

  test(`reads budget totals: ${member ? 'yes' : 'no'}`, async () => {
    const { data, error } = await client().rpc('party_budget_totals', { p_party_id: partyId });
    if (member) {
      expect(error).toBeNull();
      expect(data).toMatchObject({ currency: 'USD', estimated: expect.any(Number), projected: expect.any(Number) });
      expect((data as { count: number }).count).toBeGreaterThanOrEqual(1);
    } else {
      expect(error).not.toBeNull();
      expect(data).toBeNull();
    }
  });

  test(`adds, edits and deletes expenses: ${editor ? 'yes' : 'no'}`, async () => {
    const before = await expenseCount();
    const ins = await client()
      .from('party_expenses')
      .insert({ party_id: partyId, description: `Balloons by ${actor}`, category: 'Decorations', estimated_cents: 2500 })
      .select('id');
    if (!editor) {
      expect(ins.error?.code).toBe('42501');
      expect(await expenseCount()).toBe(before);
      const victim = (await admin().from('party_expenses').select('id').eq('party_id', partyId).limit(1).single()).data!.id;
      await client().from('party_expenses').update({ estimated_cents: 1 }).eq('id', victim);
      await client().from('party_expenses').delete().eq('id', victim);
      const still = await admin().from('party_expenses').select('estimated_cents').eq('id', victim).single();
      expect(still.data!.estimated_cents).not.toBe(1);
      return;
    }
    expect(ins.error).toBeNull();
    const id = ins.data![0].id;
    const upd = await client()
      .from('party_expenses')
      .update({ actual_cents: 3000, paid: true, paid_by: team.ids.view_only })
      .eq('id', id)
      .select('actual_cents');
    expect(upd.data).toEqual([{ actual_cents: 3000 }]);
    const del = await client().from('party_expenses').delete().eq('id', id).select('id');
    expect(del.data).toHaveLength(1);
  });

  test(`reads tasks: ${member ? 'yes' : 'no'}`, async () => {
    const task = await addTask(`Read by ${actor}`);
    const { data } = await client().from('party_tasks').select('id').eq('id', task.id);
    expect(data ?? []).toHaveLength(member ? 1 : 0);
  });

  test(`adds, edits, reorders and deletes tasks: ${editor ? 'yes' : 'no'}`, async () => {
    const ins = await client()
      .from('party_tasks')
      .insert({ party_id: partyId, title: `Task of ${actor}`, owner_id: team.ids.view_only })
      .select('id');
    if (editor) expect(ins.error).toBeNull();
    else expect(ins.error?.code).toBe('42501');
    const a = await addTask(`A ${actor}`, { position: 1 });
    const b = await addTask(`B ${actor}`, { position: 2 });
    await client().from('party_tasks').update({ notes: 'Edited' }).eq('id', a.id);
    const reorder = await client().rpc('reorder_party_tasks', { p_party_id: partyId, p_task_ids: [b.id, a.id] });
    if (editor) expect(reorder.error).toBeNull();
    else expect(reorder.error).not.toBeNull();
    await client().from('party_tasks').delete().eq('id', b.id);
    const rows = (await admin().from('party_tasks').select('id, notes, position').in('id', [a.id, b.id])).data!;
    const rowA = rows.find((r) => r.id === a.id)!;
    expect(rowA.notes === 'Edited').toBe(editor);
    expect(rowA.position).toBe(editor ? 2 : 1);
    expect(rows.some((r) => r.id === b.id)).toBe(!editor);
  });

  test(`ticks a task: ${editor ? 'any task' : member ? 'only one they own' : 'no'}`, async () => {
    const someone = await addTask(`Someone else's, ticked by ${actor}`, { owner_id: team.ids.collaborator });
    const r = await client().rpc('set_party_task_done', { p_task_id: someone.id, p_done: true });
    expect(r.error === null).toBe(editor);
    if (actor !== 'anonymous' && actor !== 'stranger') {
      const own = await addTask(`Owned by ${actor}`, { owner_id: team.ids[actor] });
      const mine = await client().rpc('set_party_task_done', { p_task_id: own.id, p_done: true });
      expect(mine.error).toBeNull();
      expect(mine.data).toMatchObject({ id: own.id, done: true, done_by: team.ids[actor] });
      // Ticking leaves every other field alone, even through the RPC.
      const row = (await admin().from('party_tasks').select('title, owner_id').eq('id', own.id).single()).data!;
      expect(row).toEqual({ title: `Owned by ${actor}`, owner_id: team.ids[actor] });
    } else {
      expect(r.error?.code).toMatch(/42501|PT404/);
    }
    const after = (await admin().from('party_tasks').select('done').eq('id', someone.id).single()).data!;
    expect(after.done).toBe(editor);
  });

  test('a view-only owner of a task still cannot edit it otherwise', async () => {
    if (actor !== 'view_only') return;
    const own = await addTask('Only mine to tick', { owner_id: team.ids.view_only });
    const { data } = await client().from('party_tasks').update({ title: 'Renamed' }).eq('id', own.id).select('id');
    expect(data ?? []).toEqual([]);
    expect((await admin().from('party_tasks').select('title').eq('id', own.id).single()).data!.title).toBe('Only mine to tick');
  });
});

describe('bad input is refused with a clear message and changes nothing', () => {
  const owner = () => team.clients.owner;
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a negative estimate', { estimated_cents: -1 }, /between 0 and 10,000,000/],
    ['a negative actual amount', { actual_cents: -500 }, /between 0 and 10,000,000/],
    ['an amount over the maximum', { estimated_cents: 1_000_000_001 }, /between 0 and 10,000,000/],
    ['a 20-digit amount', { estimated_cents: Number('12345678901234567890') }, /out of range for type bigint/],
    ['an empty description', { description: '   ' }, /1 to 200 characters/],
    ['an unknown category', { category: 'Fireworks' }, /party_expenses_category_check/],
    ['a bad currency', { currency: 'dollars' }, /three-letter code/],
    ['a payer who is not a member', { paid_by: '' }, /must be a member/],
  ];
  test.each(cases)('expense with %s', async (_name, patch, message) => {
    const before = await expenseCount();
    const body: Record<string, unknown> = { party_id: partyId, description: 'Bad', category: 'Other', estimated_cents: 100, ...patch };
    if ('paid_by' in patch) body.paid_by = team.ids.stranger;
    const { error, status } = await owner()
      .from('party_expenses')
      .insert(body as never);
    expect(error).not.toBeNull();
    expect(error!.message).toMatch(message);
    // A client error with its reason, never a 500.
    expect(status).toBe(400);
    expect(await expenseCount()).toBe(before);
  });

  test('updating an expense with a negative amount leaves it as it was', async () => {
    const id = (await admin().from('party_expenses').select('id').eq('party_id', partyId).eq('description', 'Cake').single()).data!.id;
    const { error } = await owner().from('party_expenses').update({ actual_cents: -5 }).eq('id', id);
    expect(error?.message).toMatch(/between 0 and 10,000,000/);
    expect((await admin().from('party_expenses').select('actual_cents').eq('id', id).single()).data!.actual_cents).toBe(9500);
  });

  test('a vendor of another party, and a second currency, are refused', async () => {
    const other = await makeParty(team, { party_type: 'Graduation' });
    const v = await admin().from('party_vendors').insert({ party_id: other, name: 'Elsewhere Catering', category: 'Catering' }).select('id').single();
    const before = await expenseCount();
    const bad = await owner()
      .from('party_expenses')
      .insert({ party_id: partyId, description: 'Food', category: 'Catering', estimated_cents: 100, vendor_id: v.data!.id });
    expect(bad.error?.message).toMatch(/one of this party's vendors/);
    const eur = await owner()
      .from('party_expenses')
      .insert({ party_id: partyId, description: 'Food', category: 'Catering', estimated_cents: 100, currency: 'EUR' });
    expect(eur.error?.message).toMatch(/one currency/);
    expect(await expenseCount()).toBe(before);
  });

  test('a task for someone who is not a member is refused', async () => {
    const { count: before } = await admin().from('party_tasks').select('id', { count: 'exact', head: true }).eq('party_id', partyId);
    const ins = await owner().from('party_tasks').insert({ party_id: partyId, title: 'Order cake', owner_id: team.ids.stranger });
    expect(ins.error?.message).toMatch(/owner must be a member/);
    expect(ins.status).toBe(400);
    const task = await addTask('Order balloons');
    const upd = await owner().from('party_tasks').update({ owner_id: team.ids.stranger }).eq('id', task.id);
    expect(upd.error?.message).toMatch(/owner must be a member/);
    const { count: after } = await admin().from('party_tasks').select('id', { count: 'exact', head: true }).eq('party_id', partyId);
    expect(after).toBe(before! + 1);
    expect((await admin().from('party_tasks').select('owner_id').eq('id', task.id).single()).data!.owner_id).toBeNull();
  });

  test('a task with an empty title or very long notes is refused', async () => {
    const a = await owner().from('party_tasks').insert({ party_id: partyId, title: '  ' });
    expect(a.error?.message).toMatch(/title of 1 to 200/);
    const b = await owner()
      .from('party_tasks')
      .insert({ party_id: partyId, title: 'Fine', notes: 'x'.repeat(2001) });
    expect(b.error?.message).toMatch(/2,000 characters/);
  });

  test('who ticked and when cannot be written by hand', async () => {
    const t = await addTask('Hang lanterns');
    const forged = await owner()
      .from('party_tasks')
      .update({ done: true, done_by: team.ids.view_only, done_at: '2000-01-01T00:00:00Z' })
      .eq('id', t.id)
      .select('done, done_by, done_at')
      .single();
    expect(forged.error).toBeNull();
    expect(forged.data!.done).toBe(true);
    expect(forged.data!.done_by).toBe(team.ids.owner);
    expect(forged.data!.done_at).not.toMatch(/^2000/);
    const again = await owner().from('party_tasks').update({ done_by: team.ids.view_only, notes: 'Blue ones' }).eq('id', t.id).select('done_by').single();
    expect(again.data!.done_by).toBe(team.ids.owner);
  });

  test('reordering with a task of another party is refused', async () => {
    const other = await makeParty(team, { party_type: 'Housewarming' });
    const foreign = await admin().from('party_tasks').insert({ party_id: other, title: 'Foreign' }).select('id').single();
    const mine = await addTask('Mine');
    const { error } = await owner().rpc('reorder_party_tasks', { p_party_id: partyId, p_task_ids: [mine.id, foreign.data!.id] });
    expect(error?.code).toBe('PT404');
  });
});

describe('the timeline becomes tasks (docs/decisions.md#the-timeline-becomes-tasks)', () => {
  const timeline = (pre: [string, string][], during: [string, string][] = []) => ({
    preParty: pre.map(([task, timeframe]) => ({ task, timeframe })),
    duringParty: during.map(([task, timeframe]) => ({ task, timeframe })),
    afterParty: [],
  });

  test('saving a timeline adds its items; regenerating keeps ticked, assigned and noted tasks', async () => {
    const id = await makeParty(team, { party_type: 'Housewarming' });
    const owner = team.clients.owner;
    const first = timeline(
      [
        ['Send invites', '3 weeks before'],
        ['Buy drinks', '2 days before'],
        ['Book DJ', '1 month before'],
        ['Clean', 'Day of'],
      ],
      [['Welcome', 'Start']],
    );
    expect(
      (
        await owner
          .from('party_plans')
          .update({ selected_suggestions: { timeline: first } })
          .eq('id', id)
      ).error,
    ).toBeNull();
    const tasks = async () => (await owner.from('party_tasks').select('*').eq('party_id', id).order('phase').order('position')).data!;
    const made = await tasks();
    expect(made.map((t) => [t.phase, t.title, t.timeframe])).toEqual([
      ['duringParty', 'Welcome', 'Start'],
      ['preParty', 'Send invites', '3 weeks before'],
      ['preParty', 'Buy drinks', '2 days before'],
      ['preParty', 'Book DJ', '1 month before'],
      ['preParty', 'Clean', 'Day of'],
    ]);
    const byTitle = (title: string) => made.find((t) => t.title === title)!;
    await owner.rpc('set_party_task_done', { p_task_id: byTitle('Send invites').id, p_done: true });
    await owner.from('party_tasks').update({ owner_id: team.ids.view_only }).eq('id', byTitle('Buy drinks').id);
    await owner.from('party_tasks').update({ notes: 'Call Sam' }).eq('id', byTitle('Book DJ').id);

    // 'More Ideas' / regenerate: a new timeline without any of the old items.
    const second = timeline([['Order cake', '1 week before']]);
    expect(
      (
        await owner
          .from('party_plans')
          .update({ selected_suggestions: { timeline: second } })
          .eq('id', id)
      ).error,
    ).toBeNull();
    const after = await tasks();
    expect(after.map((t) => t.title).sort()).toEqual(['Book DJ', 'Buy drinks', 'Order cake', 'Send invites']);
    expect(after.find((t) => t.title === 'Send invites')!.done).toBe(true);
    expect(after.find((t) => t.title === 'Buy drinks')!.owner_id).toBe(team.ids.view_only);
    // Saving the same timeline again changes nothing.
    await owner
      .from('party_plans')
      .update({ selected_suggestions: { timeline: second, themes: ['x'] } })
      .eq('id', id);
    expect((await tasks()).length).toBe(4);
  });

  test('a member who leaves no longer owns tasks', async () => {
    const id = await makeParty(team, { party_type: 'Baby Shower' });
    const t = await admin().from('party_tasks').insert({ party_id: id, title: 'Bring chairs', owner_id: team.ids.view_only }).select('id').single();
    const left = await team.clients.view_only.from('party_members').delete().eq('party_id', id).eq('user_id', team.ids.view_only);
    expect(left.error).toBeNull();
    expect((await admin().from('party_tasks').select('owner_id').eq('id', t.data!.id).single()).data!.owner_id).toBeNull();
  });
});

describe('My tasks and live ticks', () => {
  test("a user's open tasks across parties come with their party, in one query", async () => {
    const other = await makeParty(team, { party_type: 'Graduation', date: '2027-06-01' });
    const ins = await admin()
      .from('party_tasks')
      .insert([
        { party_id: partyId, title: 'Mine, open', owner_id: team.ids.collaborator, timeframe: null, done: false },
        { party_id: other, title: 'Mine, elsewhere', owner_id: team.ids.collaborator, timeframe: '1 week before', done: false },
        { party_id: other, title: 'Mine, done', owner_id: team.ids.collaborator, timeframe: null, done: true },
      ]);
    expect(ins.error).toBeNull();
    const { data, error } = await team.clients.collaborator
      .from('party_tasks')
      .select('id, title, timeframe, due_date, phase, party_id, party_plans(id, party_name, party_type, date)')
      .eq('owner_id', team.ids.collaborator)
      .eq('done', false);
    expect(error).toBeNull();
    const titles = data!.map((t) => t.title);
    expect(titles).toEqual(expect.arrayContaining(['Mine, open', 'Mine, elsewhere']));
    expect(titles).not.toContain('Mine, done');
    expect(data!.find((t) => t.title === 'Mine, elsewhere')!.party_plans).toMatchObject({ party_type: 'Graduation', date: '2027-06-01' });
  });

  test("a tick by the task's owner reaches the party's owner live; a stranger hears nothing", async () => {
    const task = await addTask('Pick up balloons', { owner_id: team.ids.view_only });
    const gotOwner = collector<{ new: { id: string; done: boolean } }>();
    const gotStranger = collector<unknown>();
    const filter = { event: 'UPDATE', schema: 'public', table: 'party_tasks', filter: `party_id=eq.${partyId}` } as const;
    await subscribed(team.clients.owner.channel(`tasks-owner-${partyId}`).on('postgres_changes', filter, gotOwner.push));
    await subscribed(team.clients.stranger.channel(`tasks-stranger-${partyId}`).on('postgres_changes', filter, gotStranger.push));
    const fence = await deliveryFence({ client: team.clients.stranger, userId: team.ids.stranger });
    const { error } = await team.clients.view_only.rpc('set_party_task_done', { p_task_id: task.id, p_done: true });
    expect(error).toBeNull();
    const items = await gotOwner.until((i) => i.some((c) => c.new.id === task.id && c.new.done), 2000);
    expect(items.length).toBeGreaterThan(0);
    await fence.pass();
    expect(gotStranger.items).toEqual([]);
    await fence.close();
  });
});
