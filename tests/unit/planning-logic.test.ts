import { describe, expect, test } from 'vitest';
import { budgetSummary, formatMoney, parseAmount, startingEstimates, sumExpenses } from '../../src/features/planning/lib/budget';
import { bySoonest, dueDateOf, isOverdue, todayIso } from '../../src/features/planning/lib/due-dates';
import { BUDGET_SHARES } from '../../supabase/functions/_shared/planner/budget-shares';
import { PARTY_TYPES } from '../../supabase/functions/_shared/party-constants';

const line = (estimated_cents: number, actual_cents: number | null, paid = false) => ({ estimated_cents, actual_cents, paid, currency: 'USD' });

describe('budget totals (docs/product.md#planning-tools)', () => {
  const sums = sumExpenses([line(30_000, 32_500, true), line(20_000, null), line(10_000, 8_000)]);

  test('estimated, actual, projected and paid add up in cents', () => {
    expect(sums).toEqual({ count: 3, currency: 'USD', estimated: 60_000, actual: 40_500, projected: 60_500, paid: 32_500 });
  });

  test('left to pay and per head by the plan when nobody answered', () => {
    const s = budgetSummary({ sums, budget: '500-1000', guestCount: 10, attending: null });
    expect(s.leftToPay).toBe(28_000);
    expect(s).toMatchObject({ headcount: 10, headcountSource: 'plan', perHead: 6_050 });
  });

  test('per head by the attending head-count once guests answered', () => {
    expect(budgetSummary({ sums, budget: '500-1000', guestCount: 10, attending: 4 })).toMatchObject({
      headcount: 4,
      headcountSource: 'attending',
      perHead: 15_125,
    });
    // Nobody going yet: the plan's guest count, not a division by nobody.
    expect(budgetSummary({ sums, budget: '500-1000', guestCount: 10, attending: 0 })).toMatchObject({ headcount: 10, headcountSource: 'plan' });
  });

  test('under, within and over the plan range, with the amount', () => {
    expect(budgetSummary({ sums, budget: '1000-2500', guestCount: 10, attending: null }).position).toEqual({ status: 'under', amount: 39_500 });
    expect(budgetSummary({ sums, budget: '500-1000', guestCount: 10, attending: null }).position).toEqual({ status: 'within', amount: 39_500 });
    expect(budgetSummary({ sums, budget: 'under-500', guestCount: 10, attending: null }).position).toEqual({ status: 'over', amount: 10_500 });
    expect(budgetSummary({ sums, budget: 'over-5000', guestCount: 10, attending: null }).position).toEqual({ status: 'under', amount: 439_500 });
  });

  test('no position for a budget without an amount or another currency', () => {
    expect(budgetSummary({ sums, budget: 'moderate', guestCount: 10, attending: null }).position).toBeNull();
    expect(budgetSummary({ sums: { ...sums, currency: 'EUR' }, budget: '500-1000', guestCount: 10, attending: null }).position).toBeNull();
  });

  test('an empty budget is all zeros', () => {
    const s = budgetSummary({ sums: sumExpenses([]), budget: null, guestCount: 5, attending: null });
    expect(s).toMatchObject({ count: 0, projected: 0, leftToPay: 0, perHead: 0, position: null });
  });
});

describe('starting estimates from the plan (docs/decisions.md#budget-shares)', () => {
  test.each(PARTY_TYPES)('%s shares add up to 1', (type) => {
    expect(Object.values(BUDGET_SHARES[type]).reduce((a, b) => a + b!, 0)).toBeCloseTo(1, 10);
  });

  test("the middle of the range split by the type's shares, to the cent", () => {
    const est = startingEstimates('Birthday Party', '500-1000');
    expect(est.reduce((s, e) => s + e.cents, 0)).toBe(75_000);
    expect(est.find((e) => e.category === 'Catering')!.cents).toBe(22_500);
  });

  test('odd totals still add up exactly', () => {
    const est = startingEstimates('Wedding/Engagement', 'under-500');
    expect(est.reduce((s, e) => s + e.cents, 0)).toBe(25_000);
  });

  test('open range uses its floor; no amount, no estimates', () => {
    expect(startingEstimates('Housewarming', 'over-5000').reduce((s, e) => s + e.cents, 0)).toBe(500_000);
    expect(startingEstimates('Housewarming', 'cheap')).toEqual([]);
    expect(startingEstimates('Housewarming', null)).toEqual([]);
  });
});

