/**
 * Who may read and change a party plan: the permission matrix of a private party, the private
 * fields (location, date, special requests), party_plans' column rules and get_user_party_permission.
 * The fixture and harness: ./db-policies-fixture.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  attempt,
  claimsOf,
  editors,
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
  type Who,
} from './db-policies-fixture.ts';

setUpPolicyFixture();

interface Action {
  name: string;
  /** The statement returns the affected rows: one row means the action went through. */
  sql: (who: Who) => string;
  params: (who: Who) => unknown[];
  allowed: Who[];
  /** When denied, the action must fail with this SQLSTATE (otherwise: no error, no rows). */
  deniedCode?: Partial<Record<Who, string>>;
}

const actions: Action[] = [
  {
    name: 'read plan',
    sql: () => `select id, location, date, special_requests from public.party_plans where id = $1`,
    params: () => [partyId],
    allowed: everyoneSignedIn,
  },
  {
    name: 'edit plan',
    sql: () => `update public.party_plans set ideas = 'edited', selected_suggestions = '{"themes":["x"]}' where id = $1 returning id`,
    params: () => [partyId],
    allowed: editors,
    deniedCode: { anonymous: '42501' },
  },
  {
    name: 'delete plan',
    sql: () => `delete from public.party_plans where id = $1 returning id`,
    params: () => [partyId],
    allowed: managers,
    deniedCode: { anonymous: '42501' },
  },
  {
    name: 'toggle public',
    sql: () => `update public.party_plans set is_public = true where id = $1 returning id`,
    params: () => [partyId],
    allowed: managers,
    deniedCode: { collaborator: '42501', anonymous: '42501' },
  },
  {
    name: 'invite',
    sql: () =>
      `insert into public.party_invitations (party_id, invited_email, permission_level, response_type)
       values ($1, $2, 'view_only', 'attendance') returning id`,
    params: (who) => [partyId, `invitee-from-${who}@example.test`],
    allowed: managers,
    deniedCode: { collaborator: '42501', view_only: '42501', stranger: '42501', anonymous: '42501' },
  },
  {
    name: 'read chat',
    sql: () => `select id from public.party_chat_messages where party_id = $1`,
    params: () => [partyId],
    allowed: everyoneSignedIn,
  },
  {
    name: 'write chat',
    sql: () => `insert into public.party_chat_messages (party_id, user_id, message) values ($1, $2, 'hi') returning id`,
    params: (who) => [partyId, who === 'anonymous' ? null : users[who].id],
    allowed: everyoneSignedIn,
    deniedCode: { stranger: '42501', anonymous: '42501' },
  },
  {
    name: 'add vendor',
    sql: () =>
      `insert into public.party_vendors (party_id, name, category, price_level, rating, source, business_status)
       values ($1, 'Cake Co', 'Bakery/Cakes', '$$', 4.5, 'user_added', 'OPERATIONAL') returning id`,
    params: () => [partyId],
    allowed: editors,
    deniedCode: { view_only: '42501', stranger: '42501', anonymous: '42501' },
  },
];

