import type { Queryable } from '../db/index.ts';

/**
 * The stand-in's orders, kept in the stack's database (a schema the REST API does not expose) so
 * they survive restarts and `--reset` clears them, as the mailbox does.
 */
export async function ensurePrintSchema(db: Queryable): Promise<void> {
  await db.exec(`
    create schema if not exists local_print;
    create table if not exists local_print.orders (
      id bigint generated always as identity (start with 100001) primary key,
      external_id text not null unique,
      status text not null,
      recipient jsonb not null,
      items jsonb not null,
      carrier text,
      tracking_number text,
      tracking_url text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- The status the webhook last accepted; a failed delivery is sent again on the next tick.
      notified_status text
    );
  `);
}

export interface StandInOrder {
  id: number;
  external_id: string;
  status: 'draft' | 'pending' | 'inprocess' | 'fulfilled';
  recipient: Record<string, unknown>;
  items: Array<Record<string, unknown>>;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  created: number;
  updated: number;
  notified_status: string | null;
}

const COLUMNS = `id::integer as id, external_id, status, recipient, items, carrier, tracking_number, tracking_url,
  extract(epoch from created_at)::integer as created, extract(epoch from updated_at)::integer as updated, notified_status`;

export async function insertOrder(db: Queryable, o: { external_id: string; status: string; recipient: unknown; items: unknown }): Promise<StandInOrder | null> {
  const { rows } = await db.query<StandInOrder>(
    `insert into local_print.orders (external_id, status, recipient, items) values ($1, $2, $3::jsonb, $4::jsonb)
     on conflict (external_id) do nothing returning ${COLUMNS}`,
    [o.external_id, o.status, JSON.stringify(o.recipient), JSON.stringify(o.items)],
  );
  return rows[0] ?? null;
}

/** By Printful's id, or by our external id written `@<external_id>` as Printful accepts it. */
export async function findOrder(db: Queryable, ref: string): Promise<StandInOrder | null> {
  const byExternal = ref.startsWith('@');
  if (!byExternal && !/^\d{1,15}$/.test(ref)) return null;
  const { rows } = await db.query<StandInOrder>(`select ${COLUMNS} from local_print.orders where ${byExternal ? 'external_id = $1' : 'id = $1::bigint'}`, [
    byExternal ? ref.slice(1) : ref,
  ]);
  return rows[0] ?? null;
}

/** The next step of one order, or of every order whose step is due (`olderThanMs`): pending → inprocess → fulfilled. */
export async function advanceOrders(db: Queryable, opts: { externalId?: string; olderThanMs?: number; trackingBase: string }): Promise<StandInOrder[]> {
  const { rows } = await db.query<StandInOrder>(
    `update local_print.orders o
        set status = case o.status when 'pending' then 'inprocess' else 'fulfilled' end,
            carrier = case when o.status = 'inprocess' then 'Local Post' else o.carrier end,
            tracking_number = case when o.status = 'inprocess' then 'LP' || lpad(o.id::text, 10, '0') else o.tracking_number end,
            tracking_url = case when o.status = 'inprocess' then $3 || '/LP' || lpad(o.id::text, 10, '0') else o.tracking_url end,
            updated_at = now()
      where o.status in ('pending', 'inprocess')
        and ($1::text is null or o.external_id = $1)
        and ($2::integer is null or o.updated_at <= now() - make_interval(secs => $2::integer / 1000.0))
      returning ${COLUMNS}`,
    [opts.externalId ?? null, opts.olderThanMs ?? null, opts.trackingBase],
  );
  return rows;
}

/** Orders whose current status the webhook has not accepted yet. */
export async function unnotified(db: Queryable): Promise<StandInOrder[]> {
  const { rows } = await db.query<StandInOrder>(
    `select ${COLUMNS} from local_print.orders where status in ('inprocess', 'fulfilled') and notified_status is distinct from status order by id limit 50`,
  );
  return rows;
}

export async function markNotified(db: Queryable, id: number, status: string): Promise<void> {
  await db.query(`update local_print.orders set notified_status = $2 where id = $1`, [id, status]);
}
