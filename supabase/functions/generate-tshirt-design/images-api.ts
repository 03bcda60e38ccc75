/**
 * T-shirt artwork from any OpenAI-compatible images API (IMAGES_API_KEY, IMAGES_API_URL,
 * IMAGES_MODEL: the same settings as the party photos). Square, and with a transparent
 * background where the model supports it (gpt-image models); the answer's b64_json or url is used.
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

/** The image type from its first bytes. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
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

export async function generateWithImagesApi(cfg: ImagesApiConfig, prompt: string, signal: AbortSignal): Promise<{ bytes: Uint8Array; contentType: string }> {
  const body: Record<string, unknown> = { model: cfg.model, prompt, size: '1024x1024', n: 1 };
  // gpt-image models always answer base64 and can paint a transparent background; DALL·E
  // answers a URL unless asked otherwise and knows no background option.
  if (/^dall-e/i.test(cfg.model)) body.response_format = 'b64_json';
  else if (/^gpt-image/i.test(cfg.model)) body.background = 'transparent';
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

/** What the model is asked for: a print-ready graphic, not a photo of a shirt. */
export function designPrompt(p: { title: string; partyType?: string | null; partyFor?: string | null; ideas?: string | null; customPrompt?: string | null }): string {
  const about = [p.partyType && `a ${p.partyType}`, p.partyFor && `for ${p.partyFor}`].filter(Boolean).join(' ');
  return [
    `A T-shirt print design for "${p.title}"${about ? `, ${about}` : ''}.`,
    p.customPrompt ? `Style: ${p.customPrompt}.` : p.ideas ? `Party vision: ${p.ideas.slice(0, 300)}.` : '',
    `Bold, playful typography spelling "${p.title}" with a matching illustration, flat vector style, vivid colours,`,
    'centered composition, isolated on a transparent background, no T-shirt, no mock-up, no photo.',
  ]
    .filter(Boolean)
    .join(' ');
}
