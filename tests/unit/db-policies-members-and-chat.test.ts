/**
 * Party members (who sees, adds, changes and removes them) and the party chat's rules.
 */
import { describe, expect, it } from 'vitest';
import {
  attempt,
  claimsOf,
  everyoneSignedIn,
  managers,
  partyId,
  publicPartyId,
  ROLES,
  rowsOf,
  run,
  service,
  setUpPolicyFixture,
  users,
} from './db-policies-fixture.ts';

setUpPolicyFixture();

describe('party_members', () => {
  it.each(ROLES.map((who) => [who, everyoneSignedIn.includes(who) ? 'all' : 'no'] as const))('%s sees %s members', async (who, which) => {
    const all = rowsOf(await run<{ n: number }>(service, `select count(*)::int as n from public.party_members where party_id = $1`, [partyId]))[0].n;
    expect(all).toBeGreaterThanOrEqual(3);
    const seen = rowsOf(await run(claimsOf(who), `select id from public.party_members where party_id = $1`, [partyId]));
    expect(seen).toHaveLength(which === 'all' ? all : 0);
  });

  it.each(ROLES)('%s may not add a member (memberships come from accepted invitations)', async (who) => {
    const out = await attempt(
      claimsOf(who),
      `insert into public.party_members (party_id, user_id, permission_level) values ($1, $2, 'view_only') returning id`,
      [partyId, users.stranger.id],
    );
    expect(out.error?.code).toBe('42501');
  });

  it.each(['owner', 'co_admin'] as const)('%s may not move a membership to another user or party', async (who) => {
    for (const set of [`user_id = '${users.stranger.id}'`, `party_id = '${publicPartyId}'`, `id = gen_random_uuid()`]) {
      const out = await attempt(claimsOf(who), `update public.party_members set ${set} where party_id = $1 and user_id = $2 returning id`, [
        partyId,
        users.view_only.id,
      ]);
      expect(out.error?.code).toBe('42501');
    }
  });

  it.each(ROLES.map((who) => [who, managers.includes(who)] as const))('%s may change a member level: %s', async (who, allowed) => {
    const out = await attempt(
      claimsOf(who),
      `update public.party_members set permission_level = 'co_admin' where party_id = $1 and user_id = $2 returning id`,
      [partyId, users.view_only.id],
    );
    if (who === 'anonymous') expect(out.error?.code).toBe('42501');
    else expect(rowsOf(out)).toHaveLength(allowed ? 1 : 0);
  });

  it('a member may leave, but not remove someone else', async () => {
    expect(
      rowsOf(
        await attempt(claimsOf('view_only'), `delete from public.party_members where party_id = $1 and user_id = $2 returning id`, [
          partyId,
          users.view_only.id,
        ]),
      ),
    ).toHaveLength(1);
    expect(
      rowsOf(
        await attempt(claimsOf('view_only'), `delete from public.party_members where party_id = $1 and user_id = $2 returning id`, [
          partyId,
          users.collaborator.id,
        ]),
      ),
    ).toEqual([]);
    expect(
      rowsOf(
        await attempt(claimsOf('co_admin'), `delete from public.party_members where party_id = $1 and user_id = $2 returning id`, [
          partyId,
          users.collaborator.id,
        ]),
      ),
    ).toHaveLength(1);
  });

  it('rejects an unknown permission level', async () => {
    const out = await attempt(claimsOf('owner'), `update public.party_members set permission_level = 'owner' where party_id = $1 and user_id = $2`, [
      partyId,
      users.view_only.id,
    ]);
    expect(out.error?.code).toBe('23514');
  });
});

describe('party_chat_messages', () => {
  it('a member cannot post as someone else', async () => {
    const out = await attempt(claimsOf('collaborator'), `insert into public.party_chat_messages (party_id, user_id, message) values ($1, $2, 'fake')`, [
      partyId,
      users.owner.id,
    ]);
    expect(out.error?.code).toBe('42501');
  });

  it('user_id defaults to the caller; messages cannot be edited or deleted', async () => {
    const rows = rowsOf(
      await run<{ id: string; user_id: string }>(
        claimsOf('view_only'),
        `insert into public.party_chat_messages (party_id, message) values ($1, 'from viewer') returning id, user_id`,
        [partyId],
      ),
    );
    expect(rows[0].user_id).toBe(users.view_only.id);
    expect((await attempt(claimsOf('view_only'), `update public.party_chat_messages set message = 'x' where id = $1`, [rows[0].id])).error?.code).toBe('42501');
    expect((await attempt(claimsOf('owner'), `delete from public.party_chat_messages where id = $1`, [rows[0].id])).error?.code).toBe('42501');
  });

  it('rejects blank text and unknown message types', async () => {
    expect((await attempt(claimsOf('owner'), `insert into public.party_chat_messages (party_id, message) values ($1, '   ')`, [partyId])).error?.code).toBe(
      '23514',
    );
    expect(
      (await attempt(claimsOf('owner'), `insert into public.party_chat_messages (party_id, message, message_type) values ($1, 'x', 'gif')`, [partyId])).error
        ?.code,
    ).toBe('23514');
    const file = await attempt(
      claimsOf('owner'),
      `insert into public.party_chat_messages (party_id, message, message_type, file_url, file_name, file_type) values ($1, 'photo.png', 'image', 'https://x/photo.png', 'photo.png', 'image/png') returning id`,
      [partyId],
    );
    expect(rowsOf(file)).toHaveLength(1);
  });

  it('chat rows come back ascending by created_at', async () => {
    const rows = rowsOf(
      await run<{ created_at: Date }>(claimsOf('owner'), `select created_at from public.party_chat_messages where party_id = $1 order by created_at`, [
        partyId,
      ]),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
