export interface RsvpCounts {
  sent: number;
  pending: number;
  /** Every answered invitation: accepted, declined, maybe, no_response. */
  responses: number;
  accepted: number;
  declined: number;
  maybe: number;
}

export function rsvpCounts(invitations: ReadonlyArray<{ status: string }>): RsvpCounts {
  const counts: RsvpCounts = { sent: invitations.length, pending: 0, responses: 0, accepted: 0, declined: 0, maybe: 0 };
  for (const { status } of invitations) {
    if (status === 'pending') {
      counts.pending += 1;
      continue;
    }
    counts.responses += 1;
    if (status === 'accepted') counts.accepted += 1;
    else if (status === 'declined') counts.declined += 1;
    else if (status === 'maybe') counts.maybe += 1;
  }
  return counts;
}

/** docs/product.md#invitation-and-chat-constants: responses ÷ sent as a percentage with one decimal ('66.7%'); nothing sent is '0.0%'. */
export function responseRate(responses: number, sent: number): string {
  if (sent <= 0) return '0.0%';
  return `${((responses / sent) * 100).toFixed(1)}%`;
}
