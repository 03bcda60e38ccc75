import type { IncomingMessage } from 'node:http';
import { numberSetting, section, stringSetting, type ProjectConfig } from '../project-config.ts';
import { AuthError } from './errors.ts';

// GoTrue's rate limits, from config.toml's [auth.rate_limit] and [auth.email] max_frequency:
//   - per client IP, a token bucket per limiter (GoTrue keeps one tollbooth limiter per route group);
//   - per address, at most one e-mail of a kind per max_frequency (the *_sent_at columns);
//   - per address, a few wrong six-digit codes burn the outstanding codes (see verify-attempts.ts).
// The client IP is the socket's: the local stack has no trusted proxy in front of it, so an
// X-Forwarded-For header is whatever the caller chose to write.
//
// SUPABASE_LOCAL_AUTH_RATE_LIMITS=off turns the per-IP limits and max_frequency off (the test and
// e2e suites sign in hundreds of times from 127.0.0.1); SUPABASE_LOCAL_AUTH_RATE_LIMIT_<KEY> (e.g.
// _EMAIL_SENT=100) overrides one config.toml key.

/** The Supabase CLI's config.toml keys and defaults. */
export const RATE_LIMIT_DEFAULTS = {
  /** e-mails per hour */
  email_sent: 2,
  /** SMS per hour (the local stack sends none) */
  sms_sent: 30,
  /** anonymous sign-ins per hour (off here) */
  anonymous_users: 30,
  /** refresh_token grants per 5 minutes */
  token_refresh: 150,
  /** sign-ups, sign-ins and e-mail requests per 5 minutes */
  sign_in_sign_ups: 30,
  /** /verify calls per 5 minutes */
  token_verifications: 30,
  /** web3 sign-ins per 5 minutes (off here) */
  web3: 30,
} as const;

export type RateLimitKey = keyof typeof RATE_LIMIT_DEFAULTS;

const HOUR = 3_600_000;
const FIVE_MINUTES = 300_000;

/** The window each key's number is counted over. */
const WINDOW_MS: Record<RateLimitKey, number> = {
  email_sent: HOUR,
  sms_sent: HOUR,
  anonymous_users: HOUR,
  token_refresh: FIVE_MINUTES,
  sign_in_sign_ups: FIVE_MINUTES,
  token_verifications: FIVE_MINUTES,
  web3: FIVE_MINUTES,
};

/** GoTrue's limiters (api.go), each its own bucket per IP, and the key that sizes it. */
export type Limiter = 'signup' | 'token' | 'refresh' | 'recover' | 'resend' | 'user' | 'verify' | 'email';
const LIMITER_KEY: Record<Limiter, RateLimitKey> = {
  signup: 'sign_in_sign_ups',
  token: 'sign_in_sign_ups',
  recover: 'sign_in_sign_ups',
  resend: 'sign_in_sign_ups',
  user: 'sign_in_sign_ups',
  refresh: 'token_refresh',
  verify: 'token_verifications',
  email: 'email_sent',
};

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets not touched for this long are full again and are dropped. */
const SWEEP_AFTER_MS = HOUR;
const MAX_BUCKETS = 100_000;

export class RateLimits {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly enabled: boolean,
    readonly limits: Record<RateLimitKey, number>,
    /** [auth.email] max_frequency in milliseconds. */
    readonly maxFrequencyMs: number,
  ) {}

  /**
   * Takes one request from the IP's bucket for `limiter`: N per window, refilled continuously
   * (GoTrue's tollbooth refills at N/window). false when the bucket is empty.
   */
  take(limiter: Limiter, ip: string, now = Date.now()): boolean {
    if (!this.enabled) return true;
    const key = LIMITER_KEY[limiter];
    const capacity = this.limits[key];
    if (capacity <= 0) return false;
    const id = `${limiter}\n${ip}`;
    const b = this.buckets.get(id) ?? { tokens: capacity, at: now };
    b.tokens = Math.min(capacity, b.tokens + ((now - b.at) * capacity) / WINDOW_MS[key]);
    b.at = now;
    if (b.tokens < 1) {
      this.buckets.set(id, b);
      return false;
    }
    b.tokens -= 1;
    this.buckets.set(id, b);
    if (this.buckets.size > MAX_BUCKETS) this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    for (const [id, b] of this.buckets) if (now - b.at > SWEEP_AFTER_MS) this.buckets.delete(id);
  }

  /** GoTrue's performRateLimiting: 429 over_request_rate_limit. */
  enforce(limiter: Limiter, req: IncomingMessage): void {
    if (!this.take(limiter, clientIp(req))) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  /**
   * Before an auth e-mail goes out: GoTrue's validateSentWithinFrequencyLimit against the address's
   * last e-mail of that kind, then the e-mail limiter (GoTrue's EmailRateLimitExceeded).
   */
  admitEmail(req: IncomingMessage, lastSentAt: Date | null, now = Date.now()): void {
    if (!this.enabled) return;
    if (lastSentAt && this.maxFrequencyMs > 0) {
      const left = new Date(lastSentAt).getTime() + this.maxFrequencyMs - now;
      if (left > 0) {
        throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(left / 1000)} seconds.`);
      }
    }
    if (!this.take('email', clientIp(req), now)) throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
}

/** The socket's address, IPv4-mapped IPv6 written as IPv4. */
export function clientIp(req: IncomingMessage): string {
  const a = req.socket.remoteAddress ?? 'unknown';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

/** Go's time.ParseDuration for what max_frequency uses ("1s", "1m0s", "500ms"); NaN when malformed. */
export function parseGoDuration(s: string): number {
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  if (s === '0') return 0;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    total += Number(m[1]) * units[m[2]];
    consumed = re.lastIndex;
  }
  return s && consumed === s.length ? total : Number.NaN;
}

/** The CLI's default [auth.email] max_frequency. */
const DEFAULT_MAX_FREQUENCY = '1s';

export function rateLimitsFromConfig(project: ProjectConfig, env: NodeJS.ProcessEnv): RateLimits {
  const table = section(project, 'auth.rate_limit');
  const limits = { ...RATE_LIMIT_DEFAULTS } as Record<RateLimitKey, number>;
  for (const key of Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitKey[]) {
    limits[key] = numberSetting(table, key, RATE_LIMIT_DEFAULTS[key]);
    const override = env[`SUPABASE_LOCAL_AUTH_RATE_LIMIT_${key.toUpperCase()}`];
    if (override !== undefined && override !== '' && Number.isFinite(Number(override))) limits[key] = Number(override);
  }
  const freq = parseGoDuration(stringSetting(section(project, 'auth.email'), 'max_frequency', DEFAULT_MAX_FREQUENCY));
  const enabled = (env.SUPABASE_LOCAL_AUTH_RATE_LIMITS ?? '').toLowerCase() !== 'off';
  return new RateLimits(enabled, limits, Number.isFinite(freq) ? freq : 1000);
}
