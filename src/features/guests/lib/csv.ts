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

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start right after a character some reader splits cells or rows on. */
const INNER_FORMULA_START = /([,;\t\r\n])(?=[=+\-@])/g;

/**
 * One field as RFC 4180 wants it, safe in any spreadsheet (docs/decisions.md#guest-list-csv). A
 * field holding a comma, a semicolon (the separator in many locales), a tab, a quote or a line
 * break is quoted. A reader that splits on another separator than ours ignores those quotes when
 * they do not open its cell, so every place a cell can start (the field's start, and after a comma,
 * semicolon, tab or line break inside it) gets a ' before =, +, -, @, a tab or a carriage return:
 * a guest's text is never run as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let s = value == null ? '' : String(value);
  s = s.replace(INNER_FORMULA_START, "$1'");
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",;\t\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
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
