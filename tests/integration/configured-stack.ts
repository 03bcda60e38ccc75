import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStackProcess, type StackProcess } from './stack-process.ts';

const FUNCTIONS = path.resolve(import.meta.dirname, '../../supabase/functions');

/**
 * A stack of our own whose functions see `env` as their .env (e.g. a stand-in provider's URL and
 * keys), leaving supabase/functions/.env alone for everyone else. The functions folder it serves
 * holds only a config.toml (pointing each function at its real entrypoint and the shared import
 * map) and that .env.
 */
export async function startConfiguredStack(opts: {
  port: number;
  functions: Record<string, { verifyJwt: boolean }>;
  env: Record<string, string>;
  /** The stack process's own environment (e.g. SITE_URL), beside the functions' .env. */
  stackEnv?: Record<string, string>;
}): Promise<StackProcess & { cleanup(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-fns-'));
  const toml = Object.entries(opts.functions)
    .map(
      ([name, s]) =>
        `[functions.${name}]\nverify_jwt = ${s.verifyJwt}\nentrypoint = "${path.join(FUNCTIONS, name, 'index.ts')}"\nimport_map = "${path.join(FUNCTIONS, 'deno.json')}"\n`,
    )
    .join('\n');
  fs.writeFileSync(path.join(dir, 'config.toml'), toml);
  fs.writeFileSync(
    path.join(dir, '.env'),
    Object.entries(opts.env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
  const stack = await startStackProcess({ port: opts.port, env: { ...opts.stackEnv, SUPABASE_LOCAL_FUNCTIONS_DIR: dir } });
  return Object.assign(stack, {
    async cleanup() {
      await stack.stop();
      fs.rmSync(stack.dataDir, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  });
}