describe('amounts as typed', () => {
  test.each([
    ['120', 12_000],
    ['120.5', 12_050],
    ['$1,234.56', 123_456],
    ['0', 0],
    ['10000000', 1_000_000_000],
  ])('%s → %i cents', (text, cents) => expect(parseAmount(text)).toEqual({ cents }));

  test.each([
    ['-5', "Amounts can't be negative"],
    ['12345678901234567890', 'Amounts can be at most 10,000,000'],
    ['10000000.01', 'Amounts can be at most 10,000,000'],
    ['1.234', 'Enter an amount such as 120 or 120.50'],
    ['abc', 'Enter an amount such as 120 or 120.50'],
    ['', 'Enter an amount'],
  ])('%s is refused', (text, error) => expect(parseAmount(text)).toEqual({ error }));

  test('money is shown in its currency', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(500, 'EUR')).toBe('€5.00');
  });
});

describe('task due dates (docs/decisions.md#task-due-dates)', () => {
  const pre = (timeframe: string | null) => ({ phase: 'preParty', timeframe });

  test('relative labels become dates', () => {
    expect(dueDateOf(pre('2 weeks before'), '2026-12-13')).toBe('2026-11-29');
    expect(dueDateOf(pre('3 days before'), '2026-12-13')).toBe('2026-12-10');
    expect(dueDateOf(pre('Day before'), '2026-12-13')).toBe('2026-12-12');
    expect(dueDateOf(pre('Day of'), '2026-12-13')).toBe('2026-12-13');
    expect(dueDateOf({ phase: 'afterParty', timeframe: '1 day after' }, '2026-12-13')).toBe('2026-12-14');
    expect(dueDateOf({ phase: 'afterParty', timeframe: 'Within a week' }, '2026-12-13')).toBe('2026-12-20');
  });

  test('moments during the party are due on the day', () => {
    expect(dueDateOf({ phase: 'duringParty', timeframe: '1 hr in' }, '2026-12-13')).toBe('2026-12-13');
    expect(dueDateOf({ phase: 'duringParty', timeframe: 'Start' }, '2026-12-13')).toBe('2026-12-13');
  });

  test('leap years: Feb 29 exists in 2028, not in 2027', () => {
    expect(dueDateOf(pre('1 day before'), '2028-03-01')).toBe('2028-02-29');
    expect(dueDateOf(pre('1 day before'), '2027-03-01')).toBe('2027-02-28');
    expect(dueDateOf(pre('1 month before'), '2028-03-31')).toBe('2028-02-29');
    expect(dueDateOf(pre('1 week before'), '2028-03-05')).toBe('2028-02-27');
  });

  test('across a year boundary', () => {
    expect(dueDateOf(pre('2 weeks before'), '2027-01-05')).toBe('2026-12-22');
  });

  test('no party date, an invalid one, or a label not tied to the day: no due date', () => {
    expect(dueDateOf(pre('2 weeks before'), null)).toBeNull();
    expect(dueDateOf(pre('2 weeks before'), '2027-02-30')).toBeNull();
    expect(dueDateOf(pre('Whenever'), '2027-02-01')).toBeNull();
    expect(dueDateOf(pre(null), '2027-02-01')).toBeNull();
  });

  test('an explicit due date wins, even without a party date', () => {
    expect(dueDateOf({ ...pre('2 weeks before'), due_date: '2027-01-02' }, '2027-03-01')).toBe('2027-01-02');
    expect(dueDateOf({ ...pre(null), due_date: '2027-01-02' }, null)).toBe('2027-01-02');
  });

  test('a party date in the past makes open tasks overdue, never done ones', () => {
    const due = dueDateOf(pre('2 weeks before'), '2020-06-15');
    expect(due).toBe('2020-06-01');
    expect(isOverdue(due, false, '2026-11-25')).toBe(true);
    expect(isOverdue(due, true, '2026-11-25')).toBe(false);
    expect(isOverdue('2026-11-25', false, '2026-11-25')).toBe(false);
    expect(isOverdue(null, false, '2026-11-25')).toBe(false);
  });

  test('today is the local calendar day', () => {
    expect(todayIso(new Date(2028, 1, 29, 23, 30))).toBe('2028-02-29');
  });

  test('soonest first, undated last', () => {
    const list = [
      { due: null, title: 'b' },
      { due: '2027-01-02', title: 'z' },
      { due: '2026-12-01', title: 'y' },
      { due: null, title: 'a' },
    ];
    expect(list.sort(bySoonest).map((x) => x.title)).toEqual(['y', 'z', 'a', 'b']);
  });
});
