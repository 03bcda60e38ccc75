// What a public surface must never carry: the party's location, its date and its special
// requests. A public party shows its suggestions, timeline and photo to anyone, so every text an
// AI service writes (and anything drawn into an image) is checked against these facts first.
// Pure TypeScript: the functions, the app and vitest import it as is. The database applies the
// same rules (private.mentions_private_fact) to what public_party_plans answers.
import type { Suggestions, TimelineItem } from './suggestions-schema.ts';

export interface PrivateFacts {
  location?: string | null;
  /** YYYY-MM-DD */
  date?: string | null;
  specialRequests?: string | null;
  /** The start time, HH:MM (24-hour): clock times in timeline labels become 'Start', '1 hr in'. */
  time?: string | null;
}

// Words that name no particular place on their own ('New', 'City', 'Beach'): matching them would
// drop ordinary ideas ('New Year's Eve', 'Beach Party') while revealing nothing.
export const GENERIC_PLACE_WORDS = new Set(
  (
    'city town village county state province region district borough municipality metro area new old saint san santa sao los las ' +
    'the and of de del la le el da do di du der van von north south east west northern southern eastern western upper lower ' +
    'central great little big fort port mount lake beach park street road avenue lane drive way place square hill hills ' +
    'island islands bay river valley heights springs falls usa united states kingdom republic america'
  ).split(' '),
);

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_ALT = MONTHS.map((m, i) => (i === 8 ? 'sept?(?:ember)?' : i === 4 ? 'may' : `${m.slice(0, 3)}(?:${m.slice(3)})?`));

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The location's words that identify it ('Zanzibar City, Tanzania' → zanzibar, tanzania). */
export function locationTerms(location?: string | null): string[] {
  const out = new Set<string>();
  for (const part of (location ?? '').split(',')) {
    const words = part
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const telling = words.filter((w) => w.length >= 3 && !GENERIC_PLACE_WORDS.has(w));
    for (const w of telling) out.add(w);
    // A part made of generic words only ('Lake City') is matched as a whole.
    const whole = words.join(' ');
    if (!telling.length && whole.length >= 3) out.add(whole);
  }
  return [...out];
}

/** Patterns for the date in the formats people write it: 2026-12-05, Dec 5, December 5th, 5 Dec, 12/5, 5/12. */
export function datePatterns(date?: string | null): RegExp[] {
  const m = date?.trim().match(/^(\d{4})-(\d{1,2})-(\d{1,2})/);
  if (!m) return [];
  const [y, mo, d] = [+m[1], +m[2], +m[3]];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return [];
  const month = MONTH_ALT[mo - 1];
  const day = `0?${d}(?:st|nd|rd|th)?`;
  return [
    new RegExp(`${y}-0?${mo}-0?${d}(?!\\d)`),
    new RegExp(`${NOT_WORD_BEFORE}${month}\\.?\\s*${day}${NOT_WORD_AFTER}`, 'iu'),
    new RegExp(`(?<![\\p{L}\\p{N}])${day}\\s*(?:of\\s+)?${month}\\.?${NOT_WORD_AFTER}`, 'iu'),
    new RegExp(`(?<![\\d/])0?${mo}/0?${d}(?![\\d])`),
    new RegExp(`(?<![\\d/])0?${d}/0?${mo}(?![\\d])`),
  ];
}

/** Special requests as whole text and as sentences long enough to be telling. */
function requestFragments(requests?: string | null): string[] {
  const whole = norm(requests ?? '');
  if (whole.length < 4) return [];
  const parts = whole
    .split(/[.;!?\n]+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12);
  return [...new Set([whole, ...parts])];
}

export interface PrivacyFilter {
  /** True when the text names the location, the date or the special requests. */
  mentions(text: string): boolean;
  /** The text with those mentions replaced by '…'. */
  redact(text: string): string;
}

