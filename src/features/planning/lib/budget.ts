import { VENDOR_CATEGORIES, type BudgetCode, type PartyType, type VendorCategory } from '@shared/party-constants.ts';
import { BUDGET_RANGES_CENTS, BUDGET_SHARES } from '@shared/planner/budget-shares.ts';
import { formatUsdCents } from '@/lib/money';

// The budget tracker's maths (docs/product.md#planning-tools). Money is integer cents
// (docs/decisions.md#money-is-integer-cents): no floating-point sums.

export const EXPENSE_CATEGORIES = VENDOR_CATEGORIES;
export type ExpenseCategory = VendorCategory;
/** The database refuses more (10,000,000.00). */
export const MAX_CENTS = 1_000_000_000;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;

export interface ExpenseAmounts {
  estimated_cents: number;
  actual_cents: number | null;
  paid: boolean;
  currency: string;
}

/** What party_budget_totals answers, and what sumExpenses computes from the lines. */
export interface ExpenseSums {
  count: number;
  currency: string;
  estimated: number;
  /** Lines with an actual amount. */
  actual: number;
  /** Actual where known, else estimated. */
  projected: number;
  /** The projected amount of the lines marked paid. */
  paid: number;
}

export function sumExpenses(rows: ExpenseAmounts[]): ExpenseSums {
  const sums: ExpenseSums = { count: rows.length, currency: rows[0]?.currency ?? 'USD', estimated: 0, actual: 0, projected: 0, paid: 0 };
  for (const r of rows) {
    const projected = r.actual_cents ?? r.estimated_cents;
    sums.estimated += r.estimated_cents;
    sums.actual += r.actual_cents ?? 0;
    sums.projected += projected;
    if (r.paid) sums.paid += projected;
  }
  return sums;
}

export type BudgetPosition = { status: 'under'; amount: number } | { status: 'within'; amount: number | null } | { status: 'over'; amount: number };

export interface BudgetSummary extends ExpenseSums {
  leftToPay: number;
  headcount: number;
  headcountSource: 'attending' | 'plan';
  /** Projected cost per head in cents, or null without anyone to divide by. */
  perHead: number | null;
  /** Against the plan's budget range; null when the plan names no amount or the currency is not USD. */
  position: BudgetPosition | null;
  range: readonly [number, number | null] | null;
}

/**
 * Totals for the panel and the printed plan. `attending` is the guest list's attending head-count;
 * until someone says Going (null or 0) per head uses the plan's guest count, so a fresh plan is
 * not priced for nobody.
 */
export function budgetSummary(input: { sums: ExpenseSums; budget: string | null; guestCount: number; attending: number | null }): BudgetSummary {
  const { sums, budget, guestCount, attending } = input;
  const headcountSource = attending !== null && attending > 0 ? 'attending' : 'plan';
  const headcount = Math.max(0, headcountSource === 'attending' ? attending! : guestCount);
  const perHead = headcount > 0 ? Math.round(sums.projected / headcount) : null;
  const range = budget && budget in BUDGET_RANGES_CENTS ? BUDGET_RANGES_CENTS[budget as BudgetCode] : null;
  let position: BudgetPosition | null = null;
  if (range && sums.currency === 'USD') {
    const [min, max] = range;
    if (sums.projected < min) position = { status: 'under', amount: min - sums.projected };
    else if (max !== null && sums.projected > max) position = { status: 'over', amount: sums.projected - max };
    else position = { status: 'within', amount: max === null ? null : max - sums.projected };
  }
  return { ...sums, leftToPay: Math.max(0, sums.projected - sums.paid), headcount, headcountSource, perHead, position, range };
}

/**
 * The starting estimate per category: the middle of the plan's budget range (its floor when
 * open-ended) split by the party type's usual shares. The cents add up to the target exactly
 * (largest remainder). Empty when the plan's budget names no amount.
 */
export function startingEstimates(partyType: string, budget: string | null): { category: ExpenseCategory; cents: number }[] {
  const range = budget && budget in BUDGET_RANGES_CENTS ? BUDGET_RANGES_CENTS[budget as BudgetCode] : null;
  const shares = BUDGET_SHARES[partyType as PartyType];
  if (!range || !shares) return [];
  const target = range[1] === null ? range[0] : Math.round((range[0] + range[1]) / 2);
  const entries = EXPENSE_CATEGORIES.filter((c) => shares[c]).map((c) => ({ category: c, exact: target * shares[c]! }));
  const out = entries.map((e) => ({ category: e.category, cents: Math.floor(e.exact) }));
  let rest = target - out.reduce((s, e) => s + e.cents, 0);
  const order = entries.map((e, i) => ({ i, frac: e.exact - Math.floor(e.exact) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (rest <= 0) break;
    out[i].cents += 1;
    rest -= 1;
  }
  return out;
}

/** Reads what a person typed as an amount: '120', '1,234.50', '$80'. */
export function parseAmount(text: string): { cents: number } | { error: string } {
  const t = text
    .trim()
    .replace(/^[$€£]/, '')
    .replace(/[,\s]/g, '');
  if (t === '') return { error: 'Enter an amount' };
  if (t.startsWith('-')) return { error: "Amounts can't be negative" };
  const m = t.match(/^(\d+)(?:\.(\d{1,2}))?$/);
  if (!m) return { error: 'Enter an amount such as 120 or 120.50' };
  const whole = m[1].replace(/^0+(?=\d)/, '');
  if (whole.length > 8) return { error: 'Amounts can be at most 10,000,000' };
  const cents = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_CENTS) return { error: 'Amounts can be at most 10,000,000' };
  return { cents };
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Cents in the currency, e.g. 123456 USD → '$1,234.56'. Dollars by hand, other currencies through
 * one Intl formatter each: a formatter made per amount cost the party page's budget a 45 ms task
 * (docs/decisions.md#a-light-main-thread).
 */
export function formatMoney(cents: number, currency = 'USD'): string {
  if (currency === 'USD') return formatUsdCents(cents);
  try {
    let format = formatters.get(currency);
    if (!format) formatters.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
    return format.format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** The amount as the form shows it for editing: 123456 → '1234.56'. */
export function amountText(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
