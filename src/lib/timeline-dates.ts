// Stored timeline labels are relative ('2 weeks before', 'Next day'): a public party shows its
// timeline, and a calendar date there would give the party date away. A member who can see the
// date gets the calendar date worked out here, on their own screen.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

type Offset = { days: number } | { months: number };

const count = (s: string) => (/^\d+$/.test(s) ? Number(s) : NUMBERS[s]);

/** Parses 'YYYY-MM-DD' as a calendar day (UTC midnight), or undefined. */
function partyDay(date: string | null | undefined): Date | undefined {
  const m = date?.trim().match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return undefined;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? d : undefined;
}

/** How far from the party day a relative label points, and whether it is a deadline ('Within a week'). */
export function offsetOf(label: string): { offset: Offset; by: boolean } | undefined {
  const t = label.trim().toLowerCase();
  if (/^(day of|same (day|night)|on the day)\b/.test(t)) return { offset: { days: 0 }, by: false };
  if (/^(the )?day before\b/.test(t)) return { offset: { days: -1 }, by: false };
  if (/^(the )?(next|following) (day|morning)\b/.test(t)) return { offset: { days: 1 }, by: false };
  let m = t.match(/^(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (day|week|month)s? (before|after)\b/);
  if (m) {
    const n = count(m[1]) * (m[3] === 'before' ? -1 : 1);
    return { offset: m[2] === 'month' ? { months: n } : { days: m[2] === 'week' ? n * 7 : n }, by: false };
  }
  m = t.match(/^within (\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (day|week|month)s?\b/);
  if (m) {
    const n = count(m[1]);
    return { offset: m[2] === 'month' ? { months: n } : { days: m[2] === 'week' ? n * 7 : n }, by: true };
  }
  return undefined;
}

function shift(day: Date, offset: Offset): Date {
  if ('days' in offset) return new Date(day.getTime() + offset.days * 86_400_000);
  // Months back or forth land on the same day of the month, or the month's last day when it has
  // fewer (Mar 31 − 1 month → Feb 28, or Feb 29 in a leap year).
  const y = day.getUTCFullYear();
  const mo = day.getUTCMonth() + offset.months;
  const last = new Date(Date.UTC(y, mo + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, mo, Math.min(day.getUTCDate(), last)));
}

/**
 * The calendar day ('YYYY-MM-DD') a relative label points to, and whether it is a deadline
 * ('Within a week' → by that day). Undefined without a valid party date or a relative label.
 */
export function timelineDay(date: string | null | undefined, label: string | null | undefined): { day: string; by: boolean } | undefined {
  const day = partyDay(date);
  const rel = label ? offsetOf(label) : undefined;
  if (!day || !rel) return undefined;
  return { day: shift(day, rel.offset).toISOString().slice(0, 10), by: rel.by };
}

/**
 * The calendar date a relative label stands for, e.g. ('2026-12-13', '2 weeks before') → 'Nov 29',
 * ('2026-12-13', 'Within a week') → 'by Dec 20'. Undefined without a party date or for a label
 * that is not relative to the day (a clock time, 'Start'). A year is added when it differs from
 * the party's, so a plan started in the previous year reads right.
 */
export function timelineDate(date: string | null | undefined, label: string | null | undefined): string | undefined {
  const day = partyDay(date);
  const rel = label ? offsetOf(label) : undefined;
  if (!day || !rel) return undefined;
  const when = shift(day, rel.offset);
  const text = `${MONTHS[when.getUTCMonth()]} ${when.getUTCDate()}${when.getUTCFullYear() !== day.getUTCFullYear() ? `, ${when.getUTCFullYear()}` : ''}`;
  return rel.by ? `by ${text}` : text;
}

/**
 * The clock time a label timed from the start stands for, e.g. ('18:00', '1 hr 30 min in') →
 * '7:30 PM', ('18:00:00', 'Start') → '6:00 PM'. Undefined without a start time or for another
 * label. Stored labels never carry the clock (the start time is private like the date); a member's
 * screen adds it here.
 */
export function timelineClock(time: string | null | undefined, label: string | null | undefined): string | undefined {
  const start = time?.trim().match(/^([01]?\d|2[0-3]):([0-5]\d)/);
  const t = label?.trim().toLowerCase();
  if (!start || !t) return undefined;
  let after: number;
  if (t === 'start') after = 0;
  else {
    const m = t.match(/^(?:(\d+) hr)?\s*(?:(\d+) min)?\s*in$/);
    if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
    after = Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
  }
  const at = (Number(start[1]) * 60 + Number(start[2]) + after) % 1440;
  const h = Math.floor(at / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(at % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
