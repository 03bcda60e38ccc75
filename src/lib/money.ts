/**
 * '$77.00', '$1,234.50', '-$5.00': US dollars as Intl.NumberFormat('en-US', { style: 'currency' })
 * writes them, by hand. Prices show on every page (the header's cart) and on the party pages, and
 * the first Intl formatter a page makes loads the browser's locale data: tens of milliseconds of a
 * phone's main thread while the page starts (docs/decisions.md#a-light-main-thread).
 */
export function formatUsdCents(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && abs ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars, as formatUsdCents writes cents. */
export function formatUsd(dollars: number): string {
  return formatUsdCents(Math.round(dollars * 100));
}
