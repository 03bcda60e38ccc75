import type { StackConfig } from '../config.ts';
import type { Database } from '../db/index.ts';

export interface AuthContext {
  config: StackConfig;
  db: Database;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL (seconds, GoTrue's default 10). */
  refreshTokenReuseInterval: number;
  /** Issuer of access tokens; the Supabase CLI sets GOTRUE_JWT_ISSUER to `${API_URL}/auth/v1`. */
  issuer: string;
}

export function authContext(config: StackConfig, db: Database, env: NodeJS.ProcessEnv = process.env): AuthContext {
  const reuse = Number(env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL ?? 10);
  return {
    config,
    db,
    refreshTokenReuseInterval: Number.isFinite(reuse) && reuse >= 0 ? reuse : 10,
    issuer: `${config.apiUrl}/auth/v1`,
  };
}
