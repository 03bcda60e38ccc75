import { formatUsd } from '@/lib/money';
/**
 * T-shirt sizes and prices as the app shows them, derived from the server's own table
 * (supabase/functions/_shared/checkout/prices.ts, in cents): the server is the authority at
 * checkout, and one table means the two can never disagree.
 */
import { MAX_LINE_QUANTITY, TSHIRT_PRICE_CENTS, TSHIRT_SIZES, type TshirtSize } from '@shared/checkout/prices.ts';

export type { TshirtSize };

export interface SizeOption {
  value: TshirtSize;
  label: string;
  price: number;
}

export const SIZE_OPTIONS: readonly SizeOption[] = TSHIRT_SIZES.map((size) => ({ value: size, label: size, price: TSHIRT_PRICE_CENTS[size] / 100 }));

/** Most T-shirts of one design and size per order (the server enforces the same limit). */
export const MAX_QUANTITY = MAX_LINE_QUANTITY;

export function isSize(value: unknown): value is TshirtSize {
  return (TSHIRT_SIZES as readonly unknown[]).includes(value);
}

export function priceOf(size: TshirtSize): number {
  return TSHIRT_PRICE_CENTS[size] / 100;
}

/** At least 1, and 1 when it is not a number; whole numbers up to MAX_QUANTITY. */
export function normalizeQuantity(input: unknown): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), MAX_QUANTITY);
}

/** '$77.00', '$1,234.50', '-$5.00' (src/lib/money.ts). */
export const formatPrice = formatUsd;
