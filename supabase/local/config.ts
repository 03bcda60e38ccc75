import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readProjectConfig, section, stringListSetting, stringSetting } from './project-config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The Supabase CLI's documented local default; the well-known anon/service_role keys are signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface StackConfig {
  host: string;
  port: number;
  mailPort: number;
  jwtSecret: string;
  /** Directory holding the PGlite data and stored files. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  supabaseDir: string;
  /** Edge functions, one folder each (supabase/functions unless overridden, e.g. by tests). */
  functionsDir: string;
  /** Public URL the API is reached at (used in links and redirects). */
  apiUrl: string;
  /** Site the auth service redirects to by default: SITE_URL, else config.toml's `[auth] site_url`. */
  siteUrl: string;
  /**
   * GOTRUE_URI_ALLOW_LIST: the other places sign-ins may return to (globs, `.` and `/` separate).
   * config.toml's `[auth] additional_redirect_urls`, or SUPABASE_LOCAL_AUTH_ADDITIONAL_REDIRECT_URLS
   * (comma-separated, as GoTrue reads its variable).
   */
  additionalRedirectUrls: string[];
  /** "Continue with Google" is the stack's stand-in page, which signs in without any password. */
  googleStandIn: boolean;
  /** Listen on a non-loopback address although the stand-ins or demo data are there (the developer said so). */
  allowUnsafeBind: boolean;
  jwtExpiry: number;
  seed: boolean;
  /**
   * How often the local checkout settles its subscriptions' ended periods (what Stripe does at a
   * period's end): SUPABASE_LOCAL_SUBSCRIPTION_CLOCK_MS, default a minute.
   */
  subscriptionClockMs?: number;
  /**
   * How long the print stand-in takes per step of an order (confirmed → in production → shipped):
   * SUPABASE_LOCAL_PRINT_CLOCK_MS, default a minute.
   */
  printClockMs?: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const host = env.SUPABASE_LOCAL_HOST ?? '127.0.0.1';
  const port = Number(env.SUPABASE_LOCAL_PORT ?? 54321);
  const mailPort = Number(env.SUPABASE_LOCAL_MAIL_PORT ?? 54324);
  const supabaseDir = path.resolve(here, '..');
  const dataDir = path.resolve(env.SUPABASE_LOCAL_DATA_DIR ?? path.join(supabaseDir, '..', '.supabase-local'));
  const auth = section(readProjectConfig(supabaseDir), 'auth');
  const allowList = env.SUPABASE_LOCAL_AUTH_ADDITIONAL_REDIRECT_URLS;
  return {
    host,
    port,
    mailPort,
    jwtSecret: env.SUPABASE_LOCAL_JWT_SECRET ?? DEFAULT_JWT_SECRET,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    supabaseDir,
    functionsDir: path.resolve(env.SUPABASE_LOCAL_FUNCTIONS_DIR ?? path.join(supabaseDir, 'functions')),
    apiUrl: env.SUPABASE_LOCAL_API_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    // The Supabase CLI's own default site_url when config.toml has none.
    siteUrl: env.SITE_URL || stringSetting(auth, 'site_url', 'http://127.0.0.1:3000'),
    additionalRedirectUrls:
      allowList !== undefined
        ? allowList
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean)
        : stringListSetting(auth, 'additional_redirect_urls'),
    googleStandIn: !env.GOOGLE_CLIENT_ID,
    allowUnsafeBind: env.SUPABASE_LOCAL_ALLOW_UNSAFE_BIND === 'true',
    jwtExpiry: Number(env.SUPABASE_LOCAL_JWT_EXPIRY ?? 3600),
    seed: env.SUPABASE_LOCAL_SEED !== 'false',
    subscriptionClockMs: Number(env.SUPABASE_LOCAL_SUBSCRIPTION_CLOCK_MS) > 0 ? Number(env.SUPABASE_LOCAL_SUBSCRIPTION_CLOCK_MS) : 60_000,
    printClockMs: Number(env.SUPABASE_LOCAL_PRINT_CLOCK_MS) > 0 ? Number(env.SUPABASE_LOCAL_PRINT_CLOCK_MS) : 60_000,
  };
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
