/**
 * The database's permission model, checked straight against the migrated schema: an in-memory
 * PGlite, the project's migrations and seed, and asRole() running each statement as an API role
 * with request.jwt.claims set, the way PostgREST does.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, isPgError, type Database } from '../../supabase/local/db/index.ts';
import { migrate, type MigrateResult } from '../../supabase/local/db/migrate.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import type { JwtClaims } from '../../supabase/local/jwt.ts';

const supabaseDir = path.resolve(import.meta.dirname, '../../supabase');

// ---------------------------------------------------------------------------------------------
// Harness
// ---------------------------------------------------------------------------------------------

/**
 * A fresh in-memory PGlite. Set DB_POLICIES_DATABASE_URL to an empty PostgreSQL 15+ database to run
 * the same suite on a real server instead (checks the migrations stay portable to hosted Supabase).
 */
async function openMemoryDb(): Promise<Database> {
  const url = process.env.DB_POLICIES_DATABASE_URL;
  return url ? openPostgres(url) : openPglite('memory://');
}

type Outcome<T = Record<string, unknown>> = { rows: T[]; error?: undefined } | { rows?: undefined; error: { code?: string; message: string } };

class Rollback<T> extends Error {
  constructor(readonly rows: T[]) {
    super('rollback');
  }
}

let db: Database;
let seedResult: MigrateResult;

/** Runs one statement as `claims` and commits it. Errors come back as values. */
async function run<T = Record<string, unknown>>(claims: JwtClaims, sql: string, params: unknown[] = []): Promise<Outcome<T>> {
  try {
    const r = await asRole(db, claims, (tx) => tx.query<T>(sql, params));
    return { rows: r.rows };
  } catch (e) {
    if (isPgError(e)) return { error: { code: e.code, message: e.message } };
    throw e;
  }
}

/** Like run(), but always rolls back, so a matrix cell never changes what the next one sees. */
async function attempt<T = Record<string, unknown>>(claims: JwtClaims, sql: string, params: unknown[] = []): Promise<Outcome<T>> {
  try {
    await asRole(db, claims, async (tx) => {
      const r = await tx.query<T>(sql, params);
      throw new Rollback(r.rows);
    });
    throw new Error('unreachable');
  } catch (e) {
    if (e instanceof Rollback) return { rows: e.rows as T[] };
    if (isPgError(e)) return { error: { code: e.code, message: e.message } };
    throw e;
  }
}

function rowsOf<T>(o: Outcome<T>): T[] {
  if (o.error) throw new Error(`unexpected error ${o.error.code}: ${o.error.message}`);
  return o.rows;
}

