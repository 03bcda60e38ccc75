import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types.ts';

// Keep timestamps, dates and json as Postgres renders them so both drivers answer alike.
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (v: string) => v);
// bigint (int8) as a number, as PGlite gives it (e.g. storage.buckets.file_size_limit).
pg.types.setTypeParser(20, (v: string) => Number(v));

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await c.query(sql, params as unknown[]);
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? undefined };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn(wrap(client));
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, cb) => listenPostgres(url, channel, cb),
  };
}

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other queries). Reconnects
 * with a short back-off when the connection drops, so notifications resume after a server restart;
 * whatever was NOTIFYed while disconnected is lost, which the Realtime queue sweep tolerates.
 */
async function listenPostgres(url: string, channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(schedule), 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) cb(n.payload ?? '');
    });
    c.on('error', () => {
      if (client === c) client = undefined;
      void c.end().catch(() => undefined);
      schedule();
    });
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
