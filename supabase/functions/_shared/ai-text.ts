// The AI text provider (docs/decisions.md#providers-with-offline-defaults): any OpenAI-compatible chat-completions API
// (OpenAI, Azure-style gateways, Ollama, vLLM, LM Studio...) chosen by env. Asked for one JSON
// object; everything about the answer is checked by the caller against the shared schema.

export interface AiTextConfig {
  apiKey: string;
  /** Base URL up to and including the version segment, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  /** Budget of one attempt; the caller retries once. */
  timeoutMs: number;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';
// The wizard tells people it takes 15-30 seconds: two attempts must fit in that.
const DEFAULT_TIMEOUT_MS = 12_000;

/** Configured when AI_API_KEY is set; AI_BASE_URL, AI_MODEL and AI_TIMEOUT_MS are optional. */
export function aiTextConfig(): AiTextConfig | undefined {
  const apiKey = Deno.env.get('AI_API_KEY')?.trim();
  if (!apiKey) return undefined;
  const timeout = Number(Deno.env.get('AI_TIMEOUT_MS'));
  return {
    apiKey,
    baseUrl: (Deno.env.get('AI_BASE_URL')?.trim() || DEFAULT_BASE_URL).replace(/\/+$/, ''),
    model: Deno.env.get('AI_MODEL')?.trim() || DEFAULT_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/**
 * A failure with a message that is safe to show the caller ('The AI service answered 500');
 * provider error bodies and URLs stay in the logs.
 */
export class AiError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatOptions {
  signal: AbortSignal;
  temperature?: number;
  /** OpenAI's best-effort determinism; servers that do not know it ignore it. */
  seed?: number;
  maxTokens?: number;
}

/** Models sometimes wrap JSON in a Markdown fence even in JSON mode. */
function stripFence(text: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return m ? m[1] : text;
}

/** POST {base}/chat/completions in JSON mode; answers the parsed JSON of the first choice. */
export async function chatJson(config: AiTextConfig, messages: ChatMessage[], options: ChatOptions): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      signal: options.signal,
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: config.model,
        messages,
        response_format: { type: 'json_object' },
        temperature: options.temperature ?? 0.8,
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
      }),
    });
  } catch (e) {
    if (options.signal.aborted) throw new AiError('The AI service timed out');
    throw new AiError('The AI service could not be reached', e instanceof Error ? e.message : String(e));
  }
  let raw: string;
  try {
    raw = await res.text();
  } catch (e) {
    if (options.signal.aborted) throw new AiError('The AI service timed out');
    throw new AiError('The AI service answer was cut off', e instanceof Error ? e.message : String(e));
  }
  if (!res.ok) throw new AiError(`The AI service answered ${res.status}`, raw.slice(0, 500));
  let body: { choices?: { message?: { content?: unknown } }[] };
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AiError('The AI service answer was not JSON', raw.slice(0, 500));
  }
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new AiError('The AI service answered without content');
  try {
    return JSON.parse(stripFence(content));
  } catch {
    throw new AiError('The AI answer was not valid JSON', content.slice(0, 500));
  }
}

/**
 * Runs `attempt` with its own timeout, and once more if it fails: a flaky network or one bad
 * answer should not cost the user the AI plan. The last error is rethrown.
 */
export async function withOneRetry<T>(config: AiTextConfig, attempt: (signal: AbortSignal, round: number) => Promise<T>): Promise<T> {
  let last: unknown;
  for (let round = 0; round < 2; round++) {
    const signal = AbortSignal.timeout(config.timeoutMs);
    try {
      return await attempt(signal, round);
    } catch (e) {
      last = signal.aborted && !(e instanceof AiError) ? new AiError('The AI service timed out') : e;
      const err = last as AiError;
      console.error(`[ai] attempt ${round + 1} failed: ${err.message}${err.detail ? ` (${err.detail.slice(0, 200)})` : ''}`);
    }
  }
  throw last;
}
