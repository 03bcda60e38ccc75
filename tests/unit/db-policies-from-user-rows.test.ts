/**
 * The party policies now compare a row's party with the caller's set of parties
 * (`party_id in (select private.viewable_party_ids())`, supabase/migrations/*_parties.sql) instead of asking a function
 * about every row. For every table, every role and every way of reaching rows (read, update,
 * delete), the rows they reach must be exactly the rows the previous policies let them reach: the
 * previous predicates are evaluated here, with the same caller, on the same data.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, type Database } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';
import type { JwtClaims } from '../../supabase/local/jwt.ts';

const supabaseDir = path.resolve(import.meta.dirname, '../../supabase');
let db: Database;

const WHO = ['owner', 'co_admin', 'collaborator', 'view_only', 'stranger', 'anonymous'] as const;
type Who = (typeof WHO)[number];
const ids = {} as Record<Exclude<Who, 'anonymous'>, string>;

const claimsOf = (who: Who): JwtClaims => (who === 'anonymous' ? { role: 'anon' } : { role: 'authenticated', sub: ids[who], aud: 'authenticated' });

class Rollback extends Error {
  constructor(readonly ids: string[]) {
    super('rollback');
  }
}

/** The ids `sql` reaches as `who` under row-level security, rolled back; null when the role may not run it at all. */
async function reached(who: Who, sql: string): Promise<string[] | null> {
  try {
    await asRole(db, claimsOf(who), async (tx) => {
      const r = await tx.query<{ id: string }>(sql);
      throw new Rollback(r.rows.map((x) => x.id).sort());
    });
  } catch (e) {
    if (e instanceof Rollback) return e.ids;
    if ((e as { code?: string }).code === '42501') return null;
    throw e;
  }
  throw new Error('unreachable');
}

