// The database explains refused planning writes in words meant for people (the migration
// supabase/migrations/*_planning.sql raises them); anything else gets the caller's fallback.
const OURS = [
  /between 0 and 10,000,000/,
  /one currency/,
  /must be a member of this party/,
  /one of this party's vendors/,
  /at most \d+ (expenses|tasks)/,
  /title of 1 to 200/,
  /1 to 200 characters/,
  /2,000 characters/,
  /three-letter code/,
  /Only editors/,
];

export function planningErrorMessage(error: unknown, fallback: string): string {
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : '';
  return OURS.some((re) => re.test(message)) ? message : fallback;
}