export function privacyFilter(facts: PrivateFacts): PrivacyFilter {
  const words = locationTerms(facts.location).map((w) => new RegExp(`${NOT_WORD_BEFORE}${escapeRe(w).replace(/ /g, '\\s+')}${NOT_WORD_AFTER}`, 'giu'));
  const dates = datePatterns(facts.date).map((r) => new RegExp(r.source, r.flags.includes('g') ? r.flags : `${r.flags}g`));
  const requests = requestFragments(facts.specialRequests);
  const patterns = [...words, ...dates];
  return {
    mentions(text) {
      if (!text) return false;
      if (patterns.some((r) => ((r.lastIndex = 0), r.test(text)))) return true;
      const t = norm(text);
      return requests.some((f) => t.includes(f));
    },
    redact(text) {
      let out = text ?? '';
      for (const r of patterns) out = out.replace(r, '…');
      const lower = norm(out);
      if (requests.some((f) => lower.includes(f)))
        out = requests.reduce((acc, f) => acc.replace(new RegExp(escapeRe(f).replace(/ /g, '\\s+'), 'gi'), '…'), out);
      return out;
    },
  };
}

// Any calendar date (a month name with a day, or a numeric m/d), whatever the party: a timeline
// label 'Nov 29' next to '2 weeks before' gives the party date away just as well.
const ANY_MONTH = `(?:${MONTH_ALT.join('|')})`;
const WEEKDAY = `(?:${NOT_WORD_BEFORE}(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?),?\\s+)?`;
const ANY_CALENDAR_DATE = new RegExp(
  `\\s*\\(?\\s*(?:on\\s+|by\\s+)?${WEEKDAY}(?:${NOT_WORD_BEFORE}${ANY_MONTH}\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s*\\d{4})?${NOT_WORD_AFTER}|${WEEKDAY}(?<![\\p{L}\\p{N}])\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${ANY_MONTH}\\.?(?:,?\\s*\\d{4})?${NOT_WORD_AFTER}|(?<![\\d/])\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\d/])|\\d{4}-\\d{2}-\\d{2})\\s*\\)?`,
  'giu',
);

