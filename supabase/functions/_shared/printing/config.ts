import { TSHIRT_SIZES } from '../checkout/prices.ts';
import type { PrintConfig } from './printful.ts';

/**
 * Printing (docs/configuration.md#printing): Printful when PRINTFUL_API_KEY is set (with
 * PRINTFUL_VARIANT_IDS, the catalog variant each size is printed on); otherwise the local
 * stack's stand-in, whose address the stack gives its functions as LOCAL_PRINT_URL. A hosted
 * project without the key has neither: T-shirt checkout then says it is not available instead of
 * taking money (checkout/cart-items.ts). PRINTFUL_API_URL points the client at another server
 * speaking Printful's protocol (the tests' use of the stand-in).
 */
export function printConfig(): PrintConfig | null {
  const key = Deno.env.get('PRINTFUL_API_KEY')?.trim();
  if (key) {
    const variants = variantIds(Deno.env.get('PRINTFUL_VARIANT_IDS'));
    if (!variants) return null;
    return {
      provider: 'printful',
      apiKey: key,
      apiUrl: (Deno.env.get('PRINTFUL_API_URL')?.trim() || 'https://api.printful.com').replace(/\/+$/, ''),
      variants,
    };
  }
  const local = Deno.env.get('LOCAL_PRINT_URL')?.trim().replace(/\/+$/, '');
  const variants = variantIds(Deno.env.get('LOCAL_PRINT_VARIANT_IDS'));
  if (!local || !variants) return null;
  return { provider: 'local', apiUrl: local, apiKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', variants };
}

/** For the operator's log line: which setting is missing. */
export function printingMissing(): string {
  if (Deno.env.get('PRINTFUL_API_KEY')?.trim()) {
    return 'T-shirt printing is not set up: PRINTFUL_VARIANT_IDS must map every size (XS, S, M, L, XL, XXL) to a Printful catalog variant id.';
  }
  return 'T-shirt printing is not set up: set PRINTFUL_API_KEY, PRINTFUL_VARIANT_IDS and PRINTFUL_WEBHOOK_SECRET for the functions.';
}

/** `{"XS":…, "S":…, …}` with a positive integer for every size; null otherwise. */
export function variantIds(raw: string | undefined): Record<string, number> | null {
  if (!raw?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const map = parsed as Record<string, unknown>;
  const out: Record<string, number> = {};
  for (const size of TSHIRT_SIZES) {
    const id = Number(map[size]);
    if (!Number.isInteger(id) || id <= 0) return null;
    out[size] = id;
  }
  return out;
}
