/** What an invitee tells the host with an answer (docs/decisions.md#guests-and-head-counts). */
export interface RsvpDetails {
  headCount: number;
  plusOneNames: string[];
  dietary: string;
  note: string;
}

export const EMPTY_RSVP_DETAILS: RsvpDetails = { headCount: 1, plusOneNames: [], dietary: '', note: '' };

export function rsvpDetailsFrom(
  saved: { head_count?: number; plus_one_names?: string[]; dietary?: string | null; note?: string | null } | null | undefined,
): RsvpDetails {
  if (!saved) return EMPTY_RSVP_DETAILS;
  return { headCount: saved.head_count ?? 1, plusOneNames: saved.plus_one_names ?? [], dietary: saved.dietary ?? '', note: saved.note ?? '' };
}

/** The plus-ones' names that count: trimmed, non-empty, no more than the head-count allows. */
function names(d: RsvpDetails): string[] {
  return d.plusOneNames
    .slice(0, Math.max(d.headCount - 1, 0))
    .map((n) => n.trim())
    .filter(Boolean);
}

/** The RPC arguments respond_to_invitation and set_my_rsvp take for the details. */
export function rsvpDetailsParams(d: RsvpDetails) {
  return { p_head_count: d.headCount, p_plus_one_names: names(d), p_dietary: d.dietary.trim(), p_note: d.note.trim() };
}
