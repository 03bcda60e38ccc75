import { privacyFilter, type PrivateFacts } from '../_shared/privacy.ts';

/** The party fields the photo is made from (read from the database, never from the request). */
export interface PhotoParty {
  id: string;
  party_name: string | null;
  party_type: string;
  party_for: string | null;
  ideas: string | null;
  guest_count: number;
  budget: string | null;
  /** The wizard's type-specific answers (party_plans.details). */
  details?: unknown;
}

// The choices that shape a picture. Names (partners, graduate, company) are left out: a picture
// has no lettering, and a name drawn into a public party's photo is not wanted there. The start
// time is left out too: it is private like the date, and the photo of a public party is public.
const CHOICE_KEYS = ['selectedHoliday', 'weddingType', 'corporateEventType', 'graduationLevel', 'babyShowerType'] as const;

/** The occasion in a few words: 'Christmas', 'Bridal Shower', 'turning 7'; '' when nothing was chosen. */
export function occasionOf(p: Pick<PhotoParty, 'details'>): string {
  const d = p.details && typeof p.details === 'object' && !Array.isArray(p.details) ? (p.details as Record<string, unknown>) : {};
  const parts = CHOICE_KEYS.map((k) => d[k]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const age = d.birthdayAge;
  if (typeof age === 'number' && Number.isInteger(age) && age >= 0) parts.push(`turning ${age}`);
  return parts.join(', ');
}

export function partyTitle(p: Pick<PhotoParty, 'party_name' | 'party_type'>): string {
  return p.party_name?.trim() || `${p.party_type} Party`;
}

/**
 * What an image model is asked for: the custom prompt when there is one, else a scene built from
 * the party's type, vision and size. Images with lettering come out garbled, so none is asked for.
 */
export function imagePrompt(p: PhotoParty, customPrompt?: string): string {
  const who = p.party_for?.trim() ? ` for ${p.party_for.trim()}` : '';
  const occasion = occasionOf(p);
  const context = `a ${p.party_type.toLowerCase()}${occasion ? ` (${occasion})` : ''}${who} with about ${p.guest_count} guests`;
  if (customPrompt?.trim()) {
    return `${customPrompt.trim()}. A festive photo for ${context}. Wide banner composition, no text or lettering.`;
  }
  const vision = p.ideas?.trim() ? ` The host's vision: ${p.ideas.trim().slice(0, 600)}.` : '';
  return `A bright, inviting, photorealistic photo of the decorated setting of ${context}.${vision} Wide banner composition, joyful mood, no people's faces in close-up, no text or lettering.`;
}

/**
 * The party as a picture may show it. The photo of a public party is public (and a visitor's
 * visit makes the first one), so nothing drawn or asked for names the location, the date or the
 * special requests: a name that does falls back to the party type, other texts lose the mention.
 */
export function photoSafe<P extends PhotoParty>(p: P, facts: PrivateFacts, customPrompt?: string): { party: P; customPrompt?: string } {
  const filter = privacyFilter(facts);
  const clean = (s: string | null) => (s === null ? null : filter.redact(s));
  return {
    party: {
      ...p,
      party_name: p.party_name && filter.mentions(p.party_name) ? null : p.party_name,
      party_for: clean(p.party_for),
      ideas: clean(p.ideas),
    },
    customPrompt: customPrompt === undefined ? undefined : filter.redact(customPrompt),
  };
}