/** Inserts an auth user as the platform would (the profile comes from the trigger). */
async function createUser(email: string, meta: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, '{"provider":"email","providers":["email"]}', now(), now(), now())`,
    [id, email, JSON.stringify(meta)],
  );
  return id;
}

// ---------------------------------------------------------------------------------------------
// Fixture: one private party with a member of every level, plus a stranger and an anonymous visitor.
// ---------------------------------------------------------------------------------------------

const ROLES = ['owner', 'co_admin', 'collaborator', 'view_only', 'stranger', 'anonymous'] as const;
type Who = (typeof ROLES)[number];

const users = {} as Record<Exclude<Who, 'anonymous'>, { id: string; email: string }>;
let partyId: string;
let publicPartyId: string;

function claimsOf(who: Who): JwtClaims {
  if (who === 'anonymous') return { role: 'anon' };
  return { role: 'authenticated', sub: users[who].id, email: users[who].email, aud: 'authenticated' };
}
const service: JwtClaims = { role: 'service_role' };

beforeAll(async () => {
  db = await openMemoryDb();
  seedResult = await migrate(db, supabaseDir, { seed: true });

  for (const who of ['owner', 'co_admin', 'collaborator', 'view_only', 'stranger'] as const) {
    const email = `${who.replace('_', '-')}-${randomUUID().slice(0, 8)}@example.test`;
    users[who] = { id: await createUser(email, { full_name: `Test ${who}` }), email };
  }
  partyId = randomUUID();
  publicPartyId = randomUUID();
  await db.query(
    `insert into public.party_plans (id, user_id, party_type, guest_count, budget, location, date, special_requests, ideas, is_public)
     values ($1, $3, 'Birthday Party', 10, 'moderate', 'Secret Street 1', '2030-01-01', 'secret request', 'private ideas', false),
            ($2, $3, 'Graduation', 20, 'cheap', 'Hidden Avenue 2', '2030-02-02', 'hidden request', 'public ideas', true)`,
    [partyId, publicPartyId, users.owner.id],
  );
  await db.query(
    `insert into public.party_members (party_id, user_id, permission_level)
     values ($1, $2, 'co_admin'), ($1, $3, 'collaborator'), ($1, $4, 'view_only')`,
    [partyId, users.co_admin.id, users.collaborator.id, users.view_only.id],
  );
  await db.query(
    `insert into public.party_chat_messages (party_id, user_id, message) values ($1, $2, 'hello team')`,
    [partyId, users.owner.id],
  );
  await db.query(
    `insert into public.party_vendors (party_id, name, category, created_by) values ($1, 'Private Caterer', 'Catering', $3),
       ($2, 'Public Florist', 'Flowers', $3)`,
    [partyId, publicPartyId, users.owner.id],
  );
}, 60_000);

afterAll(async () => {
  await db?.close();
});

// ---------------------------------------------------------------------------------------------
// The permission matrix: (owner, co_admin, collaborator, view_only, stranger, anonymous) × actions.
// ---------------------------------------------------------------------------------------------

interface Action {
  name: string;
  /** The statement returns the affected rows: one row means the action went through. */
  sql: (who: Who) => string;
  params: (who: Who) => unknown[];
  allowed: Who[];
  /** When denied, the action must fail with this SQLSTATE (otherwise: no error, no rows). */
  deniedCode?: Partial<Record<Who, string>>;
}

const everyoneSignedIn: Who[] = ['owner', 'co_admin', 'collaborator', 'view_only'];
const editors: Who[] = ['owner', 'co_admin', 'collaborator'];
const managers: Who[] = ['owner', 'co_admin'];

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
    const rows = rowsOf(
      await run<{ party_type: string }>(claimsOf('anonymous'), `select party_type from public.public_party_plans order by created_at desc`),
    );
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
      await attempt<{ user_id: string }>(claimsOf('stranger'), `insert into public.party_plans (party_type, guest_count) values ('Graduation', 3) returning user_id`),
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

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

async function makeInvitation(fields: { email?: string; status?: string; expires?: string; level?: string } = {}): Promise<{ id: string; token: string; email: string }> {
  const email = fields.email ?? `guest-${randomUUID().slice(0, 8)}@example.test`;
  const r = await db.query<{ id: string; invitation_token: string }>(
    `insert into public.party_invitations (party_id, invited_by, invited_email, permission_level, status, expires_at)
     values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now() + interval '14 days')) returning id, invitation_token`,
    [partyId, users.owner.id, email, fields.level ?? 'collaborator', fields.status ?? 'pending', fields.expires ?? null],
  );
  return { id: r.rows[0].id, token: r.rows[0].invitation_token, email };
}

async function newUser(tag: string): Promise<{ claims: JwtClaims; id: string; email: string }> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.test`;
  const id = await createUser(email, { full_name: tag });
  return { claims: { role: 'authenticated', sub: id, email }, id, email };
}

