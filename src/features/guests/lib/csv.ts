import { ANSWER_LABELS, type GuestAnswer } from './totals';

export interface CsvGuest {
  name: string;
  answer: string;
  head_count: number;
  plus_one_names: string[];
  email?: string | null;
  dietary?: string | null;
  note?: string | null;
  last_reminded_at?: string | null;
}

/**
 * One field as RFC 4180 wants it; a leading =, +, - or @ is prefixed with ' so a spreadsheet never
 * runs a guest's text as a formula (docs/decisions.md#guest-list-csv).
 */
export function csvField(value: string | number | null | undefined): string {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_HEADER = ['Name', 'Answer', 'People', 'Plus-ones', 'E-mail', 'Dietary needs', 'Note', 'Last reminded'];

/** The managers' guest list as CSV (CRLF lines, a header row). */
export function guestsCsv(guests: ReadonlyArray<CsvGuest>): string {
  const rows = guests.map((g) => [
    g.name,
    ANSWER_LABELS[g.answer as GuestAnswer] ?? g.answer,
    g.head_count,
    g.plus_one_names.join('; '),
    g.email ?? '',
    g.dietary ?? '',
    g.note ?? '',
    g.last_reminded_at ?? '',
  ]);
  return [CSV_HEADER, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
