/** The answers a guest can have; 'pending' is shown as 'No answer'. */
export const GUEST_ANSWERS = ['accepted', 'maybe', 'pending', 'declined'] as const;
export type GuestAnswer = (typeof GUEST_ANSWERS)[number];

export const ANSWER_LABELS: Record<GuestAnswer, string> = {
  accepted: 'Going',
  maybe: 'Maybe',
  pending: 'No answer',
  declined: "Can't go",
};

/**
 * Head-counts per answer (people, the invitee included): what the Guests panel shows and what
 * other features use through useGuestTotals (docs/decisions.md#guests-and-head-counts).
 */
export interface GuestTotals {
  attending: number;
  maybe: number;
  declined: number;
  noAnswer: number;
}

export function guestTotals(guests: ReadonlyArray<{ answer: string; head_count: number }>): GuestTotals {
  const totals: GuestTotals = { attending: 0, maybe: 0, declined: 0, noAnswer: 0 };
  for (const g of guests) {
    if (g.answer === 'accepted') totals.attending += g.head_count;
    else if (g.answer === 'maybe') totals.maybe += g.head_count;
    else if (g.answer === 'declined') totals.declined += g.head_count;
    else totals.noAnswer += g.head_count;
  }
  return totals;
}