/** A timeline label without absolute dates: '2 weeks before (Nov 29)' → '2 weeks before'. */
export function stripCalendarDates(text: string): string {
  return text
    .replace(ANY_CALENDAR_DATE, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/[\s,;:–—-]+$/u, '')
    .replace(/^[\s,;:–—-]+/u, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export function hasCalendarDate(text: string): boolean {
  ANY_CALENDAR_DATE.lastIndex = 0;
  const found = ANY_CALENDAR_DATE.test(text);
  ANY_CALENDAR_DATE.lastIndex = 0;
  return found;
}

// Any clock time ('6 PM', '6:30pm', '18:00'): private like the date, whatever the party, since
// next to 'Start' or '1 hr in' any clock time gives the start time away. Mirrors
// private.clock_time_pattern() in the database.
const CLOCK_TIME = /(?<![\p{L}\p{N}:])(?:(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?m\.?(?!\p{L})|([01]?\d|2[0-3]):([0-5]\d)(?!\d))/giu;

export function hasClockTime(text: string): boolean {
  CLOCK_TIME.lastIndex = 0;
  const found = CLOCK_TIME.test(text);
  CLOCK_TIME.lastIndex = 0;
  return found;
}

/** Minutes after midnight of 'HH:MM' (or 'HH:MM:SS'), or undefined. */
export function clockMinutes(time?: string | null): number | undefined {
  const m = time?.trim().match(/^([01]?\d|2[0-3]):([0-5]\d)(?::\d{2})?$/);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** How long after the start, as the built-in planner writes it: 'Start', '45 min in', '1 hr 30 min in'. */
export function relativeToStart(minutes: number): string {
  if (minutes <= 0) return 'Start';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min in`;
  return m ? `${h} hr ${m} min in` : `${h} hr in`;
}

/**
 * A timeline label without clock times: with the start time known a clock time becomes its
 * distance from the start ('7:30 PM' with a 6 PM start → '1 hr 30 min in'); without it the label
 * loses it ('Day of, 6:00 PM' → 'Day of'), and a label that was only a clock time reads
 * 'During the party'.
 */
export function stripClockTimes(label: string, start?: string | null): string {
  if (!hasClockTime(label)) return label;
  const from = clockMinutes(start);
  let converted: string | undefined;
  const rest = label
    .replace(CLOCK_TIME, (_m, h12: string | undefined, m12: string | undefined, ap: string | undefined, h24: string | undefined, m24: string | undefined) => {
      const at = h12 !== undefined ? ((Number(h12) % 12) + (ap!.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m12 ?? 0) : Number(h24) * 60 + Number(m24);
      if (from !== undefined && converted === undefined) converted = relativeToStart((at - from + 1440) % 1440);
      return ' ';
    })
    .replace(/(?:,|\bat)?\s*$/i, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '')
    .trim();
  if (converted) return converted;
  return rest || 'During the party';
}

const LIST_KEYS = ['partyNames', 'themes', 'games', 'food', 'vendors', 'products'] as const;

/** A list without the items that name the location, the date or the special requests. */
export function scrubList(items: string[], filter: PrivacyFilter): string[] {
  return items.filter((x) => !filter.mentions(x));
}

function scrubTimeline(items: TimelineItem[], filter: PrivacyFilter, start?: string | null): TimelineItem[] {
  return items.flatMap((t) => {
    const dateless = stripCalendarDates(t.timeframe);
    // A label that was only a date ('Nov 28') says nothing once the date is off: the item goes.
    if (!dateless) return [];
    const timeframe = stripClockTimes(dateless, start);
    if (filter.mentions(t.task) || hasCalendarDate(t.task) || hasClockTime(t.task) || filter.mentions(timeframe)) return [];
    return [{ task: t.task, timeframe }];
  });
}

/**
 * A plan fit to be stored where visitors of a public party read it: items naming the location,
 * the date or the special requests are dropped, timeline labels lose their calendar dates and
 * clock times (a clock time becomes its distance from the start when the start time is known).
 */
export function scrubSuggestions(s: Suggestions, facts: PrivateFacts): Suggestions {
  const filter = privacyFilter(facts);
  const lists = Object.fromEntries(LIST_KEYS.map((k) => [k, scrubList(s[k], filter)]));
  return {
    ...s,
    ...lists,
    timeline: {
      preParty: scrubTimeline(s.timeline.preParty, filter, facts.time),
      duringParty: scrubTimeline(s.timeline.duringParty, filter, facts.time),
      afterParty: scrubTimeline(s.timeline.afterParty, filter, facts.time),
    },
  } as Suggestions;
}

const PHASES = ['preParty', 'duringParty', 'afterParty'] as const;

/**
 * The plan as it may be stored: scrubbed as above, and a list the scrubbing emptied refilled
 * from `backup` (the built-in planner's plan, scrubbed too), so the answer keeps its shape.
 */
export function keepPrivate(plan: Suggestions, facts: PrivateFacts, backup: () => Suggestions): Suggestions {
  const out = scrubSuggestions(plan, facts);
  let spare: Suggestions | undefined;
  const spareOf = () => (spare ??= scrubSuggestions(backup(), facts));
  for (const k of LIST_KEYS) if (!out[k].length) out[k] = spareOf()[k];
  for (const p of PHASES) if (!out.timeline[p].length) out.timeline[p] = spareOf().timeline[p];
  return out;
}

/** What the AI is told, so that most answers need no scrubbing. */
export const PRIVACY_RULE =
  'The plan is shown publicly: never write the location, city, venue address, the date (no month or day names, no calendar dates) or the special requirements into any item. ' +
  'Timeline timeframes are relative only, never clock times: like "2 weeks before", "Start", "1 hr 30 min in" or "Next day".';
