/**
 * Shared by the tests/unit/db-policies-*.test.ts files: the database's permission model, checked
 * straight against the migrated schema: an in-memory PGlite, the project's migrations and seed, and
 * asRole() running each statement as an API role with request.jwt.claims set, the way PostgREST does.
 * Each test file calls setUpPolicyFixture() and gets its own database and fixture.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
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

export type Outcome<T = Record<string, unknown>> = { rows: T[]; error?: undefined } | { rows?: undefined; error: { code?: string; message: string } };

class Rollback<T> extends Error {
  constructor(readonly rows: T[]) {
    super('rollback');
  }
}

// Live bindings: the test files read them after setUpPolicyFixture()'s beforeAll has set them.
export let db: Database;
export let seedResult: MigrateResult;

/** Runs one statement as `claims` and commits it. Errors come back as values. */
export async function run<T = Record<string, unknown>>(claims: JwtClaims, sql: string, params: unknown[] = []): Promise<Outcome<T>> {
  try {
    const r = await asRole(db, claims, (tx) => tx.query<T>(sql, params));
    return { rows: r.rows };
  } catch (e) {
    if (isPgError(e)) return { error: { code: e.code, message: e.message } };
    throw e;
  }
}

/** Like run(), but always rolls back, so a matrix cell never changes what the next one sees. */
export async function attempt<T = Record<string, unknown>>(claims: JwtClaims, sql: string, params: unknown[] = []): Promise<Outcome<T>> {
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

export function rowsOf<T>(o: Outcome<T>): T[] {
  if (o.error) throw new Error(`unexpected error ${o.error.code}: ${o.error.message}`);
  return o.rows;
}

/** Inserts an auth user as the platform would (the profile comes from the trigger). */
export async function createUser(email: string, meta: Record<string, unknown> = {}): Promise<string> {
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

export const ROLES = ['owner', 'co_admin', 'collaborator', 'view_only', 'stranger', 'anonymous'] as const;
export type Who = (typeof ROLES)[number];

export const users = {} as Record<Exclude<Who, 'anonymous'>, { id: string; email: string }>;
export let partyId: string;
export let publicPartyId: string;

export function claimsOf(who: Who): JwtClaims {
  if (who === 'anonymous') return { role: 'anon' };
  return { role: 'authenticated', sub: users[who].id, email: users[who].email, aud: 'authenticated' };
}
export const service: JwtClaims = { role: 'service_role' };

/** Registers the file's beforeAll (fresh database, migrations, seed, fixture) and afterAll. */
export function setUpPolicyFixture(): void {
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
    await db.query(`insert into public.party_chat_messages (party_id, user_id, message) values ($1, $2, 'hello team')`, [partyId, users.owner.id]);
    await db.query(
      `insert into public.party_vendors (party_id, name, category, created_by) values ($1, 'Private Caterer', 'Catering', $3),
         ($2, 'Public Florist', 'Flowers', $3)`,
      [partyId, publicPartyId, users.owner.id],
    );
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });
}

// Who may do what on a party.
export const everyoneSignedIn: Who[] = ['owner', 'co_admin', 'collaborator', 'view_only'];
export const editors: Who[] = ['owner', 'co_admin', 'collaborator'];
export const managers: Who[] = ['owner', 'co_admin'];

// Invitations to the fixture party, and users made on the spot.
export async function makeInvitation(
  fields: { email?: string; status?: string; expires?: string; level?: string } = {},
): Promise<{ id: string; token: string; email: string }> {
  const email = fields.email ?? `guest-${randomUUID().slice(0, 8)}@example.test`;
  const r = await db.query<{ id: string; invitation_token: string }>(
    `insert into public.party_invitations (party_id, invited_by, invited_email, permission_level, status, expires_at)
     values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now() + interval '14 days')) returning id, invitation_token`,
    [partyId, users.owner.id, email, fields.level ?? 'collaborator', fields.status ?? 'pending', fields.expires ?? null],
  );
  return { id: r.rows[0].id, token: r.rows[0].invitation_token, email };
}

export async function newUser(tag: string): Promise<{ claims: JwtClaims; id: string; email: string }> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.test`;
  const id = await createUser(email, { full_name: tag });
  return { claims: { role: 'authenticated', sub: id, email }, id, email };
}
