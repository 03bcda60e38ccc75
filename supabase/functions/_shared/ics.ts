// A party as an iCalendar file (RFC 5545) and as a Google Calendar link (docs/decisions.md#calendar-files).
// Pure and runtime-free: the app builds the member's download with it and send-guest-reminders
// attaches the same file to accepted guests' e-mails.
//
// - UID is stable per party, SEQUENCE comes from the database (bumped when the date or time changes).
// - With a time of day: DTSTART is a floating local time (no TZID; no provider tells the party's
//   zone) and the event lasts 3 hours. Without one: a whole-day event (VALUE=DATE, DTEND the next day).

export interface CalendarParty {
  partyId: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS', or null for a whole-day event. */
  timeOfDay: string | null;
  location: string | null;
  description?: string | null;
  /** The party page, put in DESCRIPTION and URL. */
  url: string;
  sequence: number;
}

export const EVENT_HOURS = 3;
const CRLF = '\r\n';

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

function parseDate(date: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function parseTime(time: string): { h: number; min: number } {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) throw new Error(`Not a time: ${time}`);
  return { h: Number(match[1]), min: Number(match[2]) };
}

/** Date arithmetic on the calendar date alone (UTC fields, so no zone shifts the day). */
function shift(date: string, time: string | null, hours: number): string {
  const { y, m, d } = parseDate(date);
  const { h, min } = time ? parseTime(time) : { h: 0, min: 0 };
  const t = new Date(Date.UTC(y, m - 1, d, h + hours, min));
  const day = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
  return time ? `${day}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}00` : day;
}

/** [start, end] in iCalendar's basic format: dates for a whole day, floating date-times otherwise. */
export function eventBounds(date: string, timeOfDay: string | null): [string, string] {
  return timeOfDay ? [shift(date, timeOfDay, 0), shift(date, timeOfDay, EVENT_HOURS)] : [shift(date, null, 0), shift(date, null, 24)];
}

function stamp(now: Date): string {
  return `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}Z`;
}

export function calendarUid(partyId: string): string {
  return `party-${partyId}@confetti`;
}

function describe(party: CalendarParty): string {
  return [party.description?.trim(), `Party page: ${party.url}`].filter(Boolean).join('\n');
}

/** The .ics file's text (CRLF line ends, folded lines). */
export function buildIcs(party: CalendarParty, now = new Date()): string {
  const [start, end] = eventBounds(party.date, party.timeOfDay);
  const whole = !party.timeOfDay;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Confetti//Party Planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${calendarUid(party.partyId)}`,
    `DTSTAMP:${stamp(now)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(party.sequence))}`,
    whole ? `DTSTART;VALUE=DATE:${start}` : `DTSTART:${start}`,
    whole ? `DTEND;VALUE=DATE:${end}` : `DTEND:${end}`,
    `SUMMARY:${escapeIcsText(party.title)}`,
    ...(party.location?.trim() ? [`LOCATION:${escapeIcsText(party.location.trim())}`] : []),
    `DESCRIPTION:${escapeIcsText(describe(party))}`,
    `URL:${party.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Google Calendar's 'create event' link with the same event (floating times read in the user's zone). */
export function googleCalendarUrl(party: CalendarParty): string {
  const [start, end] = eventBounds(party.date, party.timeOfDay);
  const params = new URLSearchParams({ action: 'TEMPLATE', text: party.title, dates: `${start}/${end}`, details: describe(party) });
  if (party.location?.trim()) params.set('location', party.location.trim());
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The file name a download gets: the title's letters and digits, or 'party'. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'party'}.ics`;
}
