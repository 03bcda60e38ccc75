/**
 * An index behind every query docs/product.md#table-calls lists, checked on the migrated schema: with sequential
 * scans disabled, Postgres still plans a sequential scan only when no index serves the query.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';

const supabaseDir = path.resolve(import.meta.dirname, '../../supabase');
let db: Database;

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db, supabaseDir, { seed: false });
  await db.exec('set enable_seqscan = off');
}, 60_000);
afterAll(async () => db?.close());

const ID = "'00000000-0000-4000-8000-000000000001'";

// The queries as the app sends them (docs/product.md#table-calls), in the SQL PostgREST makes of them.
const QUERIES: [string, string][] = [
  ['profiles by id', `select * from public.profiles where id = ${ID}`],
  ['public plans, newest first', 'select * from public.public_party_plans order by created_at desc limit 20'],
  ["a user's plans, newest first", `select * from public.party_plans where user_id = ${ID} order by created_at desc`],
  ['a plan by id', `select * from public.party_plans where id = ${ID}`],
  ['members of a party', `select * from public.party_members where party_id = ${ID}`],
  ['parties of a member', `select * from public.party_members where user_id = ${ID}`],
  ['invitations by party, newest first', `select * from public.party_invitations where party_id = ${ID} order by created_at desc`],
  [
    "a user's answered invitations (home page, get_my_invitations)",
    `select * from public.party_invitations where status in ('accepted', 'declined', 'maybe') and (invited_user_id = ${ID} or lower(invited_email) = lower('A@example.test'))`,
  ],
  ['invitations by e-mail, any case (link_my_invitations)', `select * from public.party_invitations where lower(invited_email) = lower('A@example.test')`],
  ['an invitation by token', `select * from public.party_invitations where invitation_token = 'abc'`],
  ['an invitation by id', `select * from public.party_invitations where id = ${ID}`],
  ['products by party, newest first', `select * from public.party_products where party_id = ${ID} order by created_at desc`],
  ['vendors by party, newest first', `select * from public.party_vendors where party_id = ${ID} order by created_at desc`],
  ['templates, newest first', 'select * from public.party_templates order by created_at desc'],
  // Public Parties and Public Templates, the page after a cursor (src/lib/public-pages.ts).
  [
    'public plans, the page after a cursor',
    `select * from public.public_party_plans where created_at <= '2026-01-01' and (created_at < '2026-01-01' or (created_at = '2026-01-01' and id < ${ID})) order by created_at desc, id desc limit 12`,
  ],
  [
    'templates, the page after a cursor',
    `select * from public.party_templates where created_at <= '2026-01-01' and (created_at < '2026-01-01' or (created_at = '2026-01-01' and id < ${ID})) order by created_at desc, id desc limit 12`,
  ],
  ["a user's open tasks (My Tasks)", `select * from public.party_tasks where owner_id = ${ID} and not done`],
  ["a user's orders, newest first (My Orders)", `select * from public.orders where user_id = ${ID} order by created_at desc`],
  ['chat by party, oldest first', `select * from public.party_chat_messages where party_id = ${ID} order by created_at asc`],
  ['design-tool connection by user', `select * from public.canva_integrations where user_id = ${ID}`],
];

it.each(QUERIES)('%s uses an index', async (_name, sql) => {
  const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(plan).not.toContain('Seq Scan');
  expect(plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
});
