// The party-name rule of docs/product.md#states-and-transitions.

// A leading emoji (with its variation selector, skin tone or ZWJ sequence) and the space after it.
const LEADING_EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Regional_Indicator})(?:\u{FE0F}|\u{200D}|\p{Emoji_Modifier}|\p{Extended_Pictographic}|\p{Regional_Indicator})*\s*/u;

export function stripLeadingEmoji(text: string): string {
  return text.replace(LEADING_EMOJI, '').trim();
}

/** partyFor plus the party type with a leading emoji removed: 'Maya' + '🎂 Birthday Party' → 'Maya Birthday Party'. */
export function defaultPartyName(partyFor: string, partyType: string): string {
  return [partyFor.trim(), stripLeadingEmoji(partyType)].filter(Boolean).join(' ');
}

export type PartyNameSource = 'default' | 'ai';

/**
 * The name after the chosen suggestions changed: the most recently chosen suggestion overrides
 * the default (and is marked AI-sourced); with none chosen, the default returns.
 */
export function partyNameFor(chosenNames: string[], partyFor: string, partyType: string): { partyName: string; nameSource: PartyNameSource } {
  const last = chosenNames.at(-1);
  return last ? { partyName: last, nameSource: 'ai' } : { partyName: defaultPartyName(partyFor, partyType), nameSource: 'default' };
}
