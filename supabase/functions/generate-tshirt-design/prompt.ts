/** What the image model is asked for: a print-ready graphic, not a photo of a shirt. */
export function designPrompt(p: {
  title: string;
  partyType?: string | null;
  partyFor?: string | null;
  ideas?: string | null;
  customPrompt?: string | null;
}): string {
  const about = [p.partyType && `a ${p.partyType}`, p.partyFor && `for ${p.partyFor}`].filter(Boolean).join(' ');
  return [
    `A T-shirt print design for "${p.title}"${about ? `, ${about}` : ''}.`,
    p.customPrompt ? `Style: ${p.customPrompt}.` : p.ideas ? `Party vision: ${p.ideas.slice(0, 300)}.` : '',
    `Bold, playful typography spelling "${p.title}" with a matching illustration, flat vector style, vivid colours,`,
    'centered composition, isolated on a transparent background, no T-shirt, no mock-up, no photo.',
  ]
    .filter(Boolean)
    .join(' ');
}
