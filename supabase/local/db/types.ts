export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction; commits when fn resolves, rolls back when it throws. Transactions never interleave on PGlite. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: { readOnly?: boolean }): Promise<T>;
  /**
   * Counts writes: changes whenever anything but a read-only transaction runs. Only for a database
   * this process alone writes to (PGlite), so callers may reuse a read's result while it is unchanged.
   */
  writeGeneration?(): number;
  close(): Promise<void>;
  /**
   * LISTENs on a channel; cb gets each NOTIFY payload after its transaction commits. Resolves to an
   * unlisten function. Optional so hand-built test doubles still type-check; Realtime polls without it.
   */
  listen?(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Postgres error fields, as both PGlite and node-postgres expose them. */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string';
}
