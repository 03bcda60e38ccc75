import fs from 'node:fs';
import type http from 'node:http';
import { createAuthRoute } from './auth/index.ts';
import { isLoopback, type StackConfig, DEFAULT_JWT_SECRET } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { wellKnownKeys } from './jwt.ts';
import { createRestRoute } from './rest/index.ts';
import { createStorageRoute } from './storage/index.ts';
import { createFunctionsRoute, stopFunctionWorkers } from './functions/index.ts';
import { createCheckoutRoute, startSubscriptionClock } from './checkout/index.ts';
import { createPrintRoute, startPrintClock } from './print/index.ts';
import { attachRealtime } from './realtime/index.ts';
import { startMailbox } from './mail/index.ts';
import { createGateway, type StackContext } from './server.ts';
import { ALLOW_UNSAFE_BIND, exposureRefusal, openDoors } from './exposure.ts';

export interface RunningStack extends StackContext {
  server: http.Server;
  close(): Promise<void>;
}

/**
 * `--reset` on a PostgreSQL server (DATABASE_URL): drops every schema the stack and the migrations
 * made, so the next migrate() sees a fresh database, applies everything and seeds. Roles stay
 * (they are cluster-wide); `public` is recreated with PostgreSQL's default privileges.
 */
async function wipeServerDatabase(db: Database): Promise<void> {
  await db.exec(`
    drop schema if exists public, private, auth, storage, realtime, extensions, supabase_migrations, local_mail, local_print cascade;
    create schema public;
    grant usage on schema public to public;
  `);
}

export async function startStack(config: StackConfig, opts: { reset?: boolean; log?: (m: string) => void } = {}): Promise<RunningStack> {
  const log = opts.log ?? (() => undefined);
  if (config.jwtSecret === DEFAULT_JWT_SECRET && !isLoopback(config.host)) {
    throw new Error(`Refusing to listen on ${config.host} with the default JWT secret: anyone could mint service_role keys. Set SUPABASE_LOCAL_JWT_SECRET.`);
  }
  if (opts.reset) fs.rmSync(config.dataDir, { recursive: true, force: true });
  fs.mkdirSync(config.dataDir, { recursive: true });

  const db = await openDatabase(config);
  if (opts.reset && config.databaseUrl) await wipeServerDatabase(db);
  const { applied, seeded } = await migrate(db, config.supabaseDir, { seed: config.seed });
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  if (seeded) log('seeded demo data from supabase/seed.sql');
  if (!isLoopback(config.host)) {
    const doors = await openDoors(config, db);
    const refusal = exposureRefusal(config, doors);
    if (refusal) {
      await db.close();
      throw new Error(refusal);
    }
    if (doors.length) log(`warning: ${config.host} exposes ${doors.join(', ')} (${ALLOW_UNSAFE_BIND}=true)`);
  }
  if (!config.googleStandIn) log(`GOOGLE_CLIENT_ID is set: the Google sign-in stand-in is off, and the local stack does not sign in with Google itself`);

  const keys = await wellKnownKeys(config.jwtSecret);
  const ctx: StackContext = { config, db, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey };
  const server = createGateway({
    '/auth/v1': createAuthRoute(ctx),
    '/rest/v1': createRestRoute(ctx),
    '/storage/v1': createStorageRoute(ctx),
    '/functions/v1': createFunctionsRoute(ctx),
    // Local stand-in for Stripe Checkout (payments without STRIPE_SECRET_KEY).
    '/checkout/v1': createCheckoutRoute(ctx),
    // Local stand-in for Printful (printing without PRINTFUL_API_KEY).
    '/printful/v1': createPrintRoute(ctx),
  });
  const stopRealtime = await attachRealtime(server, ctx);
  const mailbox = await startMailbox(ctx);
  const stopSubscriptionClock = startSubscriptionClock(ctx);
  const stopPrintClock = await startPrintClock(ctx);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    ...ctx,
    server,
    async close() {
      stopSubscriptionClock();
      stopPrintClock();
      stopFunctionWorkers();
      await stopRealtime();
      await mailbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await db.close();
    },
  };
}
