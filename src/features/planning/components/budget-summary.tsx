import { formatMoney, type BudgetSummary } from '../lib/budget';

function positionText(s: BudgetSummary): string {
  const p = s.position;
  if (!p) return s.range === null ? "The plan's budget names no amount." : `The plan's budget is in USD; these expenses are in ${s.currency}.`;
  if (p.status === 'over') return `Over the plan's budget by ${formatMoney(p.amount, s.currency)}`;
  if (p.status === 'under') return `Under the plan's budget by ${formatMoney(p.amount, s.currency)}`;
  return p.amount === null ? "Within the plan's budget" : `Within the plan's budget: ${formatMoney(p.amount, s.currency)} to spare`;
}

/** The budget's totals; the party page and the printed plan show the same lines. */
export function BudgetSummaryView({ summary: s }: { summary: BudgetSummary }) {
  const money = (cents: number) => formatMoney(cents, s.currency);
  const rows: [string, string][] = [
    ['Estimated', money(s.estimated)],
    ['Actual', money(s.actual)],
    ['Paid', money(s.paid)],
    ['Left to pay', money(s.leftToPay)],
    [
      'Per head',
      s.perHead === null
        ? 'No guests to divide by'
        : `${money(s.perHead)} (${s.headcount} ${s.headcountSource === 'attending' ? 'attending' : 'guests planned'})`,
    ],
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-md border border-gray-200 p-3 print:border-gray-400">
            <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
            <dd className="mt-1 text-base font-semibold text-gray-900" data-testid={`budget-${label.toLowerCase().replace(/ /g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p
        role="status"
        data-testid="budget-position"
        className={
          s.position?.status === 'over' ? 'mt-3 text-sm font-semibold text-red-700 print:text-black' : 'mt-3 text-sm font-medium text-gray-800 print:text-black'
        }
      >
        {positionText(s)}
      </p>
    </div>
  );
}