/** The `key`s of `table` that `predicate` (a previous policy) allows `who`: as the database owner, with their claims. */
async function allowedBefore(who: Who, table: string, key: string, predicate: string): Promise<string[]> {
  const claims = claimsOf(who);
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`, [
      JSON.stringify(claims),
      claims.sub ?? '',
    ]);
    const r = await tx.query<{ id: string }>(`select ${key}::text as id from public.${table} where ${predicate}`);
    return r.rows.map((x) => x.id).sort();
  });
}

// What the policies said before, per table: read, update, delete (null: the API roles may not).
const BEFORE: Record<string, { key: string; read: string; update: string | null; set?: string; remove: string | null }> = {
  party_plans: {
    key: 'id',
    read: `user_id = (select auth.uid()) or private.is_party_member(id)`,
    update: 'private.can_edit_party(id)',
    set: 'guest_count = guest_count',
    remove: 'private.can_manage_party(id)',
  },
  party_members: {
    key: 'id',
    read: 'private.can_view_party(party_id)',
    update: 'private.can_manage_party(party_id)',
    set: 'permission_level = permission_level',
    remove: 'private.can_manage_party(party_id) or user_id = (select auth.uid())',
  },
  party_invitations: {
    key: 'id',
    read: 'private.can_manage_party(party_id)',
    update: 'private.can_manage_party(party_id)',
    set: 'expires_at = expires_at',
    remove: 'private.can_manage_party(party_id)',
  },
  party_chat_messages: { key: 'id', read: 'private.can_view_party(party_id)', update: null, remove: null },
  party_vendors: {
    key: 'id',
    read: 'private.can_view_party(party_id)',
    update: 'private.can_edit_party(party_id)',
    set: 'phone = phone',
    remove: 'private.can_edit_party(party_id)',
  },
  party_products: {
    key: 'id',
    read: `private.can_view_party(party_id) or private.is_public_safe_product(party_id, concat_ws(' ', product_name, title))`,
    update: 'private.can_edit_party(party_id)',
    set: 'price = price',
    remove: 'private.can_edit_party(party_id)',
  },
  party_expenses: {
    key: 'id',
    read: 'private.can_edit_party(party_id)',
    update: 'private.can_edit_party(party_id)',
    set: 'paid = paid',
    remove: 'private.can_edit_party(party_id)',
  },
  party_tasks: {
    key: 'id',
    read: 'private.can_view_party(party_id)',
    update: 'private.can_edit_party(party_id)',
    set: 'notes = notes',
    remove: 'private.can_edit_party(party_id)',
  },
  party_guests: { key: 'id', read: 'private.can_view_party(party_id)', update: null, remove: null },
  party_guest_private: { key: 'guest_id', read: 'private.can_manage_party(party_id)', update: null, remove: null },
  order_items: {
    key: 'id',
    read: 'exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid()))',
    update: null,
    remove: null,
  },
};

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db, supabaseDir, { seed: true });
  for (const who of ['owner', 'co_admin', 'collaborator', 'view_only', 'stranger'] as const) {
    ids[who] = randomUUID();
    await db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at, email_confirmed_at)
       values ($1, 'authenticated', 'authenticated', $2, '{}', '{"provider":"email","providers":["email"]}', now(), now(), now())`,
      [ids[who], `${who.replace('_', '-')}-${ids[who].slice(0, 8)}@example.test`],
    );
  }
  // Three parties: the owner's with a member of each level; the co_admin's, where the owner is only
  // a viewer; a public one of the collaborator's. Each with a row in every party table.
  const parties = [
    {
      id: randomUUID(),
      owner: ids.owner,
      members: [
        [ids.co_admin, 'co_admin'],
        [ids.collaborator, 'collaborator'],
        [ids.view_only, 'view_only'],
      ],
      isPublic: false,
    },
    { id: randomUUID(), owner: ids.co_admin, members: [[ids.owner, 'view_only']], isPublic: false },
    { id: randomUUID(), owner: ids.collaborator, members: [[ids.view_only, 'co_admin']], isPublic: true },
  ];
  for (const p of parties) {
    await db.query(
      `insert into public.party_plans (id, user_id, party_type, guest_count, location, date, special_requests, is_public)
       values ($1, $2, 'Birthday Party', 10, 'Lisbon, Portugal', '2030-05-06', 'no balloons please, they scare the dog', $3)`,
      [p.id, p.owner, p.isPublic],
    );
    for (const [user, level] of p.members) {
      await db.query(`insert into public.party_members (party_id, user_id, permission_level) values ($1, $2, $3)`, [p.id, user, level]);
    }
    const vendor = randomUUID();
    await db.query(`insert into public.party_vendors (id, party_id, name, category, created_by) values ($1, $2, 'Caterer', 'Catering', $3)`, [
      vendor,
      p.id,
      p.owner,
    ]);
    await db.query(`insert into public.party_products (party_id, product_name) values ($1, 'Paper lanterns'), ($1, 'Lisbon tram model')`, [p.id]);
    await db.query(`insert into public.party_chat_messages (party_id, user_id, message) values ($1, $2, 'Hello')`, [p.id, p.owner]);
    await db.query(`insert into public.party_invitations (party_id, invited_by, invited_email) values ($1, $2, $3)`, [
      p.id,
      p.owner,
      `guest-${p.id}@example.test`,
    ]);
    await db.query(
      `insert into public.party_expenses (party_id, description, category, estimated_cents, vendor_id, created_by) values ($1, 'Food', 'Catering', 1000, $2, $3)`,
      [p.id, vendor, p.owner],
    );
    await db.query(`insert into public.party_tasks (party_id, title, owner_id) values ($1, 'Buy candles', $2)`, [p.id, p.owner]);
  }
  const order = randomUUID();
  await db.query(`insert into public.orders (id, user_id, provider, total_cents) values ($1, $2, 'local', 100)`, [order, ids.owner]);
  await db.query(`insert into public.order_items (order_id, size, unit_price_cents, quantity) values ($1, 'M', 100, 1)`, [order]);
}, 120_000);
afterAll(async () => db?.close());

describe.each(Object.entries(BEFORE))('%s', (table, before) => {
  it('has rows the owner may reach (the comparisons below are not about empty tables)', async () => {
    expect((await allowedBefore('owner', table, before.key, before.read)).length).toBeGreaterThan(0);
  });

  it.each(WHO)('%s reads exactly the rows the previous policy gave', async (who) => {
    const now = await reached(who, `select ${before.key}::text as id from public.${table}`);
    expect(now ?? []).toEqual(await allowedBefore(who, table, before.key, before.read));
  });

  it.each(WHO.filter((w) => w !== 'anonymous'))('%s updates and deletes exactly the rows the previous policies allowed', async (who) => {
    if (before.update) {
      const now = await reached(who, `update public.${table} set ${before.set} returning ${before.key}::text as id`);
      expect(now ?? []).toEqual(await allowedBefore(who, table, before.key, before.update));
    }
    if (before.remove) {
      const now = await reached(who, `delete from public.${table} returning ${before.key}::text as id`);
      expect(now ?? []).toEqual(await allowedBefore(who, table, before.key, before.remove));
    }
  });
});