describe('permission matrix on a private party', () => {
  const cells = actions.flatMap((action) => ROLES.map((who) => ({ action, who, allowed: action.allowed.includes(who) })));

  it.each(cells.map((c) => [c.action.name, c.who, c.allowed ? 'allowed' : 'denied', c] as const))(
    '%s as %s: %s',
    async (_name, who, _verdict, { action, allowed }) => {
      const out = await attempt(claimsOf(who), action.sql(who), action.params(who));
      if (allowed) {
        expect(out.error).toBeUndefined();
        expect(out.rows).toHaveLength(1);
        return;
      }
      const code = action.deniedCode?.[who];
      if (code) {
        expect(out.error?.code).toBe(code);
      } else {
        expect(out.error).toBeUndefined();
        expect(out.rows).toHaveLength(0);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// docs/decisions.md#location-and-date-are-private: location, date and special_requests stay with owner and members.
// ---------------------------------------------------------------------------------------------

describe('private fields (docs/decisions.md#location-and-date-are-private)', () => {
  const privateColumns = ['location', 'date', 'special_requests'];

  it.each(['stranger', 'anonymous'] as const)('%s reads no plan row from party_plans, public or not', async (who) => {
    const rows = rowsOf(await run(claimsOf(who), `select * from public.party_plans where id = any($1::uuid[])`, [[partyId, publicPartyId]]));
    expect(rows).toEqual([]);
  });

  it('anonymous sees nothing at all in party_plans, even with seeded public plans', async () => {
    expect(rowsOf(await run(claimsOf('anonymous'), `select count(*)::int as n from public.party_plans`))).toEqual([{ n: 0 }]);
  });

  it.each(['stranger', 'anonymous', 'view_only'] as const)('%s reads a public plan through public_party_plans without private columns', async (who) => {
    const rows = rowsOf(await run(claimsOf(who), `select * from public.public_party_plans where id = $1`, [publicPartyId]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: publicPartyId, party_type: 'Graduation', ideas: 'public ideas', is_public: true });
    for (const col of privateColumns) expect(rows[0]).not.toHaveProperty(col);
  });

  it('public_party_plans has no private column to ask for and lists no private plan', async () => {
    const cols = rowsOf(
      await run<{ column_name: string }>(
        claimsOf('anonymous'),
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'public_party_plans'`,
      ),
    ).map((r) => r.column_name);
    expect(cols).toContain('party_type');
    for (const col of privateColumns) expect(cols).not.toContain(col);

    const bad = await run(claimsOf('anonymous'), `select location from public.public_party_plans`);
    expect(bad.error?.code).toBe('42703');
    const priv = rowsOf(await run(claimsOf('stranger'), `select id from public.public_party_plans where id = $1`, [partyId]));
    expect(priv).toEqual([]);
  });

  it('public_party_plans lists the seeded public plans newest first', async () => {
    const rows = rowsOf(await run<{ party_type: string }>(claimsOf('anonymous'), `select party_type from public.public_party_plans order by created_at desc`));
    expect(rows.length).toBeGreaterThanOrEqual(12);
  });

  it.each(['stranger', 'anonymous', 'view_only', 'collaborator'] as const)('%s cannot write through public_party_plans', async (who) => {
    const upd = await attempt(claimsOf(who), `update public.public_party_plans set ideas = 'hacked' where id = $1 returning id`, [publicPartyId]);
    expect(upd.error?.code).toBe('42501');
    const del = await attempt(claimsOf(who), `delete from public.public_party_plans where id = $1`, [publicPartyId]);
    expect(del.error?.code).toBe('42501');
  });

  it.each(everyoneSignedIn)('%s (owner or member) reads location, date and special_requests', async (who) => {
    const rows = rowsOf(await run(claimsOf(who), `select location, date::text as date, special_requests from public.party_plans where id = $1`, [partyId]));
    expect(rows).toEqual([{ location: 'Secret Street 1', date: '2030-01-01', special_requests: 'secret request' }]);
  });

  it('a stranger lists only their own plans', async () => {
    const mine = randomUUID();
    await run(claimsOf('stranger'), `insert into public.party_plans (id, user_id, party_type, guest_count) values ($1, $2, 'Housewarming', 4)`, [
      mine,
      users.stranger.id,
    ]);
    const rows = rowsOf(await run<{ id: string }>(claimsOf('stranger'), `select id from public.party_plans order by created_at desc`));
    expect(rows.map((r) => r.id)).toEqual([mine]);
  });

  it('vendors are readable by the owner and members only, even of a public plan (addresses give the city away)', async () => {
    for (const who of ['anonymous', 'stranger'] as const) {
      expect(rowsOf(await run(claimsOf(who), `select name from public.party_vendors where party_id = $1`, [publicPartyId]))).toEqual([]);
    }
    for (const who of ['anonymous', 'stranger'] as const) {
      expect(rowsOf(await run(claimsOf(who), `select name from public.party_vendors where party_id = $1`, [partyId]))).toEqual([]);
    }
    expect(rowsOf(await run(claimsOf('view_only'), `select name from public.party_vendors where party_id = $1`, [partyId]))).toEqual([
      { name: 'Private Caterer' },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// party_plans column rules
// ---------------------------------------------------------------------------------------------

describe('party_plans rules', () => {
  it.each(['owner', 'co_admin', 'collaborator'] as const)('%s cannot change user_id', async (who) => {
    const newOwner = who === 'owner' ? users.stranger.id : users[who].id;
    const out = await attempt(claimsOf(who), `update public.party_plans set user_id = $2 where id = $1 returning id`, [partyId, newOwner]);
    expect(out.error?.code).toBe('42501');
  });

  it('a collaborator may save the plan with is_public unchanged', async () => {
    const out = await attempt(claimsOf('collaborator'), `update public.party_plans set is_public = false, party_name = 'New' where id = $1 returning id`, [
      partyId,
    ]);
    expect(rowsOf(out)).toHaveLength(1);
  });

  it('nobody creates a plan for someone else', async () => {
    const out = await attempt(claimsOf('stranger'), `insert into public.party_plans (user_id, party_type, guest_count) values ($1, 'Graduation', 3)`, [
      users.owner.id,
    ]);
    expect(out.error?.code).toBe('42501');
  });

  it('user_id defaults to the caller', async () => {
    const rows = rowsOf(
      await attempt<{ user_id: string }>(
        claimsOf('stranger'),
        `insert into public.party_plans (party_type, guest_count) values ('Graduation', 3) returning user_id`,
      ),
    );
    expect(rows).toEqual([{ user_id: users.stranger.id }]);
  });

  it.each([
    ['an unknown party type', `insert into public.party_plans (party_type, guest_count) values ('Rave', 3)`],
    ['an unknown budget', `insert into public.party_plans (party_type, guest_count, budget) values ('Graduation', 3, 'lavish')`],
    ['zero guests', `insert into public.party_plans (party_type, guest_count) values ('Graduation', 0)`],
  ])('rejects %s with 23514', async (_label, sql) => {
    const out = await attempt(claimsOf('stranger'), sql);
    expect(out.error?.code).toBe('23514');
  });

  it('service role may do anything (edge functions)', async () => {
    const out = await attempt(service, `update public.party_plans set is_public = true, photo_url = 'x' where id = $1 returning id`, [partyId]);
    expect(rowsOf(out)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// get_user_party_permission
// ---------------------------------------------------------------------------------------------

describe('get_user_party_permission', () => {
  const expected: Record<Who, string> = {
    owner: 'owner',
    co_admin: 'co_admin',
    collaborator: 'collaborator',
    view_only: 'view_only',
    stranger: 'none',
    anonymous: 'none',
  };

  it.each(ROLES)('answers %s for the caller', async (who) => {
    const uid = who === 'anonymous' ? null : users[who].id;
    const rows = rowsOf(await run(claimsOf(who), `select public.get_user_party_permission($1, $2) as p`, [partyId, uid]));
    expect(rows[0].p).toBe(expected[who]);
  });

  it('a caller asking about someone else gets none', async () => {
    const rows = rowsOf(await run(claimsOf('stranger'), `select public.get_user_party_permission($1, $2) as p`, [partyId, users.owner.id]));
    expect(rows[0].p).toBe('none');
  });

  it('the service role may ask about anyone', async () => {
    const rows = rowsOf(await run(service, `select public.get_user_party_permission($1, $2) as p`, [partyId, users.collaborator.id]));
    expect(rows[0].p).toBe('collaborator');
  });
});
