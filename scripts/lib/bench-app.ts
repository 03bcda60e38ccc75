// What the browser benches share (`bench:lighthouse`, `bench:press`): a production build served by
// `vite preview` on its own port, a fresh stack with the demo data on another, and the demo
// owner's session and ids for the signed-in pages.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import '../../tests/integration/setup-websocket.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import { startStackProcess } from '../../tests/integration/stack-process.ts';
import type { Database } from '../../src/lib/database.types.ts';

export const STACK_PORT = Number(process.env.BENCH_PORT ?? 24741);
export const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 24781);
export const OUT_DIR = process.env.BENCH_DIST ?? 'dist-bench';
export const APP = `http://127.0.0.1:${APP_PORT}`;

export interface BenchApp {
  /** The app's origin. */
  app: string;
  /** The newest public party's id. */
  publicPartyId: string;
  /** One of the demo owner's parties. */
  ownPartyId: string;
  /** The demo owner's session, as the app keeps it in localStorage. */
  session: { key: string; value: string };
  /** The stack's API, its anon key, and the demo owner's access token. */
  api: { url: string; anonKey: string; token: string };
  stop(): Promise<void>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The value at or below which three quarters of `values` lie (nearest rank). */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)]!;
}

async function waitFor(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds the app against a fresh stack, serves it, and signs the demo owner in. */
export async function startBenchApp(name: string): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `confetti-${name}-`));
  const stack = await startStackProcess({ port: STACK_PORT, dataDir, env: { SITE_URL: APP } });
  let preview: ChildProcess | undefined;
  const stop = async () => {
    preview?.kill();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`[bench:${name}] building the app...`);
    // BENCH_MINIFY=false keeps the code's names, for reading a trace's profile (scripts/trace-long-tasks.ts).
    const minify = process.env.BENCH_MINIFY === 'false' ? ['--minify', 'false'] : [];
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', OUT_DIR, '--emptyOutDir', ...minify],
      {
        stdio: 'inherit',
        env: { ...process.env, VITE_SUPABASE_URL: stack.url, VITE_SITE_URL: APP },
      },
    );
    if (build.status !== 0) throw new Error('vite build failed');
    preview = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'preview', '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1', '--outDir', OUT_DIR],
      { stdio: 'ignore' },
    );
    await waitFor(`${APP}/robots.txt`);

    const { anonKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
    const client = createClient<Database>(stack.url, anonKey, { auth: { persistSession: false } });
    const { data: publicPlan } = await client.from('public_party_plans').select('id').order('created_at', { ascending: false }).limit(1).single();
    if (!publicPlan?.id) throw new Error('the seed has no public party');
    const { data: signedIn, error } = await client.auth.signInWithPassword({ email: 'demo@confetti.test', password: 'ConfettiDemo!2026' });
    if (error || !signedIn.session) throw error ?? new Error('demo sign-in failed');
    const { data: ownPlan } = await client.from('party_plans').select('id').eq('user_id', signedIn.user!.id).order('created_at').limit(1).single();
    if (!ownPlan) throw new Error('the seed has no party for the demo user');
    return {
      app: APP,
      publicPartyId: publicPlan.id,
      ownPartyId: ownPlan.id,
      session: { key: `sb-${new URL(stack.url).hostname.split('.')[0]}-auth-token`, value: JSON.stringify(signedIn.session) },
      api: { url: stack.url, anonKey, token: signedIn.session.access_token },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
