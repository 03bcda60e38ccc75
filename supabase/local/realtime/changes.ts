// Change capture and fan-out. db/realtime.sql's triggers queue each change in realtime.changes and
// NOTIFY its id at commit; this module takes the queued rows (delete ... returning, so each change
// is delivered once even if a notification and the sweep race), matches them against the
// postgres_changes subscriptions, checks row visibility per subscriber group, and pushes
// `postgres_changes` frames shaped as Supabase Realtime sends them:
//   {ids: [subscription ids], data: {schema, table, commit_timestamp, type, columns, errors,
//    record, old_record}}
// (realtime-js turns `data` into {eventType, new, old, ...} in RealtimeChannel._updateFilterTransform.)

import type { Database } from '../db/index.ts';
import type { JwtClaims } from '../jwt.ts';
import { matches, type Condition } from './filters.ts';
import { Catalog, claimsGroupKey, keyOf, visibleKeys, type TableInfo } from './rls.ts';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/** What the feed needs from a joined channel. */
export interface Subscriber {
  /** Current claims, or null when the token has expired (nothing is delivered then). */
  claims(): JwtClaims | null;
  /** Sends one postgres_changes frame whose payload is already JSON text. */
  pushChange(payloadJson: string): void;
}

export interface PgSubscription {
  id: number;
  event: ChangeEvent | '*';
  schema: string;
  /** '*' for every table of the schema. */
  table: string;
  conds: Condition[];
  select?: string[];
  subscriber: Subscriber;
}

interface QueuedChange {
  id: string;
  schema_name: string;
  table_name: string;
  op: ChangeEvent;
  new_row: Record<string, unknown> | null;
  old_row: Record<string, unknown> | null;
  commit_timestamp: string;
}

export interface FeedOptions {
  /** How often rows whose notification never arrived are picked up (and, without LISTEN, the poll interval). */
  sweepMs?: number;
}

const DEBUG = process.env.SUPABASE_LOCAL_REALTIME_DEBUG === '1';

const TAKE_COLUMNS = `id::text, schema_name, table_name, op, new_row, old_row,
  to_char(commit_timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`;

export class ChangeFeed {
  readonly catalog: Catalog;
  private subs = new Set<PgSubscription>();
  private pending = new Set<string>();
  private running = false;
  private sweepDue = false;
  private stopped = false;
  private unlisten?: () => Promise<void>;
  private sweepTimer?: NodeJS.Timeout;
  private idle: Promise<void> = Promise.resolve();
  private resolveIdle?: () => void;

  constructor(
    private db: Database,
    private opts: FeedOptions = {},
  ) {
    this.catalog = new Catalog(db);
  }

  async start(): Promise<void> {
    // Tables added to the publication by migrations that ran before the event trigger existed.
    await this.db.exec('select realtime.sync_capture_triggers()');
    // Changes queued before this start had no subscriber to go to.
    await this.db.exec('delete from realtime.changes');
    const listening = this.db.listen
      ? await this.db
          .listen('realtime_changes', (payload) => this.notified(payload))
          .then(
            (u) => ((this.unlisten = u), true),
            (e) => (console.error('[realtime] LISTEN failed, polling instead:', e), false),
          )
      : false;
    const every = this.opts.sweepMs ?? (listening ? 2000 : 100);
    this.sweepTimer = setInterval(() => {
      this.sweepDue = true;
      this.kick();
    }, every);
    this.sweepTimer.unref();
    this.listening = listening;
  }

