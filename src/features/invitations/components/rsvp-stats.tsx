import { responseRate, type RsvpCounts } from '../lib/response-rate';

/** Sent, answered and pending counts with the response rate (docs/product.md#invitation-and-chat-constants); a maybe counts as a response. */
export function RsvpStats({ counts }: { counts: RsvpCounts }) {
  const items: Array<[string, string]> = [
    ['Sent', String(counts.sent)],
    ['Accepted', String(counts.accepted)],
    ['Declined', String(counts.declined)],
    ['Maybe', String(counts.maybe)],
    ['Pending', String(counts.pending)],
    ['Response rate', responseRate(counts.responses, counts.sent)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-center">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
