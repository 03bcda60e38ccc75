import type { StackConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { boolSetting, readProjectConfig, section, type ProjectConfig } from '../project-config.ts';

export interface AuthContext {
  config: StackConfig;
  db: Database;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL (seconds, GoTrue's default 10). */
  refreshTokenReuseInterval: number;
  /** Issuer of access tokens; the Supabase CLI sets GOTRUE_JWT_ISSUER to `${API_URL}/auth/v1`. */
  issuer: string;
  /**
   * Sign-ups must confirm their e-mail first (a confirmation e-mail goes to the local mailbox):
   * config.toml's `[auth.email] enable_confirmations`, or SUPABASE_LOCAL_AUTH_ENABLE_CONFIRMATIONS.
   */
  confirmEmail: boolean;
  /** `supabase/config.toml`, for the `[auth]` settings GoTrue reads from its environment. */
  project: ProjectConfig;
}

export function authContext(config: StackConfig, db: Database, env: NodeJS.ProcessEnv = process.env): AuthContext {
  const reuse = Number(env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL ?? 10);
  const project = readProjectConfig(config.supabaseDir);
  return {
    config,
    db,
    refreshTokenReuseInterval: Number.isFinite(reuse) && reuse >= 0 ? reuse : 10,
    issuer: `${config.apiUrl}/auth/v1`,
    confirmEmail: confirmationsEnabled(project, env),
    project,
  };
}

function confirmationsEnabled(project: ProjectConfig, env: NodeJS.ProcessEnv): boolean {
  const override = env.SUPABASE_LOCAL_AUTH_ENABLE_CONFIRMATIONS;
  if (override === 'true' || override === 'false') return override === 'true';
  return boolSetting(section(project, 'auth.email'), 'enable_confirmations', false);
}
