/**
 * Profiles: each user reads and writes their own, never someone else's, and not Pro.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attempt, claimsOf, createUser, db, partyId, rowsOf, run, setUpPolicyFixture, users, type Who } from './db-policies-fixture.ts';

setUpPolicyFixture();

describe('profiles', () => {
  it('the trigger creates a profile from sign-up metadata (full_name, else name; avatar_url)', async () => {
    const a = await createUser(`meta-a-${randomUUID().slice(0, 6)}@example.test`, { full_name: 'Ada Lovelace', avatar_url: 'https://x/a.png' });
    const b = await createUser(`meta-b-${randomUUID().slice(0, 6)}@example.test`, { name: 'Grace Hopper' });
    const rows = await db.query(
      `select id, full_name, avatar_url, email is not null as has_email, is_pro from public.profiles where id in ($1, $2) order by full_name`,
      [a, b],
    );
    expect(rows.rows).toEqual([
      { id: a, full_name: 'Ada Lovelace', avatar_url: 'https://x/a.png', has_email: true, is_pro: false },
      { id: b, full_name: 'Grace Hopper', avatar_url: null, has_email: true, is_pro: false },
    ]);
  });

  it('a user reads and updates their own profile (upsert as the app sends it)', async () => {
    const me = users.stranger;
    const out = await run<{ full_name: string }>(
      claimsOf('stranger'),
      `insert into public.profiles (id, email, full_name, bio, avatar_url, updated_at) values ($1, $2, 'New Name', 'bio', null, now())
       on conflict (id) do update set id = excluded.id, email = excluded.email, full_name = excluded.full_name, bio = excluded.bio,
         avatar_url = excluded.avatar_url, updated_at = excluded.updated_at
       returning full_name`,
      [me.id, me.email],
    );
    expect(rowsOf(out)).toEqual([{ full_name: 'New Name' }]);
  });

  it('everyone reads their own profile only; co-members come from get_party_people', async () => {
    const ids = [users.owner.id, users.co_admin.id, users.collaborator.id, users.view_only.id];
    expect(rowsOf(await run(claimsOf('view_only'), `select id from public.profiles where id = any($1::uuid[])`, [ids]))).toEqual([{ id: users.view_only.id }]);
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.profiles where id = any($1::uuid[])`, [ids]))).toEqual([]);
    expect(rowsOf(await run(claimsOf('anonymous'), `select id from public.profiles`))).toEqual([]);
  });

  type Person = { user_id: string; member_id: string | null; permission_level: string; full_name: string | null; email: string | null };
  const people = async (who: Who) => rowsOf(await run<{ r: Person[] }>(claimsOf(who), `select public.get_party_people($1) as r`, [partyId]))[0].r;

  it.each(['collaborator', 'view_only'] as const)('get_party_people: a %s sees names of owner and members, only their own e-mail', async (who) => {
    const list = await people(who);
    // Other tests add members through accepted invitations; the fixture's three are among them.
    const fixture = [users.co_admin.id, users.collaborator.id, users.view_only.id];
    expect(
      list
        .filter((p) => fixture.includes(p.user_id))
        .map((p) => p.permission_level)
        .sort(),
    ).toEqual(['co_admin', 'collaborator', 'view_only']);
    expect(list[0]).toMatchObject({ user_id: users.owner.id, member_id: null, full_name: 'Test owner', email: null });
    for (const p of list) expect(p.email).toBe(p.user_id === users[who].id ? users[who].email : null);
  });

  it.each(['owner', 'co_admin'] as const)('get_party_people: a %s sees the members e-mail addresses', async (who) => {
    const list = await people(who);
    const byId = Object.fromEntries(list.map((p) => [p.user_id, p.email]));
    for (const m of ['co_admin', 'collaborator', 'view_only'] as const) expect(byId[users[m].id]).toBe(users[m].email);
    expect(byId[users.owner.id]).toBe(who === 'owner' ? users.owner.email : null);
  });

  it('get_party_people: a stranger gets an empty list, a visitor is refused', async () => {
    expect(await people('stranger')).toEqual([]);
    expect((await run(claimsOf('anonymous'), `select public.get_party_people($1)`, [partyId])).error?.code).toBe('42501');
  });

  it('nobody writes someone else profile, or their own is_pro', async () => {
    expect(rowsOf(await attempt(claimsOf('co_admin'), `update public.profiles set bio = 'x' where id = $1 returning id`, [users.owner.id]))).toEqual([]);
    expect((await attempt(claimsOf('owner'), `update public.profiles set is_pro = true where id = $1`, [users.owner.id])).error?.code).toBe('42501');
    expect((await attempt(claimsOf('owner'), `delete from public.profiles where id = $1`, [users.owner.id])).error?.code).toBe('42501');
  });
});
