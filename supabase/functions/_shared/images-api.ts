/**
 * Any OpenAI-compatible images API (OpenAI, Azure-style gateways, LocalAI, ...), shared by the
 * party photos and the T-shirt designs (IMAGES_API_KEY, IMAGES_API_URL, IMAGES_MODEL):
 * POST {IMAGES_API_URL}/images/generations with { model, prompt, size, n }. The answer holds
 * data[0].b64_json or data[0].url; both are accepted.
 */
export interface ImagesApiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export function imagesApiConfig(): ImagesApiConfig | null {
  const apiKey = Deno.env.get('IMAGES_API_KEY')?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseUrl: (Deno.env.get('IMAGES_API_URL')?.trim() || 'https://api.openai.com/v1').replace(/\/+$/, ''),
    model: Deno.env.get('IMAGES_MODEL')?.trim() || 'gpt-image-1',
  };
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface GeneratedImage {
  bytes: Uint8Array;
  contentType: string;
}

/** The image type from its first bytes; the API's own word is not always there. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x46 && bytes[8] === 0x57 && bytes[9] === 0x45) return 'image/webp';
  return null;
}

export function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export interface ImageRequest {
  /** e.g. '1536x1024' for a wide banner, '1024x1024' for a square print. */
  size: string;
  /** Ask for a transparent background where the model supports it (gpt-image models). */
  transparent?: boolean;
}

export async function generateWithImagesApi(
  cfg: ImagesApiConfig,
  prompt: string,
  signal: AbortSignal,
  { size, transparent = false }: ImageRequest,
): Promise<GeneratedImage> {
  const body: Record<string, unknown> = { model: cfg.model, prompt, size, n: 1 };
  // gpt-image models always answer base64, reject response_format and can paint a transparent
  // background; DALL·E answers a URL unless asked otherwise and knows no background option.
  if (/^dall-e/i.test(cfg.model)) body.response_format = 'b64_json';
  else if (transparent && /^gpt-image/i.test(cfg.model)) body.background = 'transparent';
  const res = await fetch(`${cfg.baseUrl}/images/generations`, {
    method: 'POST',
    signal,
    headers: { Authorization: `Bearer ${cfg.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`images API answered ${res.status}${json?.error?.message ? `: ${json.error.message}` : ''}`);
  const first = json?.data?.[0];
  let bytes: Uint8Array;
  if (typeof first?.b64_json === 'string') bytes = fromBase64(first.b64_json);
  else if (typeof first?.url === 'string') {
    const img = await fetch(first.url, { signal });
    if (!img.ok) throw new Error(`image download answered ${img.status}`);
    bytes = new Uint8Array(await img.arrayBuffer());
  } else throw new Error('images API answered without an image');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new Error('images API answered with something that is not a PNG, JPEG or WebP image');
  return { bytes, contentType };
}
