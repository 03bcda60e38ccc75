import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { StackContext } from '../server.ts';
import type { FunctionSettings } from './settings.ts';
import { BootError, FunctionWorker } from './worker.ts';
import { LOCAL_VARIANTS } from '../print/catalog.ts';

const require = createRequire(import.meta.url);

/** The deno binary from the `deno` npm package (its platform package), DENO_BIN, or PATH. */
export function findDeno(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DENO_BIN) return env.DENO_BIN;
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  const platform = process.platform === 'win32' ? `win32-${arch}` : process.platform === 'darwin' ? `darwin-${arch}` : `linux-${arch}-glibc`;
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno';
  for (const pkg of [`@deno/${platform}`, 'deno']) {
    try {
      const candidate = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), exe);
      if (fs.existsSync(candidate)) return candidate;
    } catch {
      // not installed; try the next one
    }
  }
  return 'deno';
}

/**
 * What a function's process.env looks like: supabase/functions/.env, then what hosted Supabase
 * injects, then the locals our providers need. The stack's own environment does not leak in.
 */
export function functionEnv(ctx: StackContext, functionsDir: string): Record<string, string> {
  const { config } = ctx;
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'LANG', 'TZ', 'DENO_AUTH_TOKENS', 'DENO_CERT', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY']) {
    const v = process.env[key];
    if (v) env[key] = v;
  }
  // Node's dotenv parser: `KEY=value`, `export `, quotes (\n expands inside double ones), values
  // over several lines, `#` comments. A double quote inside a double-quoted value needs single quotes.
  const dotenv = path.join(functionsDir, '.env');
  if (fs.existsSync(dotenv)) Object.assign(env, parseEnv(fs.readFileSync(dotenv, 'utf8')));
  Object.assign(env, {
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: ctx.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
    LOCAL_MAILBOX_URL: `http://127.0.0.1:${config.mailPort}`,
    // The stack's checkout page (supabase/local/checkout): payments' offline default.
    LOCAL_CHECKOUT_URL: `${config.apiUrl}/checkout/v1`,
    DENO_DIR: path.join(config.dataDir, 'deno'),
    NO_COLOR: '1',
  });
  // Printing's offline default (supabase/local/print), unless .env names Printful itself. The
  // webhook secret is derived from the JWT secret, so the stand-in and the function agree on it
  // across restarts; a PRINTFUL_WEBHOOK_SECRET in .env wins.
  if (!env.PRINTFUL_API_KEY) {
    env.LOCAL_PRINT_URL = `${config.apiUrl}/printful/v1`;
    env.LOCAL_PRINT_VARIANT_IDS = JSON.stringify(LOCAL_VARIANTS);
  }
  env.PRINTFUL_WEBHOOK_SECRET ||= createHmac('sha256', config.jwtSecret).update('local printful webhook').digest('hex').slice(0, 32);
  // Hosted projects set SITE_URL as a secret; locally the stack's own site is the default.
  env.SITE_URL ||= config.siteUrl;
  if (config.databaseUrl) env.SUPABASE_DB_URL = config.databaseUrl;
  return env;
}

/**
 * Keeps one warm worker per function: spawned on first call, replaced when it dies, when its
 * source changes, or when config.toml points it at another entrypoint or import map.
 */
export class WorkerPool {
  private readonly workers = new Map<string, FunctionWorker>();
  /** Functions whose npm imports are not in node_modules: Deno downloads them into DENO_DIR. */
  private readonly downloadNpm = new Set<string>();
  private readonly denoBin = findDeno();
  private readonly projectRoot: string;

  constructor(
    private readonly ctx: StackContext,
    private readonly functionsDir: string,
  ) {
    this.projectRoot = path.resolve(ctx.config.supabaseDir, '..');
  }

  async port(settings: FunctionSettings): Promise<number> {
    const existing = this.workers.get(settings.name);
    if (existing?.alive && sameSource(existing.spec.settings, settings)) return existing.ready;
    existing?.kill();
    const worker = this.spawn(settings);
    try {
      return await worker.ready;
    } catch (e) {
      // An npm package missing from node_modules: fall back to letting Deno fetch it once.
      if (e instanceof BootError && /matching package .* node_modules/.test(e.output) && !this.downloadNpm.has(settings.name)) {
        this.downloadNpm.add(settings.name);
        return this.spawn(settings).ready;
      }
      throw e;
    }
  }

  /** Stops one worker (e.g. after a timeout: it may be stuck); the next call starts a new one. */
  restart(name: string): void {
    this.workers.get(name)?.kill();
    this.workers.delete(name);
  }

  stopAll(): void {
    for (const w of this.workers.values()) w.kill();
    this.workers.clear();
  }

  private spawn(settings: FunctionSettings): FunctionWorker {
    const { config } = this.ctx;
    const worker = new FunctionWorker({
      denoBin: this.denoBin,
      settings,
      env: functionEnv(this.ctx, this.functionsDir),
      // The function's code, shared helpers and the project's node_modules; nothing else.
      allowRead: [
        ...new Set([
          this.functionsDir,
          path.dirname(settings.entrypoint),
          path.join(config.supabaseDir, 'functions'),
          path.join(this.projectRoot, 'node_modules'),
        ]),
      ],
      tmpDir: path.join(config.dataDir, 'functions-tmp', settings.name),
      npmMode: this.downloadNpm.has(settings.name) ? 'none' : 'manual',
      bootTimeoutMs: 60_000,
    });
    this.workers.set(settings.name, worker);
    return worker;
  }
}

function sameSource(a: FunctionSettings, b: FunctionSettings): boolean {
  return a.entrypoint === b.entrypoint && a.importMap === b.importMap;
}
