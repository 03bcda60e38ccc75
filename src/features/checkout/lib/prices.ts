/**
 * T-shirt sizes and prices in US dollars (spec §9). The server keeps the same table in cents
 * (supabase/functions/_shared/checkout/prices.ts) and is the authority at checkout; this copy
 * shows prices in the app. A unit test keeps the two equal.
 */
export const SIZE_OPTIONS = [
  { value: 'XS', label: 'XS', price: 25 },
  { value: 'S', label: 'S', price: 25 },
  { value: 'M', label: 'M', price: 25 },
  { value: 'L', label: 'L', price: 25 },
  { value: 'XL', label: 'XL', price: 27 },
  { value: 'XXL', label: 'XXL', price: 29 },
] as const;

export type TshirtSize = (typeof SIZE_OPTIONS)[number]['value'];
export interface SizeOption {
  value: TshirtSize;
  label: string;
  price: number;
}

/** Most T-shirts of one design and size per order (the server enforces the same limit). */
export const MAX_QUANTITY = 100;

export function isSize(value: unknown): value is TshirtSize {
  return SIZE_OPTIONS.some((o) => o.value === value);
}

export function priceOf(size: TshirtSize): number {
  return SIZE_OPTIONS.find((o) => o.value === size)!.price;
}

/** Spec §5: at least 1, and 1 when it is not a number; whole numbers up to MAX_QUANTITY. */
export function normalizeQuantity(input: unknown): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), MAX_QUANTITY);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$77.00'. */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
