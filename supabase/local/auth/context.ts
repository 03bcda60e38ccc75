import type { StackConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { boolSetting, readProjectConfig, section, type ProjectConfig } from '../project-config.ts';
import { passwordPolicy, type PasswordPolicy } from './passwords.ts';
import { rateLimitsFromConfig, type RateLimits } from './rate-limits.ts';
import { VerifyAttempts } from './verify-attempts.ts';

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
  /**
   * An e-mail change needs a link from the current address as well as from the new one:
   * config.toml's `[auth.email] double_confirm_changes` (GoTrue's MAILER_SECURE_EMAIL_CHANGE_ENABLED).
   */
  doubleConfirmChanges: boolean;
  /** `[auth.rate_limit]` and `[auth.email] max_frequency`. */
  limits: RateLimits;
  /** Wrong six-digit codes per address. */
  verifyAttempts: VerifyAttempts;
  /** `supabase/config.toml`, for the `[auth]` settings GoTrue reads from its environment. */
  project: ProjectConfig;
  /** `[auth] minimum_password_length` and `password_requirements`. */
  passwordPolicy: PasswordPolicy;
  /**
   * `[auth.email] secure_password_change`: a session that signed in more than 24 hours ago
   * reauthenticates to change its password (reauthenticate.ts).
   */
  securePasswordChange: boolean;
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
    doubleConfirmChanges: boolSetting(section(project, 'auth.email'), 'double_confirm_changes', true),
    limits: rateLimitsFromConfig(project, env),
    verifyAttempts: new VerifyAttempts(),
    project,
    passwordPolicy: passwordPolicy(project),
    securePasswordChange: boolSetting(section(project, 'auth.email'), 'secure_password_change', false),
  };
}

function confirmationsEnabled(project: ProjectConfig, env: NodeJS.ProcessEnv): boolean {
  const override = env.SUPABASE_LOCAL_AUTH_ENABLE_CONFIRMATIONS;
  if (override === 'true' || override === 'false') return override === 'true';
  return boolSetting(section(project, 'auth.email'), 'enable_confirmations', false);
}
