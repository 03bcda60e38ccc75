// Saved designs are files in the public tshirt-designs bucket named
// {userId}/{partyId}_design_{timestamp}.{ext} (docs/product.md#saved-t-shirt-designs, #storage-calls); everything about a saved design is
// read back from that name.
import { onFirstUse } from '@/lib/on-first-use';

export const DESIGN_BUCKET = 'tshirt-designs';

/** What the file names of one party's designs start with (the listing's search). */
export function designPrefix(partyId: string): string {
  return `${partyId}_design_`;
}

/** The upload time in a design's file name, or null for a name of another shape. */
export function designTimestamp(fileName: string, partyId: string): number | null {
  const prefix = designPrefix(partyId);
  if (!fileName.startsWith(prefix)) return null;
  const m = /^(\d{10,16})\.(png|jpe?g|webp)$/i.exec(fileName.slice(prefix.length));
  return m ? Number(m[1]) : null;
}

/** The party's title as designs and the cart show it (docs/product.md#party-plans: '{party_type} Party' when unnamed). */
export function partyTitle(party: { party_name: string | null; party_type: string }): string {
  return party.party_name?.trim() || `${party.party_type} Party`;
}

const stamp = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));

/** A saved design's name: the party and when it was saved, e.g. "Ava's 30th design (Nov 22, 3:04 PM)". */
export function designName(title: string, savedAt: number): string {
  return `${title} design (${stamp().format(new Date(savedAt))})`;
}
