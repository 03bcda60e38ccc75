// Vocabulary of the built-in planner's knowledge base. Entries are plain strings, or strings
// with conditions saying when they fit; the engine filters by the party's context and then
// draws a seeded, weighted sample.

export type TypeKey = 'birthday' | 'corporate' | 'wedding' | 'graduation' | 'housewarming' | 'holiday' | 'babyShower' | 'casual';
export type AgeGroup = 'kids' | 'teens' | 'adults';
export type Size = 'intimate' | 'medium' | 'large';
export type Tier = 'diy' | 'mid' | 'premium';
export type Season = 'spring' | 'summer' | 'fall' | 'winter';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';
export type ListCategory = 'themes' | 'games' | 'food' | 'vendors' | 'products';

/** When an entry fits. Every listed dimension must match; an absent one always matches. */
export interface Cond {
  ages?: AgeGroup[];
  sizes?: Size[];
  tiers?: Tier[];
  seasons?: Season[];
  times?: TimeOfDay[];
  types?: TypeKey[];
  /** Drinks with alcohol: never for kids, teens or dry events. */
  alcohol?: boolean;
  /** Relative weight (default 1). */
  w?: number;
}

export type Entry = string | ({ t: string } & Cond);

/** A pre-party task, `lead` days before the party at best. */
export interface TaskDef extends Cond {
  task: string;
  lead: number;
  /** Core tasks are always planned; the rest are drawn. */
  core?: boolean;
  /** Pointless with fewer days left than this (save-the-dates a week out). */
  skipUnder?: number;
}

/** A during-party moment, `at` minutes after the start. {game}, {food}, {theme} are filled from the picks. */
export interface MomentDef extends Cond {
  task: string;
  at: number;
  core?: boolean;
}

/** An after-party task; `rank` orders the labels (0 same night … 4 within two weeks). */
export interface AfterDef extends Cond {
  task: string;
  rank: 0 | 1 | 2 | 3 | 4;
  core?: boolean;
}

/** A bundle of ideas: a party type, a subtype, a milestone age or a vision keyword. */
export interface Pack {
  themes?: Entry[];
  games?: Entry[];
  food?: Entry[];
  vendors?: Entry[];
  products?: Entry[];
  /** Name templates: {who} possessive honoree, {name}, {ord} 7th, {age}, {pun}, {couple}, {company}, {grad}, {year}, {season}, {Season}. */
  names?: string[];
  /** Words or puns a name can be built around ('Dino-Mite', 'Roarsome'). */
  puns?: string[];
  tasks?: TaskDef[];
  moments?: MomentDef[];
  after?: AfterDef[];
}

export interface KeywordPack extends Pack {
  id: string;
  match: RegExp;
  /** Visions that name this are almost always for children (dinosaurs, unicorns). */
  kidHint?: boolean;
}

export interface TypeKB {
  base: Pack;
  subtypes?: Record<string, Pack>;
  /** Typical length in minutes, for the during-party schedule. */
  duration: number;
}

// Small constructors keep the knowledge-base files readable.
export const kids = (t: string, c: Cond = {}): Entry => ({ t, ages: ['kids'], ...c });
export const teens = (t: string, c: Cond = {}): Entry => ({ t, ages: ['teens'], ...c });
export const grown = (t: string, c: Cond = {}): Entry => ({ t, ages: ['adults'], ...c });
export const booze = (t: string, c: Cond = {}): Entry => ({ t, ages: ['adults'], alcohol: true, ...c });
export const diy = (t: string, c: Cond = {}): Entry => ({ t, tiers: ['diy'], ...c });
export const notDiy = (t: string, c: Cond = {}): Entry => ({ t, tiers: ['mid', 'premium'], ...c });
export const premium = (t: string, c: Cond = {}): Entry => ({ t, tiers: ['premium'], ...c });
export const big = (t: string, c: Cond = {}): Entry => ({ t, sizes: ['medium', 'large'], ...c });
export const large = (t: string, c: Cond = {}): Entry => ({ t, sizes: ['large'], ...c });
export const small = (t: string, c: Cond = {}): Entry => ({ t, sizes: ['intimate', 'medium'], ...c });
export const warm = (t: string, c: Cond = {}): Entry => ({ t, seasons: ['spring', 'summer'], ...c });
export const summer = (t: string, c: Cond = {}): Entry => ({ t, seasons: ['summer'], ...c });
export const cold = (t: string, c: Cond = {}): Entry => ({ t, seasons: ['fall', 'winter'], ...c });
export const morning = (t: string, c: Cond = {}): Entry => ({ t, times: ['morning'], ...c });
export const evening = (t: string, c: Cond = {}): Entry => ({ t, times: ['evening'], ...c });
