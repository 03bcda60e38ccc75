// The lists that now page or start from the user's rows (docs/architecture.md#public-lists-are-paged,
// #start-from-the-users-rows) answer the same rows, in the same order, as the reads they replaced,
// for every role.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_READS, type FirstPageRead } from '../../src/lib/prefetch.ts';
import { nextCursor, pageAfter, PUBLIC_PAGE_SIZE } from '../../src/lib/public-pages.ts';
import { apiUrl, serviceClient } from './clients.ts';
import { ACTORS, makeParty, makeTeam, type Actor, type Client, type Team } from './fixtures.ts';

let team: Team;
let partyId: string;

type Row = { id: string; created_at: string };

/** A REST read with the anon key, as src/lib/public-rest.ts makes it. */
async function readPublic(read: string, token = inject('anonKey')): Promise<Row[]> {
  const res = await fetch(`${apiUrl()}/rest/v1/${read}`, { headers: { apikey: inject('anonKey'), Authorization: `Bearer ${token}` } });
  expect(res.status, read).toBe(200);
  return (await res.json()) as Row[];
}

/** Every page of a list, the way 'Load more' asks for them. */
async function allPages(first: FirstPageRead, token?: string): Promise<Row[]> {
  const rows: Row[] = [];
  let page = await readPublic(first, token);
  for (;;) {
    expect(page.length).toBeLessThanOrEqual(PUBLIC_PAGE_SIZE);
    rows.push(...page);
    const cursor = nextCursor(page);
    if (!cursor) return rows;
    page = await readPublic(pageAfter(first, cursor), token);
  }
}

/** Rows as the old reads ordered them (created_at only): ties may come in any order, so ties are compared by id. */
const byOldOrder = (rows: Row[]) => rows.map((r) => `${r.created_at}`);

beforeAll(async () => {
  team = await makeTeam('lists');
  partyId = await makeParty(team);
  // Public plans and templates, a third of them made at the very same instant: the pages must
  // neither skip nor repeat rows that tie on created_at.
  const at = new Date(Date.now() - 60_000).toISOString();
  const plans = Array.from({ length: 2 * PUBLIC_PAGE_SIZE + 5 }, (_, i) => ({
    user_id: team.ids.owner,
    party_type: 'Housewarming',
    guest_count: 5 + i,
    is_public: true,
    created_at: i % 3 === 0 ? at : new Date(Date.now() - 120_000 + i * 1000).toISOString(),
  }));
  const made = await team.clients.owner.from('party_plans').insert(plans).select('id, created_at');
  expect(made.error).toBeNull();
  const templates = made.data!.map((p, i) => ({
    original_party_id: p.id,
    created_by: team.ids.owner,
    party_type: 'Housewarming',
    guest_count: 5 + i,
    created_at: p.created_at,
  }));
  const shared = await team.clients.owner.from('party_templates').insert(templates);
  expect(shared.error).toBeNull();
}, 60_000);

describe.each([
  ['Public Parties', PUBLIC_READS.publicParties, 'public_party_plans?select=*&order=created_at.desc'],
  ['Public Templates', PUBLIC_READS.templates, 'party_templates?select=*&order=created_at.desc'],
] as const)('%s, page by page', (_name, first, old) => {
  it('gives every row the single read gave, once each, newest first, to visitors and signed-in users alike', async () => {
    const before = await readPublic(old);
    // Under max_rows, so the single read was the whole list.
    expect(before.length).toBeGreaterThan(2 * PUBLIC_PAGE_SIZE);
    expect(before.length).toBeLessThan(1000);
    for (const token of [undefined, (await team.clients.stranger.auth.getSession()).data.session!.access_token]) {
      const paged = await allPages(first, token);
      expect(new Set(paged.map((r) => r.id)).size).toBe(paged.length);
      expect(paged.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
      expect(byOldOrder(paged)).toEqual(byOldOrder(before));
      // Within a tie, the newer-looking id first: the order is total, so a page boundary cannot move.
      const misordered = paged.filter((r, i) => i > 0 && r.created_at === paged[i - 1].created_at && !(r.id < paged[i - 1].id));
      expect(misordered).toEqual([]);
    }
  });
});

describe('My Parties starts from the user’s rows', () => {
  const oldRead = (client: Client, userId: string) =>
    client.from('party_plans').select('*, party_members(permission_level)').eq('party_members.user_id', userId).order('created_at', { ascending: false });
  const newRead = (client: Client, userId: string) =>
    client
      .rpc('get_my_parties', undefined, { get: true })
      .select('*, party_members(permission_level)')
      .eq('party_members.user_id', userId)
      .order('created_at', { ascending: false });

  it.each(ACTORS.filter((a) => a !== 'anonymous'))('%s gets the same plans, in the same order, with the same membership', async (actor) => {
    // Another plan of the owner's, and one of a stranger's the others must not see.
    const userId = team.ids[actor as Exclude<Actor, 'anonymous'>];
    await team.clients[actor].from('party_plans').insert({ user_id: userId, party_type: 'Graduation', guest_count: 3 });
    const before = await oldRead(team.clients[actor], userId);
    const after = await newRead(team.clients[actor], userId);
    expect(before.error).toBeNull();
    expect(after.error).toBeNull();
    expect(after.data).toEqual(before.data);
    const ids = (after.data as unknown as { id: string }[]).map((p) => p.id);
    expect(ids.includes(partyId)).toBe(actor !== 'stranger');
  });

  it('a visitor may not ask for it', async () => {
    const { error } = await team.clients.anonymous.rpc('get_my_parties', undefined, { get: true });
    expect(error?.code).toBe('42501');
  });

  it('a membership ended is a party gone from the list', async () => {
    const removed = await serviceClient().from('party_members').delete().eq('party_id', partyId).eq('user_id', team.ids.view_only);
    expect(removed.error).toBeNull();
    const after = await newRead(team.clients.view_only, team.ids.view_only);
    expect((after.data as unknown as { id: string }[]).map((p) => p.id)).not.toContain(partyId);
  });
});
