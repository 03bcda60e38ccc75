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
  const context = `a ${p.party_type.toLowerCase()}${who} with about ${p.guest_count} guests`;
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
