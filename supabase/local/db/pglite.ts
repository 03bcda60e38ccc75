import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, Queryable, QueryResult } from './types.ts';

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, affectedRows: r.affectedRows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** PGlite in `dir`, or in memory with 'memory://' (tests that need a throw-away database). */
export async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, { extensions: { pgcrypto } });
  const base = wrap(pg);
  // Bumped before and after anything that may write, so a read that overlapped a write never counts as current.
  let generation = 0;
  const tracked = async <T>(run: () => Promise<T>): Promise<T> => {
    generation++;
    try {
      return await run();
    } finally {
      generation++;
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => tracked(() => base.query(sql, params)),
    exec: (sql) => tracked(() => base.exec(sql)),
    transaction: (fn, opts) => {
      const run = () => pg.transaction((tx) => fn(wrap(tx as unknown as PGlite)));
      return opts?.readOnly ? run() : tracked(run);
    },
    writeGeneration: () => generation,
    close: () => pg.close(),
    async listen(channel, cb) {
      const unlisten = await pg.listen(channel, (payload) => cb(payload));
      return async () => {
        // Unlistening on a closed instance throws; the listener is gone either way.
        await unlisten().catch(() => undefined);
      };
    },
  };
}
