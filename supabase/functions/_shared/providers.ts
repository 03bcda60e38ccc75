/**
 * docs/decisions.md#providers-with-offline-defaults: every outside service sits behind a provider with an offline default.
 * The real provider runs only when configured; if it fails, the default answers instead and the
 * result says so, so the function can tell the user.
 */
export interface ProviderResult<T> {
  value: T;
  /** Which one produced `value`. */
  source: 'real' | 'fallback';
  /** True when the real provider was configured but failed. */
  fellBack: boolean;
  /** Why the fallback answered: not configured, or the real provider's failure. */
  reason?: string;
}

export interface ProviderChoice<T> {
  /** For logs, e.g. 'resend'. */
  name?: string;
  configured: () => boolean;
  real: (signal: AbortSignal) => Promise<T>;
  fallback: () => Promise<T>;
  /** The real provider's time budget before falling back (default 15 s). */
  timeoutMs?: number;
}

export async function selectProvider<T>(choice: ProviderChoice<T>): Promise<ProviderResult<T>> {
  if (!choice.configured()) {
    return { value: await choice.fallback(), source: 'fallback', fellBack: false, reason: 'not configured' };
  }
  const signal = AbortSignal.timeout(choice.timeoutMs ?? 15_000);
  try {
    return { value: await choice.real(signal), source: 'real', fellBack: false };
  } catch (e) {
    const reason = signal.aborted ? 'timed out' : e instanceof Error ? e.message : String(e);
    console.error(`[provider${choice.name ? `:${choice.name}` : ''}] failed, using the offline default: ${reason}`);
    return { value: await choice.fallback(), source: 'fallback', fellBack: true, reason };
  }
}

/** True when every named setting is present and non-empty. */
export function hasEnv(...names: string[]): boolean {
  return names.every((n) => !!Deno.env.get(n));
}
