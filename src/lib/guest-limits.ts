/** The guest limits the database enforces (supabase/migrations/*_guests_and_rsvp.sql), checked first in the RSVP and guest forms. */
export const MAX_PEOPLE = 20;
export const MAX_PLUS_ONES = 19;
export const MAX_DIETARY = 500;
export const MAX_NOTE = 1000;
export const MAX_NAME = 100;

/** The first problem with a guest's numbers and texts, worded as the database words it; null when fine. */
export function guestInputProblem(input: { headCount: number; maxPeople?: number; dietary: string; note: string }): string | null {
  const max = input.maxPeople ?? MAX_PEOPLE;
  if (!Number.isInteger(input.headCount) || input.headCount < 1 || input.headCount > MAX_PEOPLE) {
    return `The number of people must be between 1 and ${MAX_PEOPLE}.`;
  }
  if (input.headCount > max) return `This party allows at most ${max} people per invitation, you included.`;
  if (input.dietary.length > MAX_DIETARY) return `Dietary needs can be at most ${MAX_DIETARY} characters.`;
  if (input.note.length > MAX_NOTE) return 'The note to the host can be at most 1,000 characters.';
  return null;
}