describe('party_invitations', () => {
  it('defaults: pending, a 64-hex token, 14 days to expire, no views', async () => {
    const rows = rowsOf(
      await run<{ status: string; invitation_token: string; days: number; view_count: number; invited_by: string }>(
        claimsOf('owner'),
        `insert into public.party_invitations (party_id, invited_email, permission_level, response_type)
         values ($1, 'defaults@example.test', 'view_only', 'collaboration')
         returning status, invitation_token, round(extract(epoch from expires_at - now()) / 86400)::int as days, view_count, invited_by`,
        [partyId],
      ),
    );
    expect(rows[0]).toMatchObject({ status: 'pending', days: 14, view_count: 0, invited_by: users.owner.id });
    expect(rows[0].invitation_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a second pending invitation for the same party and e-mail (any case) gives 23505', async () => {
    const first = await run(claimsOf('co_admin'), `insert into public.party_invitations (party_id, invited_email) values ($1, 'Dup@Example.test')`, [partyId]);
    expect(first.error).toBeUndefined();
    const dup = await run(claimsOf('owner'), `insert into public.party_invitations (party_id, invited_email) values ($1, 'dup@example.TEST')`, [partyId]);
    expect(dup.error?.code).toBe('23505');
  });

  it('bulk insert with one duplicate fails as a whole with 23505', async () => {
    const out = await run(
      claimsOf('owner'),
      `insert into public.party_invitations (party_id, invited_email) values ($1, 'bulk1@example.test'), ($1, 'dup@example.test')`,
      [partyId],
    );
    expect(out.error?.code).toBe('23505');
    expect(rowsOf(await run(claimsOf('owner'), `select id from public.party_invitations where invited_email = 'bulk1@example.test'`))).toEqual([]);
  });

  it('inviting without the right gives 42501', async () => {
    const out = await run(claimsOf('collaborator'), `insert into public.party_invitations (party_id, invited_email) values ($1, 'x@example.test')`, [partyId]);
    expect(out.error?.code).toBe('42501');
  });

  it('invited_by must be the caller', async () => {
    const out = await attempt(claimsOf('owner'), `insert into public.party_invitations (party_id, invited_email, invited_by) values ($1, 'y@example.test', $2)`, [
      partyId,
      users.co_admin.id,
    ]);
    expect(out.error?.code).toBe('42501');
  });

  it('owner and co_admin list a party invitations; members below co_admin and strangers see none', async () => {
    for (const who of ['owner', 'co_admin'] as const) {
      expect(rowsOf(await run(claimsOf(who), `select id from public.party_invitations where party_id = $1`, [partyId])).length).toBeGreaterThan(0);
    }
    for (const who of ['collaborator', 'view_only', 'stranger', 'anonymous'] as const) {
      expect(rowsOf(await run(claimsOf(who), `select id from public.party_invitations where party_id = $1`, [partyId]))).toEqual([]);
    }
  });

  it('the invitee reads no invitation row (nor its token) through the table, before or after accepting', async () => {
    const invitee = await newUser('reader');
    const inv = await makeInvitation({ email: invitee.email.toUpperCase() });
    expect(rowsOf(await run(invitee.claims, `select id, invitation_token from public.party_invitations`))).toEqual([]);
    rowsOf(await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]));
    expect(rowsOf(await run(invitee.claims, `select id, invitation_token from public.party_invitations`))).toEqual([]);
  });

  it('the invitee cannot update or delete the invitation directly', async () => {
    const invitee = await newUser('nosy');
    const inv = await makeInvitation({ email: invitee.email });
    const upd = await attempt(invitee.claims, `update public.party_invitations set status = 'accepted' where id = $1 returning id`, [inv.id]);
    expect(upd.error?.code).toBe('42501');
    const del = rowsOf(await attempt(invitee.claims, `delete from public.party_invitations where id = $1 returning id`, [inv.id]));
    expect(del).toEqual([]);
  });

  it('a manager changes level, kind and expiry of an invitation, never whom it is linked to or its answer', async () => {
    const inv = await makeInvitation();
    expect(
      rowsOf(await attempt(claimsOf('owner'), `update public.party_invitations set permission_level = 'view_only', response_type = 'attendance' where id = $1 returning id`, [inv.id])),
    ).toHaveLength(1);
    for (const set of [`invited_user_id = '${users.stranger.id}'`, `status = 'accepted'`, `invitation_token = repeat('a', 64)`, `party_id = '${publicPartyId}'`]) {
      expect((await attempt(claimsOf('owner'), `update public.party_invitations set ${set} where id = $1`, [inv.id])).error?.code).toBe('42501');
    }
  });

  it('owner and co_admin may update (resend) and delete invitations', async () => {
    const inv = await makeInvitation();
    expect(rowsOf(await attempt(claimsOf('co_admin'), `update public.party_invitations set expires_at = now() + interval '14 days' where id = $1 returning id`, [inv.id]))).toHaveLength(1);
    expect(rowsOf(await attempt(claimsOf('owner'), `delete from public.party_invitations where id = $1 returning id`, [inv.id]))).toHaveLength(1);
    expect(rowsOf(await attempt(claimsOf('collaborator'), `delete from public.party_invitations where id = $1 returning id`, [inv.id]))).toEqual([]);
  });
});

interface InvitationView {
  invitation: Record<string, unknown>;
  inviter_name: string | null;
  party: Record<string, unknown>;
}

