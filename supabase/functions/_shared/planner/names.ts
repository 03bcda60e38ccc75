// Party names: templates filled with the honoree, age, couple, company or graduate, and
// puns from the vision ('Dino-Mite') — so a dinosaur 7th for Maya can be "Maya's Dino-Mite 7th Birthday".
import type { Ctx } from './context.ts';
import type { Rng } from './rng.ts';
import { fill, pickFrom } from './select.ts';
import type { Pack, TypeKey } from './types.ts';

const KIND: Record<TypeKey, string> = {
  birthday: 'Birthday Bash',
  corporate: 'Celebration',
  wedding: 'Celebration',
  graduation: 'Grad Party',
  housewarming: 'Housewarming',
  holiday: 'Holiday Party',
  babyShower: 'Baby Shower',
  casual: 'Get-Together',
};

// Work for any type: the vision's pun plus the kind of party.
const PUN_TEMPLATES = ['{pun} {kind}', '{who} {pun} {kind}'];
const FALLBACK = [
  "Let's Celebrate!",
  'A Night to Remember',
  'Confetti & Cheers',
  'Good Times & Great Company',
  'The Big {Season} Bash',
  'Cheers to Us',
  'The Best Day Ever',
];

export function nameCandidates(ctx: Ctx) {
  const packs: (Pack | undefined)[] = [...ctx.keywordPacks, ctx.milestone, ctx.subPack, ctx.typeKB.base];
  const weights = [...ctx.keywordPacks.map((_, i) => (i === 0 ? 4 : 3)), 3, 2.5, 1.5, 0.3];
  const quotas = [...ctx.keywordPacks.map((_, i) => (i === 0 ? 2 : 1)), 1, ctx.keywordPacks.length ? 1 : 2, 0, 0];
  const vars = { ...ctx.vars, kind: KIND[ctx.type] };
  const puns = packs.flatMap((p, src) => (p?.puns ?? []).map((pun) => ({ pun, src })));
  const cands: { text: string; w: number; src: number }[] = [];
  const add = (template: string, src: number, extra: Record<string, string> = {}) => {
    const text = fill(template, { ...vars, ...extra });
    // Names that carry the honoree's name feel personal: prefer them.
    const personal = /\{(who|name|couple|grad|company)\}/.test(template) ? 2 : 1;
    if (text) cands.push({ text: text.replace(/’/g, "'").replace(/\s+/g, ' ').trim(), w: weights[src] * personal, src });
  };
  packs.forEach((p, src) => {
    for (const t of p?.names ?? []) {
      if (!t.includes('{pun}')) add(t, src);
      // A template with {pun} takes each pun; it counts for whichever source is more specific.
      else for (const { pun, src: ps } of puns) add(t, Math.min(src, ps), { pun });
    }
  });
  for (const t of PUN_TEMPLATES) for (const { pun, src } of puns) if (src < packs.length - 1) add(t, src, { pun });
  for (const t of FALLBACK) add(t, packs.length);
  return { cands, quotas };
}

export function pickNames(ctx: Ctx, count: number, rng: Rng, exclude?: Set<string>): string[] {
  const { cands, quotas } = nameCandidates(ctx);
  return pickFrom(cands, quotas, count, rng, exclude);
}
