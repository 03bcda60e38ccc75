// A throw-away PostgreSQL server for the scale bench: the Debian package's binaries, a data
// directory under the system's temp folder, one port. Nothing is installed here: when no server
// binaries are found, the caller prints installHint() and stops.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function installHint(env: NodeJS.ProcessEnv = process.env): string {
  return [
    env.PG_BIN
      ? `bench:scale needs a PostgreSQL server (version 15 or later): PG_BIN=${env.PG_BIN} does not hold initdb, pg_ctl and postgres.`
      : 'bench:scale needs a PostgreSQL server (version 15 or later) and found none under /usr/lib/postgresql/*/bin.',
    'On Debian or Ubuntu install it with:  sudo apt-get install postgresql',
    'or set PG_BIN to the folder that holds initdb, pg_ctl and postgres.',
  ].join('\n');
}

/** The folder with initdb, pg_ctl and postgres: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | null {
  const has = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((b) => fs.existsSync(path.join(dir, b)));
  if (env.PG_BIN) return has(env.PG_BIN) ? env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && Number(v) >= 15)
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (has(path.join(root, v, 'bin'))) return path.join(root, v, 'bin');
  return null;
}

export interface PostgresServer {
  port: number;
  dir: string;
  /** A connection URL for `database` as the superuser. */
  url(database?: string): string;
  stop(): void;
}

/**
 * initdb and start a server on 127.0.0.1:port. PostgreSQL refuses to run as root, so under root
 * (CI containers) it runs as the `postgres` user the Debian package creates.
 */
export function startPostgres(bin: string, port: number, log: (m: string) => void): PostgresServer {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-pg-'));
  const data = path.join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? (['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] as const) : ([path.join(bin, cmd), args] as const);
    const r = spawnSync(full[0], full[1], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status ?? r.signal}): ${r.error?.message ?? ''}${r.stderr}${r.stdout}`);
  };
  if (asRoot) {
    const hasUser = spawnSync('id', ['-u', 'postgres']).status === 0;
    if (!hasUser) throw new Error('running as root needs the "postgres" user the Debian postgresql package creates');
    execFileSync('chown', ['postgres', dir]);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c shared_buffers=256MB',
    '-c work_mem=16MB',
    '-c maintenance_work_mem=256MB',
    '-c max_wal_size=4GB',
    '-c checkpoint_timeout=30min',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  log(`PostgreSQL (${bin}) on 127.0.0.1:${port}, data in ${data}`);
  return {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