describe('get_invitation_by_token', () => {
  it('returns the invitation, inviter name and party summary to any signed-in holder, and counts the view', async () => {
    const inv = await makeInvitation({ level: 'co_admin' });
    const out = rowsOf(await run<{ r: InvitationView }>(claimsOf('stranger'), `select public.get_invitation_by_token($1) as r`, [inv.token]));
    const r = out[0].r;
    expect(r.invitation).toMatchObject({ id: inv.id, party_id: partyId, invited_email: inv.email, permission_level: 'co_admin', status: 'pending' });
    expect(r.invitation).not.toHaveProperty('invitation_token');
    expect(r.inviter_name).toBe('Test owner');
    expect(r.party).toMatchObject({ party_type: 'Birthday Party', location: 'Secret Street 1', date: '2030-01-01', guest_count: 10, budget: 'moderate' });
    await run(claimsOf('stranger'), `select public.get_invitation_by_token($1)`, [inv.token]);
    const views = await db.query<{ view_count: number }>(`select view_count from public.party_invitations where id = $1`, [inv.id]);
    expect(views.rows[0].view_count).toBe(2);
  });

  it('still returns an answered invitation with its status', async () => {
    const inv = await makeInvitation({ status: 'accepted' });
    const out = rowsOf(await run<{ r: InvitationView }>(claimsOf('stranger'), `select public.get_invitation_by_token($1) as r`, [inv.token]));
    expect(out[0].r.invitation.status).toBe('accepted');
  });

  it('unknown token: PT404 (HTTP 404) Invitation not found', async () => {
    const out = await run(claimsOf('stranger'), `select public.get_invitation_by_token($1)`, ['nope'.repeat(16)]);
    expect(out.error).toMatchObject({ code: 'PT404', message: 'Invitation not found' });
  });

  it('anonymous callers are refused with 42501', async () => {
    const inv = await makeInvitation();
    const out = await run(claimsOf('anonymous'), `select public.get_invitation_by_token($1)`, [inv.token]);
    expect(out.error?.code).toBe('42501');
  });

  it('invitations cannot be listed by token through the table', async () => {
    const inv = await makeInvitation();
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.party_invitations where invitation_token = $1`, [inv.token]))).toEqual([]);
  });
});

describe('respond_to_invitation', () => {
  it('accepting creates the membership with the invitation level and links the user', async () => {
    const invitee = await newUser('accepter');
    const inv = await makeInvitation({ level: 'collaborator' });
    const r = rowsOf(await run<{ r: unknown }>(invitee.claims, `select public.respond_to_invitation($1, 'accepted') as r`, [inv.token]));
    expect(r[0].r).toEqual({ party_id: partyId, status: 'accepted', permission_level: 'collaborator' });
    const row = await db.query(`select status, invited_user_id, responded_at is not null as responded from public.party_invitations where id = $1`, [inv.id]);
    expect(row.rows[0]).toEqual({ status: 'accepted', invited_user_id: invitee.id, responded: true });
    const perm = rowsOf(await run<{ p: string }>(invitee.claims, `select public.get_user_party_permission($1, $2) as p`, [partyId, invitee.id]));
    expect(perm[0].p).toBe('collaborator');
    // ...and with it the plan, its location and the chat.
    expect(rowsOf(await run(invitee.claims, `select location from public.party_plans where id = $1`, [partyId]))).toEqual([{ location: 'Secret Street 1' }]);
  });

  it('accepting twice fails: This invitation has already been accepted', async () => {
    const invitee = await newUser('twice');
    const inv = await makeInvitation();
    rowsOf(await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]));
    const again = await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(again.error).toEqual({ code: 'P0001', message: 'This invitation has already been accepted' });
  });

  it('declining sets the status and creates no membership; answering again fails: This invitation has been declined', async () => {
    const invitee = await newUser('decliner');
    const inv = await makeInvitation();
    const r = rowsOf(await run<{ r: unknown }>(invitee.claims, `select public.respond_to_invitation($1, 'declined') as r`, [inv.token]));
    expect(r[0].r).toMatchObject({ status: 'declined' });
    const members = await db.query(`select 1 from public.party_members where user_id = $1`, [invitee.id]);
    expect(members.rows).toEqual([]);
    const again = await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(again.error).toEqual({ code: 'P0001', message: 'This invitation has been declined' });
  });

  it.each([
    ['expired', { expires: new Date(Date.now() - 60_000).toISOString() }, 'This invitation has expired'],
    ['maybe', { status: 'maybe' }, 'This invitation is no longer valid'],
    ['no_response', { status: 'no_response' }, 'This invitation is no longer valid'],
  ] as const)('%s invitation fails: %s', async (_label, fields, message) => {
    const invitee = await newUser('late');
    const inv = await makeInvitation(fields);
    const out = await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(out.error).toEqual({ code: 'P0001', message });
    const members = await db.query(`select 1 from public.party_members where user_id = $1`, [invitee.id]);
    expect(members.rows).toEqual([]);
  });

  it.each([
    ['unknown token', 'missing', 'accepted', { code: 'PT404', message: 'Invitation not found' }],
    ['invalid response', 'valid', 'no_response', { code: '22023', message: 'Invalid response' }],
  ] as const)('%s', async (_label, tokenKind, response, error) => {
    const inv = await makeInvitation();
    const token = tokenKind === 'valid' ? inv.token : 'f'.repeat(64);
    const out = await run(claimsOf('stranger'), `select public.respond_to_invitation($1, $2)`, [token, response]);
    expect(out.error).toEqual(error);
  });

  it('anonymous callers are refused with 42501', async () => {
    const inv = await makeInvitation();
    const out = await run(claimsOf('anonymous'), `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(out.error?.code).toBe('42501');
  });

  it('accepting upgrades an existing membership to the invitation level', async () => {
    const inv = await makeInvitation({ level: 'co_admin' });
    const r = await attempt<{ r: unknown }>(claimsOf('view_only'), `select public.respond_to_invitation($1, 'accepted') as r`, [inv.token]);
    expect(rowsOf(r)[0].r).toMatchObject({ permission_level: 'co_admin' });
  });
});

