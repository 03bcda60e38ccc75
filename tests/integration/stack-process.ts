import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StackProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves when output written from now on matches `pattern` (e.g. a log line the stack prints). */
  nextOutput(pattern: RegExp, ms?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The port of a test's own stack: TEST_STACK_PORT (default 24421) plus the test's offset; its mailbox
 * listens three above. The default lies below Linux's ephemeral range (32768–60999): function
 * workers and stand-in servers listen on port 0 and every outgoing connection takes a port from
 * that range, so a fixed port inside it can be taken by the time a stack starts (EADDRINUSE).
 */
export function testStackPort(offset = 0): number {
  return Number(process.env.TEST_STACK_PORT ?? 24421) + offset;
}

/**
 * Starts `supabase/local/main.ts` as its own process, the way `npm run stack` does, and waits until it
 * answers. Auth rate limits are off unless opts.env turns them on.
 */
export async function startStackProcess(opts: { port: number; dataDir?: string; env?: Record<string, string> }): Promise<StackProcess> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-stack-'));
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'supabase/local/main.ts')], {
    cwd: root,
    env: {
      // The suites and benches sign in hundreds of times from 127.0.0.1; a test that wants
      // config.toml's rate limits passes SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'on' in opts.env.
      SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off',
      ...process.env,
      SUPABASE_LOCAL_PORT: String(opts.port),
      SUPABASE_LOCAL_MAIL_PORT: String(opts.port + 3),
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${opts.port}`;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    const check = () => /API ready/.test(out) && settle();
    const exited = () => settle(new Error(`stack exited early:\n${out}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(new Error(`stack did not start in 60 s:\n${out}`));
    }, 60_000);
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', exited);
  });
  return {
    url,
    port: opts.port,
    dataDir,
    child,
    output: () => out,
    nextOutput(pattern, ms = 20_000) {
      const from = out.length;
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(out.slice(from))) return;
          clearTimeout(timer);
          child.stdout!.off('data', check);
          resolve();
        };
        const timer = setTimeout(() => {
          child.stdout!.off('data', check);
          reject(new Error(`no ${pattern} in the stack's output after ${ms} ms`));
        }, ms);
        child.stdout!.on('data', check);
      });
    },
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
