// Turns raw wizard data into the planner's context: type and subtype, size, budget tier,
// age, season, time of day, vision keywords and the names to build party names from.
import { BABY_SHOWER_TYPES, CORPORATE_TYPES, GRADUATION_LEVELS, HOLIDAYS, WEDDING_TYPES } from '../party-constants.ts';
import type { PartyData } from '../suggestions-schema.ts';
import { BABY_SHOWER } from './kb/baby-shower.ts';
import { BIRTHDAY, MILESTONES } from './kb/birthday.ts';
import { CASUAL } from './kb/casual.ts';
import { CORPORATE } from './kb/corporate.ts';
import { GRADUATION } from './kb/graduation.ts';
import { HOLIDAY, HOLIDAY_BY_MONTH, HOLIDAY_MATCH } from './kb/holiday.ts';
import { HOUSEWARMING } from './kb/housewarming.ts';
import { KEYWORD_PACKS } from './kb/keywords.ts';
import { WEDDING } from './kb/wedding.ts';
import type { AgeGroup, KeywordPack, Pack, Season, Size, Tier, TimeOfDay, TypeKB, TypeKey } from './types.ts';

export const TYPE_KB: Record<TypeKey, TypeKB> = {
  birthday: BIRTHDAY,
  corporate: CORPORATE,
  wedding: WEDDING,
  graduation: GRADUATION,
  housewarming: HOUSEWARMING,
  holiday: HOLIDAY,
  babyShower: BABY_SHOWER,
  casual: CASUAL,
};

export interface DateParts {
  y: number;
  m: number;
  d: number;
  /** UTC midnight of the date, in ms. */
  utc: number;
}

export interface Ctx {
  type: TypeKey;
  subtype?: string;
  guests: number;
  size: Size;
  tier: Tier;
  age?: number;
  ageGroup: AgeGroup;
  /** No alcohol anywhere: minors, a baby shower, or the host asked for a dry party. */
  dry: boolean;
  date?: DateParts;
  season?: Season;
  /** Minutes after midnight of the start time, when given. */
  startMinutes?: number;
  timeOfDay?: TimeOfDay;
  /** Packs in priority order: vision keywords (incl. holidays named in the vision). */
  keywordPacks: Pack[];
  milestone?: Pack;
  subPack?: Pack;
  typeKB: TypeKB;
  vars: Record<string, string | undefined>;
}