describe('link_my_invitations', () => {
  it('links invitations sent to the caller e-mail and returns the count', async () => {
    const invitee = await newUser('linker');
    const a = await makeInvitation({ email: invitee.email });
    await makeInvitation({ email: `other-${invitee.email}` });
    const first = rowsOf(await run<{ n: number }>(invitee.claims, `select public.link_my_invitations() as n`));
    expect(first[0].n).toBe(1);
    const row = await db.query(`select invited_user_id from public.party_invitations where id = $1`, [a.id]);
    expect(row.rows[0]).toEqual({ invited_user_id: invitee.id });
    const second = rowsOf(await run<{ n: number }>(invitee.claims, `select public.link_my_invitations() as n`));
    expect(second[0].n).toBe(0);
  });

  it('is not callable anonymously', async () => {
    expect((await run(claimsOf('anonymous'), `select public.link_my_invitations()`)).error?.code).toBe('42501');
  });

  it('an unconfirmed address, or an e-mail claim the account does not hold, links and lists nothing', async () => {
    const unconfirmed = await newUser('unconfirmed');
    await db.query(`update auth.users set email_confirmed_at = null where id = $1`, [unconfirmed.id]);
    const victim = `victim-${randomUUID().slice(0, 8)}@example.test`;
    const inv = await makeInvitation({ email: victim });
    const answered = await makeInvitation({ email: victim, status: 'declined' });
    const stale: JwtClaims = { ...claimsOf('stranger'), email: victim };
    for (const claims of [{ ...unconfirmed.claims, email: unconfirmed.email }, { ...unconfirmed.claims, email: victim }, stale]) {
      expect(rowsOf(await run<{ n: number }>(claims, `select public.link_my_invitations() as n`))[0].n).toBe(0);
      expect(rowsOf(await run<{ r: unknown[] }>(claims, `select public.get_my_invitations() as r`))[0].r).toEqual([]);
    }
    const rows = await db.query(`select invited_user_id from public.party_invitations where id in ($1, $2)`, [inv.id, answered.id]);
    expect(rows.rows).toEqual([{ invited_user_id: null }, { invited_user_id: null }]);
  });
});

// ---------------------------------------------------------------------------------------------
// Members, chat, templates, profiles
// ---------------------------------------------------------------------------------------------

describe('party_members', () => {
  it.each(ROLES.map((who) => [who, everyoneSignedIn.includes(who) ? 'all' : 'no'] as const))('%s sees %s members', async (who, which) => {
    const all = rowsOf(await run<{ n: number }>(service, `select count(*)::int as n from public.party_members where party_id = $1`, [partyId]))[0].n;
    expect(all).toBeGreaterThanOrEqual(3);
    const seen = rowsOf(await run(claimsOf(who), `select id from public.party_members where party_id = $1`, [partyId]));
    expect(seen).toHaveLength(which === 'all' ? all : 0);
  });

  it.each(ROLES)('%s may not add a member (memberships come from accepted invitations)', async (who) => {
    const out = await attempt(claimsOf(who), `insert into public.party_members (party_id, user_id, permission_level) values ($1, $2, 'view_only') returning id`, [
      partyId,
      users.stranger.id,
    ]);
    expect(out.error?.code).toBe('42501');
  });

  it.each(['owner', 'co_admin'] as const)('%s may not move a membership to another user or party', async (who) => {
    for (const set of [`user_id = '${users.stranger.id}'`, `party_id = '${publicPartyId}'`, `id = gen_random_uuid()`]) {
      const out = await attempt(claimsOf(who), `update public.party_members set ${set} where party_id = $1 and user_id = $2 returning id`, [partyId, users.view_only.id]);
      expect(out.error?.code).toBe('42501');
    }
  });

  it.each(ROLES.map((who) => [who, managers.includes(who)] as const))('%s may change a member level: %s', async (who, allowed) => {
    const out = await attempt(claimsOf(who), `update public.party_members set permission_level = 'co_admin' where party_id = $1 and user_id = $2 returning id`, [
      partyId,
      users.view_only.id,
    ]);
    if (who === 'anonymous') expect(out.error?.code).toBe('42501');
    else expect(rowsOf(out)).toHaveLength(allowed ? 1 : 0);
  });

  it('a member may leave, but not remove someone else', async () => {
    expect(rowsOf(await attempt(claimsOf('view_only'), `delete from public.party_members where party_id = $1 and user_id = $2 returning id`, [partyId, users.view_only.id]))).toHaveLength(1);
    expect(rowsOf(await attempt(claimsOf('view_only'), `delete from public.party_members where party_id = $1 and user_id = $2 returning id`, [partyId, users.collaborator.id]))).toEqual([]);
    expect(rowsOf(await attempt(claimsOf('co_admin'), `delete from public.party_members where party_id = $1 and user_id = $2 returning id`, [partyId, users.collaborator.id]))).toHaveLength(1);
  });

  it('rejects an unknown permission level', async () => {
    const out = await attempt(claimsOf('owner'), `update public.party_members set permission_level = 'owner' where party_id = $1 and user_id = $2`, [partyId, users.view_only.id]);
    expect(out.error?.code).toBe('23514');
  });
});

