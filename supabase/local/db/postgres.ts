import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types.ts';

// Keep timestamps, dates and json as Postgres renders them so both drivers answer alike.
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (v: string) => v);

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
  };
}
