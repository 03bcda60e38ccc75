import fs from 'node:fs';
import path from 'node:path';
import type { Route, StackContext } from '../server.ts';
import { bearerToken } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { proxyToWorker, runtimeError } from './proxy.ts';
import { WorkerPool } from './runtime.ts';
import { functionSettings } from './settings.ts';
import { BootError } from './worker.ts';

/** Hosted's request idle timeout; SUPABASE_LOCAL_FUNCTION_TIMEOUT_MS shortens it for tests. */
const DEFAULT_TIMEOUT_MS = 150_000;

const pools = new Set<WorkerPool>();

/** Stops every Deno worker this process started (the stack's close, tests). */
export function stopFunctionWorkers(): void {
  for (const pool of pools) pool.stopAll();
}
// Belt and braces: workers also exit on their own when our stdin pipe closes.
process.once('exit', stopFunctionWorkers);

/** `/functions/v1/<name>[/...]`: each supabase/functions/<name>/index.ts under real Deno. */
export function createFunctionsRoute(ctx: StackContext): Route {
  const { functionsDir, jwtSecret } = ctx.config;
  const timeoutMs = Number(process.env.SUPABASE_LOCAL_FUNCTION_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  const pool = new WorkerPool(ctx, functionsDir);
  pools.add(pool);
  watchSources([functionsDir, path.join(ctx.config.supabaseDir, 'functions')], () => {
    pool.stopAll();
    console.log('[functions] sources changed: each function restarts on its next call');
  });

  return async (req, res, url) => {
    const rest = url.pathname.slice('/functions/v1'.length);
    const name = /^\/([^/]*)/.exec(rest)?.[1] ?? '';
    const settings = name ? functionSettings(functionsDir, name) : undefined;
    if (!settings?.enabled) {
      runtimeError(res, 404, 'NOT_FOUND', 'Requested function was not found');
      return;
    }

    if (settings.verifyJwt) {
      // Like hosted: the gateway checks the caller's JWT before the function runs.
      if (!req.headers.authorization) {
        runtimeError(res, 401, 'UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header');
        return;
      }
      const token = bearerToken(req);
      if (!token || token.split('.').length !== 3) {
        runtimeError(res, 401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT');
        return;
      }
      if (!(await verifyJwt(token, jwtSecret)).ok) {
        runtimeError(res, 401, 'UNAUTHORIZED_INVALID_JWT', 'Invalid JWT');
        return;
      }
    }

    let port: number;
    try {
      port = await pool.port(settings);
    } catch (e) {
      console.error(`[functions:${name}] worker failed to boot: ${e instanceof BootError ? e.message : String(e)}`);
      runtimeError(res, 503, 'BOOT_ERROR', 'Worker failed to boot (please check logs)');
      return;
    }
    await proxyToWorker(req, res, {
      port,
      path: `${rest}${url.search}`,
      timeoutMs,
      onWorkerLost: () => pool.restart(name),
    });
  };
}

/** Restarts workers when a function's source changes, like `supabase functions serve` does. */
function watchSources(dirs: string[], onChange: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  for (const dir of new Set(dirs)) {
    if (!fs.existsSync(dir)) continue;
    try {
      const watcher = fs.watch(dir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(onChange, 150);
        timer.unref();
      });
      watcher.unref();
      watcher.on('error', () => watcher.close());
    } catch {
      // No recursive watching on this platform: edits then need a stack restart.
    }
  }
}
