// Every table's row-level security policies under EXPLAIN at the loaded size: a read of one party's
// (or the user's own) rows and, for the tables members write, an update and a delete, each as the
// member (or a visitor), in a transaction that is rolled back. A sequential scan of a big table
// means a policy (or the query) no longer starts from an index.
import type { Database } from '../../supabase/local/db/index.ts';
import type { JwtClaims } from '../../supabase/local/jwt.ts';
import { executionMs } from './explain.ts';
import { asRole } from '../../supabase/local/db/index.ts';

export interface PolicyProbe {
  table: string;
  what: string;
  sql: string;
  params: unknown[];
  visitor?: boolean;
}

export interface ProbeResult {
  table: string;
  what: string;
  ms: number;
  /** The big tables the plan reads from start to end. */
  seqScans: string[];
}

/** `party` is a party the member is co_admin of; `viewOnly` one they may only view. */
export function policyProbes(ids: { userId: string; party: string; viewOnly: string }): PolicyProbe[] {
  const { party, viewOnly, userId } = ids;
  const byParty = (table: string, extra = ''): PolicyProbe => ({
    table,
    what: 'read one party',
    sql: `select * from public.${table} where party_id = $1${extra}`,
    params: [party],
  });
  const update = (table: string, set: string): PolicyProbe => ({
    table,
    what: 'update one party',
    sql: `update public.${table} set ${set} where party_id = $1`,
    params: [party],
  });
  const remove = (table: string): PolicyProbe => ({
    table,
    what: 'delete (view-only party: nothing)',
    sql: `delete from public.${table} where party_id = $1`,
    params: [viewOnly],
  });
  return [
    { table: 'party_plans', what: 'read one', sql: 'select * from public.party_plans where id = $1', params: [party] },
    { table: 'party_plans', what: 'read own and joined (get_my_parties)', sql: 'select * from public.get_my_parties()', params: [] },
    { table: 'party_plans', what: 'update one', sql: 'update public.party_plans set guest_count = guest_count where id = $1', params: [party] },
    { table: 'party_plans', what: 'delete (view-only party: nothing)', sql: 'delete from public.party_plans where id = $1', params: [viewOnly] },
    byParty('party_members'),
    { table: 'party_members', what: 'read own memberships', sql: 'select * from public.party_members where user_id = $1', params: [userId] },
    update('party_members', 'permission_level = permission_level'),
    {
      table: 'party_members',
      what: 'delete (view-only party: nothing)',
      sql: 'delete from public.party_members where party_id = $1 and user_id <> $2',
      params: [viewOnly, userId],
    },
    byParty('party_invitations'),
    update('party_invitations', 'expires_at = expires_at'),
    remove('party_invitations'),
    byParty('party_chat_messages', ' order by created_at desc limit 500'),
    byParty('party_tasks'),
    {
      table: 'party_tasks',
      what: 'read own open tasks (My Tasks)',
      sql: 'select * from public.party_tasks where owner_id = $1 and not done',
      params: [userId],
    },
    update('party_tasks', 'notes = notes'),
    remove('party_tasks'),
    byParty('party_expenses'),
    update('party_expenses', 'paid = paid'),
    remove('party_expenses'),
    byParty('party_vendors'),
    update('party_vendors', 'phone = phone'),
    remove('party_vendors'),
    byParty('party_products'),
    update('party_products', 'price = price'),
    remove('party_products'),
    byParty('party_guests'),
    byParty('party_guest_private'),
    {
      table: 'party_templates',
      what: 'read a page',
      sql: 'select * from public.party_templates order by created_at desc, id desc limit 12',
      params: [],
      visitor: true,
    },
    { table: 'party_templates', what: 'delete own (none)', sql: 'delete from public.party_templates where created_by = $1', params: [userId] },
    {
      table: 'public_party_plans',
      what: 'read a page',
      sql: 'select * from public.public_party_plans order by created_at desc, id desc limit 12',
      params: [],
      visitor: true,
    },
    { table: 'orders', what: 'read own', sql: 'select * from public.orders where user_id = $1', params: [userId] },
    {
      table: 'order_items',
      what: 'read own',
      sql: 'select i.* from public.order_items i join public.orders o on o.id = i.order_id where o.user_id = $1',
      params: [userId],
    },
    { table: 'profiles', what: 'read own', sql: 'select * from public.profiles where id = $1', params: [userId] },
    { table: 'subscriptions', what: 'read own', sql: 'select * from public.subscriptions where user_id = $1', params: [userId] },
    { table: 'ai_generation_usage', what: 'read own', sql: 'select * from public.ai_generation_usage where user_id = $1', params: [userId] },
    { table: 'canva_integrations', what: 'read own', sql: 'select id, user_id, scope from public.canva_integrations where user_id = $1', params: [userId] },
  ];
}

/** Tables big enough that reading one from start to end is a fault at this size. */
async function bigTables(db: Database): Promise<Set<string>> {
  const r = await db.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private', 'auth') and c.relkind = 'r' and c.reltuples > 5000`,
  );
  return new Set(r.rows.map((x) => x.relname));
}

class RolledBack extends Error {}

async function seqScansOf(db: Database, claims: JwtClaims, p: PolicyProbe, big: Set<string>): Promise<string[]> {
  let plan = '';
  await asRole(db, claims, async (tx) => {
    const r = await tx.query<{ 'QUERY PLAN': string }>(`explain ${p.sql}`, p.params);
    plan = r.rows.map((x) => x['QUERY PLAN']).join('\n');
    throw new RolledBack();
  }).catch((e: unknown) => {
    if (!(e instanceof RolledBack)) throw e;
  });
  return [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]).filter((t) => big.has(t));
}

export async function runPolicyProbes(db: Database, member: JwtClaims, probes: PolicyProbe[]): Promise<ProbeResult[]> {
  const big = await bigTables(db);
  const out: ProbeResult[] = [];
  for (const p of probes) {
    const claims: JwtClaims = p.visitor ? { role: 'anon' } : member;
    const q = { sql: p.sql, params: p.params };
    for (let i = 0; i < 3; i++) await executionMs(db, claims, q);
    const times: number[] = [];
    for (let i = 0; i < 7; i++) times.push(await executionMs(db, claims, q));
    times.sort((a, b) => a - b);
    out.push({ table: p.table, what: p.what, ms: times[3], seqScans: await seqScansOf(db, claims, p, big) });
  }
  return out;
}
