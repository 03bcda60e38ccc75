import type { GuestTotals } from '../lib/totals';

/**
 * People, not invitations (docs/decisions.md#who-is-a-guest): head-counts per answer, attending
 * against the plan's guest count, then maybe, can't go and no answer.
 */
export function GuestSummary({ totals, planned, dietary }: { totals: GuestTotals; planned: number | null; dietary: string | null }) {
  const items: Array<[string, string, string, string]> = [
    ['attending', 'Attending', planned ? `${totals.attending} of ${planned}` : String(totals.attending), planned ? `${planned} planned in the plan` : ''],
    ['maybe', 'Maybe', String(totals.maybe), ''],
    ['declined', "Can't go", String(totals.declined), ''],
    ['no-answer', 'No answer', String(totals.noAnswer), ''],
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="People">
        {items.map(([key, label, value, hint]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-center">
            <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-gray-900" data-testid={`guests-${key}`}>
              {value}
            </dd>
            {hint && <dd className="text-xs text-gray-600">{hint}</dd>}
          </div>
        ))}
      </dl>
      {dietary !== null && (
        <p className="text-sm text-gray-800">
          <span className="font-medium">Dietary needs: </span>
          <span data-testid="guests-dietary">{dietary || 'none noted yet'}</span>
        </p>
      )}
    </div>
  );
}
