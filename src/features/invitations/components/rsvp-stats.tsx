import { responseRate, type RsvpCounts } from '../lib/response-rate';

/**
 * Invitations, not people (docs/decisions.md#who-is-a-guest): how many were sent, answered and are
 * still unanswered, with the response rate (docs/product.md#invitation-and-chat-constants; a maybe
 * counts as a response). Who is coming, in people, is the Guests panel's.
 */
export function RsvpStats({ counts }: { counts: RsvpCounts }) {
  const items: Array<[string, string]> = [
    ['Invitations sent', String(counts.sent)],
    ['Answered', String(counts.responses)],
    ['Pending invitations', String(counts.pending)],
    ['Response rate', responseRate(counts.responses, counts.sent)],
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Invitations">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-center">
            <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-600">These count invitations. Who is coming, in people, is in the Guests panel.</p>
    </div>
  );
}