  private listening = false;

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    await this.unlisten?.();
    await this.idle;
  }

  add(sub: PgSubscription): void {
    this.subs.add(sub);
  }

  remove(sub: PgSubscription): void {
    this.subs.delete(sub);
  }

  /** Resolves once everything notified so far has been delivered (tests use it). */
  drained(): Promise<void> {
    return this.idle;
  }

  private notified(payload: string): void {
    if (!/^\d+$/.test(payload)) return;
    this.pending.add(payload);
    this.kick();
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    this.idle = new Promise((r) => (this.resolveIdle = r));
    void this.loop();
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped && (this.pending.size || this.sweepDue)) {
        let rows: QueuedChange[] = [];
        if (this.pending.size) {
          const ids = [...this.pending];
          this.pending.clear();
          rows = (await this.db.query<QueuedChange>(`delete from realtime.changes where id = any($1::bigint[]) returning ${TAKE_COLUMNS}`, [ids])).rows;
        } else {
          this.sweepDue = false;
          // Rows whose NOTIFY was lost (listener reconnecting) or, without LISTEN, everything.
          // Rows older than 5 minutes are dropped undelivered: nobody waits for them any more.
          await this.db.exec(`delete from realtime.changes where created_at < clock_timestamp() - interval '5 minutes'`);
          rows = (
            await this.db.query<QueuedChange>(
              `delete from realtime.changes where id in (select id from realtime.changes
                 where $1 or created_at < clock_timestamp() - interval '2 seconds' order by id limit 1000)
               returning ${TAKE_COLUMNS}`,
              [!this.listening],
            )
          ).rows;
        }
        rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
        const t0 = performance.now();
        if (rows.length && this.subs.size) await this.deliver(rows);
        if (DEBUG && rows.length) console.log(`[realtime] delivered ${rows.length} change(s) in ${(performance.now() - t0).toFixed(1)} ms`);
      }
    } catch (e) {
      if (!this.stopped) console.error('[realtime] change delivery failed:', e);
    } finally {
      this.running = false;
      this.resolveIdle?.();
      if (!this.stopped && this.pending.size) this.kick();
    }
  }

  /** Fans out a batch: per table, one visibility query covering every subscriber group. */
  private async deliver(rows: QueuedChange[]): Promise<void> {
    const byTable = new Map<string, QueuedChange[]>();
    for (const r of rows) {
      const k = `${r.schema_name}\u0000${r.table_name}`;
      pushTo(byTable, k, r);
    }
    // Per change: the frames to send, in queue order across tables.
    const outbox = new Map<string, (() => void)[]>();
    for (const changes of byTable.values()) {
      const { schema_name: schema, table_name: name } = changes[0];
      const relevant = [...this.subs].filter((s) => (s.schema === '*' || s.schema === schema) && (s.table === '*' || s.table === name));
      if (!relevant.length) continue;
      let table = await this.catalog.get(schema, name);
      if (!table) continue;
      if (changes.some((c) => Object.keys(c.new_row ?? c.old_row ?? {}).some((k) => !table!.types.has(k)))) {
        // A column was added since the metadata was read.
        this.catalog.invalidate(schema, name);
        table = (await this.catalog.get(schema, name))!;
        if (!table) continue;
      }
      await this.deliverTable(table, changes, relevant, outbox);
    }
    for (const r of rows) for (const send of outbox.get(r.id) ?? []) send();
  }

  private async deliverTable(table: TableInfo, changes: QueuedChange[], subs: PgSubscription[], outbox: Map<string, (() => void)[]>): Promise<void> {
    // Which subscriptions want which change (event and filter), before asking the database.
    const now = Date.now() / 1000;
    const groups = new Map<string, { claims: JwtClaims; index: number }>();
    const wanted: { change: number; sub: PgSubscription; group: number }[] = [];
    changes.forEach((c, ci) => {
      const row = c.new_row ?? {};
      for (const sub of subs) {
        if (sub.event !== '*' && sub.event !== c.op) continue;
        const claims = sub.subscriber.claims();
        if (!claims || (typeof claims.exp === 'number' && claims.exp <= now)) continue;
        // Deletes are not filtered, as in Supabase: policies cannot be checked on a row that is gone,
        // so a filter on its old values would let anyone with SELECT on the table probe them.
        if (c.op !== 'DELETE' && !matches(sub.conds, row, table.types)) continue;
        const gk = claimsGroupKey(claims);
        let g = groups.get(gk);
        if (!g) groups.set(gk, (g = { claims, index: groups.size }));
        wanted.push({ change: ci, sub, group: g.index });
      }
    });
    if (!wanted.length) return;

    const keys = changes.map((c) => (c.op === 'DELETE' ? null : keyOf(table, c.new_row ?? {})));
    const claims = [...groups.values()].map((g) => g.claims);
    let visible: Set<number>[];
    try {
      visible = await visibleKeys(this.db, table, keys, claims);
    } catch (e) {
      // The generated check function went missing (realtime.sql re-run): regenerate once.
      if ((e as { code?: string }).code !== '42883') throw e;
      this.catalog.invalidate(table.schema, table.name);
      const fresh = await this.catalog.get(table.schema, table.name);
      if (!fresh) return;
      visible = await visibleKeys(this.db, fresh, keys, claims);
    }

    // One frame per (change, subscriber) listing every matching subscription id, as Supabase does.
    const perChange = new Map<number, Map<Subscriber, PgSubscription[]>>();
    for (const w of wanted) {
      if (!visible[w.group].has(w.change)) continue;
      let bySub = perChange.get(w.change);
      if (!bySub) perChange.set(w.change, (bySub = new Map()));
      pushTo(bySub, w.sub.subscriber, w.sub);
    }
    for (const [ci, bySub] of perChange) {
      const c = changes[ci];
      const full = this.payloadData(table, c);
      const fullJson = JSON.stringify(full);
      const sends: (() => void)[] = [];
      for (const [subscriber, matched] of bySub) {
        const ids = [...new Set(matched.map((m) => m.id))];
        const select = matched.every((m) => m.select) ? [...new Set(matched.flatMap((m) => m.select!))] : undefined;
        const data = select ? JSON.stringify(project(full, select)) : fullJson;
        const payload = `{"ids":${JSON.stringify(ids)},"data":${data}}`;
        sends.push(() => subscriber.pushChange(payload));
      }
      for (const send of sends) pushTo(outbox, c.id, send);
    }
  }

  private payloadData(table: TableInfo, c: QueuedChange): ChangeData {
    const data: ChangeData = {
      schema: table.schema,
      table: table.name,
      commit_timestamp: c.commit_timestamp,
      type: c.op,
      columns: table.columns,
      errors: null,
    };
    if (c.op !== 'DELETE') data.record = c.new_row ?? {};
    if (c.op !== 'INSERT') {
      // With row-level security on, or without REPLICA IDENTITY FULL, Supabase only has (and only
      // sends) the old primary key; the full old row only for RLS-free tables with FULL identity.
      const old = c.old_row ?? {};
      data.old_record = table.replicaIdentityFull && !table.rls ? old : keyOf(table, old);
    }
    return data;
  }
}

function pushTo<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeEvent;
  columns: { name: string; type: string }[];
  errors: null;
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
}

/** The `select` option: only the listed columns in record, old_record and columns. */
function project(d: ChangeData, select: string[]): ChangeData {
  const keep = new Set(select);
  const pick = (r?: Record<string, unknown>) => r && Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k)));
  return { ...d, columns: d.columns.filter((c) => keep.has(c.name)), record: pick(d.record), old_record: pick(d.old_record) };
}