export interface ContextInput extends PartyData {
  themes?: string[];
  prompt?: string;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function matchList<T extends string>(value: string | undefined, list: readonly T[]): T | undefined {
  if (!value) return undefined;
  const v = norm(value);
  return list.find((x) => norm(x) === v) ?? list.find((x) => v.length >= 4 && (norm(x).includes(v) || v.includes(norm(x))));
}

export function typeKeyOf(partyType = ''): TypeKey {
  const k = partyType.toLowerCase();
  if (k.includes('birthday')) return 'birthday';
  if (k.includes('corporate') || k.includes('company') || k.includes('office')) return 'corporate';
  if (k.includes('wedding') || k.includes('engagement')) return 'wedding';
  if (k.includes('graduat')) return 'graduation';
  if (k.includes('housewarming') || k.includes('house warming')) return 'housewarming';
  if (k.includes('holiday')) return 'holiday';
  if (k.includes('baby')) return 'babyShower';
  return 'casual';
}

export function tierOf(budget = ''): Tier {
  const b = budget.toLowerCase();
  if (b === 'cheap' || b === 'under-500') return 'diy';
  if (b === 'expensive' || b === '2500-5000' || b === 'over-5000') return 'premium';
  return 'mid';
}

export function parseGuests(v: unknown): number {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 15;
}

export function sizeOf(guests: number): Size {
  return guests < 10 ? 'intimate' : guests > 50 ? 'large' : 'medium';
}

export function parseDate(s?: string): DateParts | undefined {
  const m = s?.trim().match(/^(\d{4})-(\d{1,2})-(\d{1,2})/);
  if (!m) return undefined;
  const y = +m[1];
  const mo = +m[2];
  const d = +m[3];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  return { y, m: mo, d, utc };
}

/** Northern hemisphere meteorological seasons. */
export function seasonOf(month: number): Season {
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'fall';
}

/** '19:00', '7:00 PM', '7pm' → minutes after midnight. */
export function parseTime(s?: string): number | undefined {
  const m = s?.trim().match(/^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?m?\.?$/i);
  if (!m) return undefined;
  let h = +m[1];
  const min = m[2] ? +m[2] : 0;
  const ap = m[3]?.toLowerCase();
  if (ap === 'p' && h < 12) h += 12;
  if (ap === 'a' && h === 12) h = 0;
  if (h > 23 || min > 59) return undefined;
  return h * 60 + min;
}

export function timeOfDayOf(minutes: number): TimeOfDay {
  return minutes < 12 * 60 ? 'morning' : minutes < 17 * 60 ? 'afternoon' : 'evening';
}

const NOT_A_NAME =
  /^(my|our|the|a|an|his|her|their|friends?|family|team|colleagues|coworkers|co-workers|everyone|kids|neighbou?rs|class|staff|company|office|me|us)\b/i;

/** 'Maya' or 'Grandpa Joe' can head a party name; 'my mom' or 'Friends from climbing' cannot. */
export function personName(s?: string): string | undefined {
  const v = s?.trim().replace(/\s+/g, ' ');
  if (!v || v.length > 40 || NOT_A_NAME.test(v) || /[,;:!?()"]|'s\b|’s\b/.test(v)) return undefined;
  const words = v.split(' ');
  if (words.length > 3 || !/^\p{Lu}/u.test(v)) return undefined;
  return v;
}

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

export function ordinal(n: number): string {
  const r = n % 100;
  if (r >= 11 && r <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const KID_WORDS = /\b(kids?|children|child|toddlers?|preschool(ers)?|little ones|first birthday|1st birthday|boys|girls)\b/i;
const DRY_WORDS = /\b(no alcohol|alcohol[- ]free|dry party|sober|non[- ]alcoholic only|no drinking)\b/i;

export function buildContext(input: ContextInput, now: Date): Ctx {
  const type = typeKeyOf(input.partyType);
  const typeKB = TYPE_KB[type];
  const text = [input.ideas, input.specialRequests, input.prompt, ...(input.themes ?? [])].filter(Boolean).join(' \n ');

  let subtype: string | undefined;
  const date = parseDate(input.date);
  if (type === 'holiday') subtype = matchList(input.selectedHoliday, HOLIDAYS) ?? (date ? HOLIDAY_BY_MONTH[date.m] : undefined);
  else if (type === 'wedding') subtype = matchList(input.weddingType, WEDDING_TYPES);
  else if (type === 'corporate') subtype = matchList(input.corporateEventType, CORPORATE_TYPES);
  else if (type === 'graduation') subtype = matchList(input.graduationLevel, GRADUATION_LEVELS);
  else if (type === 'babyShower') subtype = matchList(input.babyShowerType, BABY_SHOWER_TYPES);
  const subPack = subtype ? typeKB.subtypes?.[subtype] : undefined;

  // Vision keywords, in the order they first appear in the text: the first one named leads.
  const found: { at: number; pack: KeywordPack | Pack }[] = [];
  for (const k of KEYWORD_PACKS) {
    const m = k.match.exec(text);
    if (m) found.push({ at: m.index, pack: k });
  }
  for (const [holiday, re] of Object.entries(HOLIDAY_MATCH)) {
    if (holiday === subtype) continue;
    const m = re.exec(text);
    const pack = HOLIDAY.subtypes?.[holiday];
    if (m && pack) found.push({ at: m.index, pack });
  }
  found.sort((a, b) => a.at - b.at);
  const keywordPacks = found.slice(0, 3).map((f) => f.pack);

  const ageNum = type === 'birthday' ? Number.parseInt(input.birthdayAge ?? '', 10) : NaN;
  const age = Number.isFinite(ageNum) && ageNum >= 0 && ageNum < 130 ? ageNum : undefined;
  let ageGroup: AgeGroup = 'adults';
  if (age !== undefined) ageGroup = age < 13 ? 'kids' : age < 20 ? 'teens' : 'adults';
  else if (subtype === 'High School') ageGroup = 'teens';
  else if (['birthday', 'casual', 'holiday'].includes(type) && (KID_WORDS.test(text) || found.some((f) => (f.pack as KeywordPack).kidHint))) ageGroup = 'kids';

  let milestone: Pack | undefined;
  if (age !== undefined) milestone = MILESTONES[age] ?? (age >= 60 && age % 5 === 0 ? MILESTONES[60] : undefined);

  const dry = ageGroup !== 'adults' || (type === 'babyShower' && subtype !== 'Sip and See') || DRY_WORDS.test(text);

  const guests = parseGuests(input.guestCount);
  const startMinutes = parseTime(input.time);
  const year = date?.y ?? now.getUTCFullYear();

  // Who the party is for, by type: the couple, the graduate, the company, or partyFor.
  const honoree = personName(input.partyFor);
  const p1 = personName(input.partner1Name);
  const p2 = personName(input.partner2Name);
  const couple = p1 && p2 ? `${p1} & ${p2}` : (p1 ?? p2 ?? (type === 'wedding' && honoree && /&| and /.test(honoree) ? honoree : undefined));
  const singleHonoree = subtype === 'Bridal Shower' || subtype === 'Bachelor/Bachelorette Party';
  const name =
    type === 'wedding'
      ? singleHonoree
        ? (honoree ?? p1)
        : (couple ?? honoree)
      : type === 'graduation'
        ? (personName(input.graduateName) ?? honoree)
        : honoree;
  const season = date ? seasonOf(date.m) : undefined;

  const vars: Record<string, string | undefined> = {
    name,
    who: name ? possessive(name) : undefined,
    couple,
    grad: type === 'graduation' ? name : undefined,
    company: input.companyName?.trim() || undefined,
    age: age !== undefined ? String(age) : undefined,
    ord: age !== undefined ? ordinal(age) : undefined,
    birthYear: age !== undefined && age >= 20 ? String(year - age) : undefined,
    year: String(year),
    nextYear: String(date && date.m === 12 ? year + 1 : year),
    // Spelled out: a name reading '4th of July' is a calendar date.
    holiday: subtype && type === 'holiday' ? subtype.replace(/^4th of July$/, 'Fourth of July') : undefined,
    season,
    Season: season ? season[0].toUpperCase() + season.slice(1) : undefined,
  };

  return {
    type,
    subtype,
    guests,
    size: sizeOf(guests),
    tier: tierOf(input.budget),
    age,
    ageGroup,
    dry,
    date,
    season,
    startMinutes,
    timeOfDay: startMinutes !== undefined ? timeOfDayOf(startMinutes) : undefined,
    keywordPacks,
    milestone,
    subPack,
    typeKB,
    vars,
  };
}
