import fs from 'node:fs';
import type http from 'node:http';
import { createAuthRoute } from './auth/index.ts';
import { isLoopback, type StackConfig, DEFAULT_JWT_SECRET } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { wellKnownKeys } from './jwt.ts';
import { createRestRoute } from './rest/index.ts';
import { createStorageRoute } from './storage/index.ts';
import { createFunctionsRoute, stopFunctionWorkers } from './functions/index.ts';
import { createCheckoutRoute } from './checkout/index.ts';
import { attachRealtime } from './realtime/index.ts';
import { startMailbox } from './mail/index.ts';
import { createGateway, type StackContext } from './server.ts';

export interface RunningStack extends StackContext {
  server: http.Server;
  close(): Promise<void>;
}

export async function startStack(config: StackConfig, opts: { reset?: boolean; log?: (m: string) => void } = {}): Promise<RunningStack> {
  const log = opts.log ?? (() => undefined);
  if (config.jwtSecret === DEFAULT_JWT_SECRET && !isLoopback(config.host)) {
    throw new Error(
      `Refusing to listen on ${config.host} with the default JWT secret: anyone could mint service_role keys. Set SUPABASE_LOCAL_JWT_SECRET.`,
    );
  }
  if (opts.reset) fs.rmSync(config.dataDir, { recursive: true, force: true });
  fs.mkdirSync(config.dataDir, { recursive: true });

  const db = await openDatabase(config);
  const { applied, seeded } = await migrate(db, config.supabaseDir, { seed: config.seed });
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  if (seeded) log('seeded demo data from supabase/seed.sql');

  const keys = await wellKnownKeys(config.jwtSecret);
  const ctx: StackContext = { config, db, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey };
  const server = createGateway({
    '/auth/v1': createAuthRoute(ctx),
    '/rest/v1': createRestRoute(ctx),
    '/storage/v1': createStorageRoute(ctx),
    '/functions/v1': createFunctionsRoute(ctx),
    // Local stand-in for Stripe Checkout (payments without STRIPE_SECRET_KEY).
    '/checkout/v1': createCheckoutRoute(ctx),
  });
  const stopRealtime = await attachRealtime(server, ctx);
  const mailbox = await startMailbox(ctx);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    ...ctx,
    server,
    async close() {
      stopFunctionWorkers();
      await stopRealtime();
      await mailbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await db.close();
    },
  };
}