describe('party_chat_messages', () => {
  it('a member cannot post as someone else', async () => {
    const out = await attempt(claimsOf('collaborator'), `insert into public.party_chat_messages (party_id, user_id, message) values ($1, $2, 'fake')`, [partyId, users.owner.id]);
    expect(out.error?.code).toBe('42501');
  });

  it('user_id defaults to the caller; messages cannot be edited or deleted', async () => {
    const rows = rowsOf(
      await run<{ id: string; user_id: string }>(claimsOf('view_only'), `insert into public.party_chat_messages (party_id, message) values ($1, 'from viewer') returning id, user_id`, [partyId]),
    );
    expect(rows[0].user_id).toBe(users.view_only.id);
    expect((await attempt(claimsOf('view_only'), `update public.party_chat_messages set message = 'x' where id = $1`, [rows[0].id])).error?.code).toBe('42501');
    expect((await attempt(claimsOf('owner'), `delete from public.party_chat_messages where id = $1`, [rows[0].id])).error?.code).toBe('42501');
  });

  it('rejects blank text and unknown message types', async () => {
    expect((await attempt(claimsOf('owner'), `insert into public.party_chat_messages (party_id, message) values ($1, '   ')`, [partyId])).error?.code).toBe('23514');
    expect((await attempt(claimsOf('owner'), `insert into public.party_chat_messages (party_id, message, message_type) values ($1, 'x', 'gif')`, [partyId])).error?.code).toBe('23514');
    const file = await attempt(
      claimsOf('owner'),
      `insert into public.party_chat_messages (party_id, message, message_type, file_url, file_name, file_type) values ($1, 'photo.png', 'image', 'https://x/photo.png', 'photo.png', 'image/png') returning id`,
      [partyId],
    );
    expect(rowsOf(file)).toHaveLength(1);
  });

  it('chat rows come back ascending by created_at', async () => {
    const rows = rowsOf(await run<{ created_at: Date }>(claimsOf('owner'), `select created_at from public.party_chat_messages where party_id = $1 order by created_at`, [partyId]));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('party_vendors checks', () => {
  it.each([
    ['an unknown category', `'Clowns', '$', 4`],
    ['an unknown price level', `'Catering', '$$$$$', 4`],
    ['a rating above 5', `'Catering', '$', 5.5`],
    ['a rating below 1', `'Catering', '$', 0.5`],
  ])('rejects %s with 23514', async (_label, values) => {
    const out = await attempt(claimsOf('owner'), `insert into public.party_vendors (party_id, name, category, price_level, rating) values ($1, 'V', ${values})`, [partyId]);
    expect(out.error?.code).toBe('23514');
  });

  it('created_by cannot name someone else', async () => {
    const out = await attempt(claimsOf('collaborator'), `insert into public.party_vendors (party_id, name, category, created_by) values ($1, 'V', 'Venue', $2)`, [partyId, users.owner.id]);
    expect(out.error?.code).toBe('42501');
  });
});

describe('party_products', () => {
  it('editors add, viewers and strangers cannot; public plans readable by anyone', async () => {
    const sql = `insert into public.party_products (party_id, product_name, title) values ($1, 'Balloons', 'Balloon pack') returning id`;
    expect(rowsOf(await attempt(claimsOf('collaborator'), sql, [partyId]))).toHaveLength(1);
    expect((await attempt(claimsOf('view_only'), sql, [partyId])).error?.code).toBe('42501');
    expect((await attempt(claimsOf('anonymous'), sql, [partyId])).error?.code).toBe('42501');
    await db.query(`insert into public.party_products (party_id, product_name) values ($1, 'Streamers')`, [publicPartyId]);
    expect(rowsOf(await run(claimsOf('anonymous'), `select product_name from public.party_products where party_id = $1`, [publicPartyId]))).toEqual([
      { product_name: 'Streamers' },
    ]);
  });
});

describe('party_templates', () => {
  const insert = `insert into public.party_templates (original_party_id, party_type, budget, guest_count, ideas)
                  values ($1, 'Birthday Party', 'moderate', 10, 'ideas') returning id, created_by`;

  it.each(ROLES.map((who) => [who, managers.includes(who)] as const))('%s may share the plan as a template: %s', async (who, allowed) => {
    const out = await attempt(claimsOf(who), insert, [partyId]);
    if (allowed) expect(rowsOf(out)).toHaveLength(1);
    else expect(out.error?.code).toBe('42501');
  });

  it('anyone, anonymous too, reads templates; only the creator deletes', async () => {
    const [tpl] = rowsOf(await run<{ id: string }>(claimsOf('co_admin'), insert, [partyId]));
    expect(rowsOf(await run(claimsOf('anonymous'), `select id from public.party_templates where id = $1`, [tpl.id]))).toHaveLength(1);
    expect(rowsOf(await attempt(claimsOf('owner'), `delete from public.party_templates where id = $1 returning id`, [tpl.id]))).toEqual([]);
    expect(rowsOf(await attempt(claimsOf('co_admin'), `delete from public.party_templates where id = $1 returning id`, [tpl.id]))).toHaveLength(1);
  });
});

describe('profiles', () => {
  it('the trigger creates a profile from sign-up metadata (full_name, else name; avatar_url)', async () => {
    const a = await createUser(`meta-a-${randomUUID().slice(0, 6)}@example.test`, { full_name: 'Ada Lovelace', avatar_url: 'https://x/a.png' });
    const b = await createUser(`meta-b-${randomUUID().slice(0, 6)}@example.test`, { name: 'Grace Hopper' });
    const rows = await db.query(`select id, full_name, avatar_url, email is not null as has_email, is_pro from public.profiles where id in ($1, $2) order by full_name`, [a, b]);
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
    expect(list.filter((p) => fixture.includes(p.user_id)).map((p) => p.permission_level).sort()).toEqual(['co_admin', 'collaborator', 'view_only']);
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

// ---------------------------------------------------------------------------------------------
// Server-only tables
// ---------------------------------------------------------------------------------------------

describe('server-only data', () => {
  it('canva tokens never reach the browser; the owner sees the connection and can disconnect', async () => {
    await db.query(`insert into public.canva_integrations (user_id, access_token, refresh_token, scope) values ($1, 'secret-a', 'secret-r', 'design:content:read')`, [
      users.owner.id,
    ]);
    expect((await run(claimsOf('owner'), `select * from public.canva_integrations`)).error?.code).toBe('42501');
    expect((await run(claimsOf('owner'), `select access_token from public.canva_integrations`)).error?.code).toBe('42501');
    expect(rowsOf(await run(claimsOf('owner'), `select user_id from public.canva_integrations where user_id = $1`, [users.owner.id]))).toHaveLength(1);
    expect(rowsOf(await run(claimsOf('stranger'), `select user_id from public.canva_integrations`))).toEqual([]);
    const conn = rowsOf(await run(claimsOf('owner'), `select * from public.canva_connection`));
    expect(conn).toHaveLength(1);
    expect(Object.keys(conn[0]).sort()).toEqual(['created_at', 'expires_at', 'scope', 'updated_at', 'user_id']);
    expect(rowsOf(await run(claimsOf('stranger'), `select * from public.canva_connection`))).toEqual([]);
    expect((await run(claimsOf('anonymous'), `select * from public.canva_connection`)).error?.code).toBe('42501');
    expect(rowsOf(await attempt(claimsOf('stranger'), `delete from public.canva_integrations where user_id = $1 returning user_id`, [users.owner.id]))).toEqual([]);
    expect(rowsOf(await attempt(claimsOf('owner'), `delete from public.canva_integrations where user_id = $1 returning user_id`, [users.owner.id]))).toHaveLength(1);
    expect((await attempt(claimsOf('owner'), `insert into public.canva_integrations (user_id, access_token) values ($1, 'x')`, [users.owner.id])).error?.code).toBe('42501');
  });

  it.each(['owner', 'anonymous'] as const)('canva_oauth_states is service-role only (%s refused)', async (who) => {
    expect((await run(claimsOf(who), `select * from public.canva_oauth_states`)).error?.code).toBe('42501');
    expect(
      (await attempt(claimsOf(who), `insert into public.canva_oauth_states (state, user_id, code_verifier) values ($1, $2, 'v')`, ['s'.repeat(40), users.owner.id])).error?.code,
    ).toBe('42501');
  });

  it.each(['anonymous', 'stranger'] as const)('contact messages: %s may neither write nor read (send-contact-message does)', async (who) => {
    const sent = await run(
      claimsOf(who),
      `insert into public.contact_messages (first_name, last_name, email, phone, subject, message) values ('Ann', 'Lee', 'ann@example.test', null, 'Hi', 'Hello there')`,
    );
    expect(sent.error?.code).toBe('42501');
    expect((await run(claimsOf(who), `select * from public.contact_messages`)).error?.code).toBe('42501');
    expect(rowsOf(await run(service, `select count(*)::int as n from public.contact_messages`))[0]).toMatchObject({ n: expect.any(Number) });
  });

  it('orders: the buyer reads their own with items; nobody but the service role writes', async () => {
    const rows = rowsOf(
      await run<{ id: string }>(service, `insert into public.orders (user_id, status, total_cents, provider, provider_session_id) values ($1, 'paid', 5400, 'local', 'cs_1') returning id`, [
        users.owner.id,
      ]),
    );
    await run(service, `insert into public.order_items (order_id, design_name, size, unit_price_cents, quantity) values ($1, 'Design', 'XL', 2700, 2)`, [rows[0].id]);
    expect(rowsOf(await run(claimsOf('owner'), `select o.id, (select count(*)::int from public.order_items i where i.order_id = o.id) as items from public.orders o`))).toEqual([
      { id: rows[0].id, items: 1 },
    ]);
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.orders`))).toEqual([]);
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.order_items`))).toEqual([]);
    expect((await attempt(claimsOf('owner'), `insert into public.orders (user_id, provider) values ($1, 'local')`, [users.owner.id])).error?.code).toBe('42501');
    expect((await attempt(claimsOf('owner'), `update public.orders set status = 'paid'`)).error?.code).toBe('42501');
    expect((await attempt(claimsOf('owner'), `insert into public.order_items (order_id, size, unit_price_cents, quantity) values ($1, 'M', 1, 1)`, [rows[0].id])).error?.code).toBe('42501');
  });

  it('the API roles cannot truncate', async () => {
    expect((await attempt(claimsOf('owner'), `truncate public.party_chat_messages`)).error?.code).toBe('42501');
  });
});

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

describe('seed', () => {
  const DANA = '11111111-1111-4111-8111-111111111111';
  const SAM = '22222222-2222-4222-8222-222222222222';
  const ALEX = '33333333-3333-4333-8333-333333333333';
  const SHARED = 'c0ffee00-0000-4000-8000-000000000013';
  const asSeed = (sub: string, email: string): JwtClaims => ({ role: 'authenticated', sub, email });

  it('loads on a fresh database', () => {
    expect(seedResult.seeded).toBe(true);
    expect(seedResult.applied.length).toBeGreaterThanOrEqual(1);
  });

  it('has the demo users with working passwords, identities and profiles', async () => {
    const rows = await db.query<{ email: string; ok: boolean; full_name: string; identities: number }>(
      `select u.email, u.encrypted_password = extensions.crypt('ConfettiDemo!2026', u.encrypted_password) as ok, p.full_name,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
         from auth.users u join public.profiles p on p.id = u.id
        where u.email like '%@confetti.test' order by u.email`,
    );
    expect(rows.rows).toEqual([
      { email: 'alex@confetti.test', ok: true, full_name: 'Alex Chen', identities: 1 },
      { email: 'demo@confetti.test', ok: true, full_name: 'Dana Demo', identities: 1 },
      { email: 'sam@confetti.test', ok: true, full_name: 'Sam Rivera', identities: 1 },
    ]);
  });

  it('has a dozen public plans across all 8 party types, and templates', async () => {
    const types = rowsOf(
      await run<{ party_type: string }>(claimsOf('anonymous'), `select distinct party_type from public.public_party_plans where user_id = any($1::uuid[])`, [[DANA, SAM, ALEX]]),
    );
    expect(types).toHaveLength(8);
    const n = rowsOf(await run<{ n: number }>(claimsOf('anonymous'), `select count(*)::int as n from public.public_party_plans where user_id = any($1::uuid[])`, [[DANA, SAM, ALEX]]));
    expect(n[0].n).toBe(12);
    const tpl = rowsOf(await run<{ n: number }>(claimsOf('anonymous'), `select count(*)::int as n from public.party_templates`));
    expect(tpl[0].n).toBeGreaterThanOrEqual(3);
  });

  it("Dana's shared party: Sam collaborates, Alex views, both chat; Sam's invitation is accepted, one is pending", async () => {
    const perm = async (sub: string, email: string) =>
      rowsOf(await run<{ p: string }>(asSeed(sub, email), `select public.get_user_party_permission($1, $2) as p`, [SHARED, sub]))[0].p;
    expect(await perm(DANA, 'demo@confetti.test')).toBe('owner');
    expect(await perm(SAM, 'sam@confetti.test')).toBe('collaborator');
    expect(await perm(ALEX, 'alex@confetti.test')).toBe('view_only');
    const chat = rowsOf(await run(asSeed(ALEX, 'alex@confetti.test'), `select message from public.party_chat_messages where party_id = $1 order by created_at`, [SHARED]));
    expect(chat.length).toBeGreaterThanOrEqual(3);
    const inv = rowsOf(
      await run<{ invited_email: string; status: string }>(asSeed(DANA, 'demo@confetti.test'), `select invited_email, status from public.party_invitations where party_id = $1 order by invited_email`, [SHARED]),
    );
    expect(inv).toEqual([
      { invited_email: 'newfriend@example.test', status: 'pending' },
      { invited_email: 'sam@confetti.test', status: 'accepted' },
    ]);
    // The shared party is private: not in the public view, invisible to a stranger.
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.public_party_plans where id = $1`, [SHARED]))).toEqual([]);
  });
});
