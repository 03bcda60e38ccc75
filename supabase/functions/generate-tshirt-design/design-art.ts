// The offline T-shirt design (the default image provider, docs/decisions.md#providers-with-offline-defaults): a typographic print
// on a TRANSPARENT square, so the shirt's own colour shows around it. The party's name is the
// hero, with the party type's motif, its colours and confetti. Pure string building (no Deno
// APIs) so unit tests run it under Node; svg-to-png.ts turns it into a PNG.
//
// Different per prompt: the prompt's words pick colours ('gold', 'navy'...), the layout ('retro',
// 'badge', 'bold'...) and extra motifs ('stars', 'hearts'...), and the seed (party, prompt and a
// per-request nonce) varies everything else, so 'Generate' twice gives two designs.
import { escapeXml, pick, r1 } from '../_shared/artwork/svg-text.ts';
import { hashString, mulberry32, type Rng } from '../_shared/planner/rng.ts';

export const DESIGN_SIZE = 1000;

export interface DesignArtInput {
  /** Party name as shown ('Ava's 30th Birthday', or '{party_type} Party'). */
  title: string;
  partyType?: string | null;
  partyFor?: string | null;
  prompt?: string | null;
  /** Varies layout details: the party id plus a nonce per request. */
  seed: string;
}

export type Layout = 'emblem' | 'stacked' | 'retro';
type Motif = 'balloon' | 'rings' | 'cap' | 'star' | 'house' | 'ornament' | 'rattle' | 'popper' | 'heart' | 'note' | 'sun' | 'flower' | 'cake';

interface Palette {
  name: string;
  colours: [string, string, string, string];
  /** Text colour on the light parts of the design. */
  ink: string;
}

const PALETTES: Palette[] = [
  { name: 'sunset', colours: ['#f43f5e', '#f97316', '#facc15', '#7c3aed'], ink: '#1f1147' },
  { name: 'ocean', colours: ['#0ea5e9', '#2563eb', '#22d3ee', '#f472b6'], ink: '#0b1f4b' },
  { name: 'candy', colours: ['#ec4899', '#a855f7', '#38bdf8', '#fde047'], ink: '#3b0764' },
  { name: 'forest', colours: ['#16a34a', '#0d9488', '#facc15', '#dc2626'], ink: '#052e16' },
  { name: 'royal', colours: ['#4338ca', '#7c3aed', '#eab308', '#e11d48'], ink: '#1e1b4b' },
  { name: 'citrus', colours: ['#f59e0b', '#84cc16', '#f97316', '#06b6d4'], ink: '#3f2a06' },
];

const TYPE_STYLE: Array<{ match: RegExp; motif: Motif; palette: string; label: string }> = [
  { match: /birthday/i, motif: 'balloon', palette: 'candy', label: 'BIRTHDAY CREW' },
  { match: /wedding|engagement/i, motif: 'rings', palette: 'royal', label: 'LOVE & CELEBRATION' },
  { match: /graduation/i, motif: 'cap', palette: 'royal', label: 'CLASS ACT' },
  { match: /corporate/i, motif: 'star', palette: 'ocean', label: 'TEAM CELEBRATION' },
  { match: /housewarming/i, motif: 'house', palette: 'forest', label: 'HOME SWEET HOME' },
  { match: /holiday/i, motif: 'ornament', palette: 'forest', label: 'HAPPY HOLIDAYS' },
  { match: /baby/i, motif: 'rattle', palette: 'candy', label: 'OH BABY' },
];

/** Colour words a prompt may use; each replaces one colour of the palette, in order. */
export const PROMPT_COLOURS: Record<string, string> = {
  gold: '#eab308',
  golden: '#eab308',
  silver: '#94a3b8',
  pink: '#ec4899',
  red: '#dc2626',
  blue: '#2563eb',
  navy: '#1e3a8a',
  green: '#16a34a',
  teal: '#0d9488',
  purple: '#9333ea',
  lavender: '#a78bfa',
  orange: '#f97316',
  yellow: '#facc15',
  black: '#111827',
  mint: '#34d399',
  coral: '#fb7185',
  turquoise: '#06b6d4',
  brown: '#92400e',
};

const PROMPT_MOTIFS: Array<[RegExp, Motif]> = [
  [/\bstars?\b|sparkl|glitter/i, 'star'],
  [/\bhearts?\b|love|valentine/i, 'heart'],
  [/music|dance|disco|\bdj\b|karaoke/i, 'note'],
  [/sun|beach|summer|tropical/i, 'sun'],
  [/flower|floral|garden|spring/i, 'flower'],
  [/cake|dessert|sweet/i, 'cake'],
  [/balloon/i, 'balloon'],
];

const PROMPT_LAYOUTS: Array<[RegExp, Layout]> = [
  [/retro|vintage|70s|80s|groovy|sunset/i, 'retro'],
  [/badge|emblem|logo|seal|crest|circle|round/i, 'emblem'],
  [/bold|stack|big text|typograph|minimal|simple|modern/i, 'stacked'],
];

/** What the prompt asks for: colours (in order of mention), a layout, extra motifs. */
export function readPrompt(prompt: string | null | undefined): { colours: string[]; layout?: Layout; motifs: Motif[] } {
  const text = (prompt ?? '').toLowerCase();
  const colours: string[] = [];
  for (const word of text.split(/[^a-z]+/)) {
    const c = PROMPT_COLOURS[word];
    if (c && !colours.includes(c)) colours.push(c);
  }
  const layout = PROMPT_LAYOUTS.find(([re]) => re.test(text))?.[1];
  const motifs = PROMPT_MOTIFS.filter(([re]) => re.test(text)).map(([, m]) => m);
  return { colours, layout, motifs };
}

/** Average advance of Poppins Bold per character, in em (capitals are wider). */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += ch === ' ' ? 0.28 : /[A-Z0-9]/.test(ch) ? 0.7 : /[il.,'!|]/.test(ch) ? 0.3 : 0.6;
  return em * size;
}

/** Splits the title into at most `maxLines` lines, each as wide as it can be within `width`. */
export function fitLines(title: string, width: number, maxLines: number, maxSize: number): { lines: string[]; size: number } {
  const words = title.trim().split(/\s+/).filter(Boolean);
  for (let size = maxSize; size >= 34; size -= 4) {
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (textWidth(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= width)) return { lines, size };
  }
  // Too long even at the smallest size: cut with an ellipsis.
  const size = 34;
  const perLine = Math.floor(width / (size * 0.62));
  const flat = words.join(' ');
  const lines: string[] = [];
  for (let i = 0; i < maxLines; i++) lines.push(flat.slice(i * perLine, (i + 1) * perLine).trim());
  lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, perLine - 1).trimEnd()}…`;
  return { lines: lines.filter(Boolean), size };
}

function motifSvg(motif: Motif, x: number, y: number, s: number, fill: string, accent: string): string {
  const g = (inner: string) => `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})">${inner}</g>`;
  switch (motif) {
    case 'balloon':
      return g(
        `<path d="M0 44 q-9 30 5 62" stroke="${accent}" stroke-width="3" fill="none"/><ellipse cx="0" cy="0" rx="34" ry="44" fill="${fill}"/><ellipse cx="-11" cy="-15" rx="8" ry="13" fill="#ffffff" opacity="0.5"/><path d="M-6 43 h12 l-6 9z" fill="${fill}"/>`,
      );
    case 'rings':
      return g(
        `<circle cx="-16" cy="6" r="30" fill="none" stroke="${fill}" stroke-width="9"/><circle cx="18" cy="6" r="30" fill="none" stroke="${accent}" stroke-width="9"/><path d="M-16 -34 l9 -12 l-9 -8 l-9 8z" fill="#ffffff" stroke="${fill}" stroke-width="3"/>`,
      );
    case 'cap':
      return g(
        `<path d="M-52 -6 L0 -30 L52 -6 L0 18 Z" fill="${fill}"/><path d="M-30 6 v20 q30 16 60 0 v-20 L0 18z" fill="${fill}" opacity="0.85"/><path d="M38 -2 v30" stroke="${accent}" stroke-width="4"/><circle cx="38" cy="32" r="6" fill="${accent}"/>`,
      );
    case 'star':
      return g(
        `<path d="M0 -44 L12 -14 L44 -12 L19 8 L28 40 L0 22 L-28 40 L-19 8 L-44 -12 L-12 -14 Z" fill="${fill}" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/>`,
      );
    case 'house':
      return g(
        `<path d="M-40 -4 L0 -40 L40 -4" fill="none" stroke="${fill}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/><rect x="-28" y="-8" width="56" height="46" rx="4" fill="${fill}"/><rect x="-9" y="12" width="18" height="26" rx="3" fill="${accent}"/>`,
      );
    case 'ornament':
      return g(
        `<rect x="-9" y="-46" width="18" height="12" rx="3" fill="${accent}"/><circle cx="0" cy="0" r="36" fill="${fill}"/><path d="M-34 -6 q17 12 34 0 q17 -12 34 0" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.8"/><circle cx="-12" cy="-14" r="6" fill="#ffffff" opacity="0.6"/>`,
      );
    case 'rattle':
      return g(
        `<circle cx="0" cy="-16" r="28" fill="${fill}"/><circle cx="-9" cy="-25" r="7" fill="#ffffff" opacity="0.55"/><rect x="-6" y="10" width="12" height="34" rx="6" fill="${accent}"/><circle cx="0" cy="48" r="11" fill="none" stroke="${accent}" stroke-width="6"/>`,
      );
    case 'popper':
      return g(
        `<path d="M-30 40 L-8 -30 L22 -8 Z" fill="${fill}"/><circle cx="18" cy="-40" r="6" fill="${accent}"/><circle cx="34" cy="-22" r="5" fill="${accent}"/><path d="M2 -46 l6 -10" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><path d="M36 -4 l12 -2" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
      );
    case 'heart':
      return g(
        `<path d="M0 34 C-50 0 -40 -40 -14 -36 C-4 -34 0 -26 0 -20 C0 -26 4 -34 14 -36 C40 -40 50 0 0 34 Z" fill="${fill}" stroke="${accent}" stroke-width="3"/>`,
      );
    case 'note':
      return g(
        `<path d="M-8 24 V-34 L32 -42 V14" fill="none" stroke="${fill}" stroke-width="8" stroke-linejoin="round"/><ellipse cx="-20" cy="26" rx="15" ry="11" fill="${fill}"/><ellipse cx="20" cy="16" rx="15" ry="11" fill="${accent}"/>`,
      );
    case 'sun':
      return g(
        `${Array.from({ length: 10 }, (_, i) => `<rect x="-3.5" y="-50" width="7" height="16" rx="3" fill="${accent}" transform="rotate(${i * 36})"/>`).join('')}<circle r="28" fill="${fill}"/>`,
      );
    case 'flower':
      return g(
        `${Array.from({ length: 6 }, (_, i) => `<ellipse cx="0" cy="-24" rx="13" ry="22" fill="${fill}" transform="rotate(${i * 60})"/>`).join('')}<circle r="13" fill="${accent}"/>`,
      );
    case 'cake':
      return g(
        `<rect x="-40" y="-4" width="80" height="40" rx="6" fill="${fill}"/><path d="M-40 8 q10 10 20 0 q10 10 20 0 q10 10 20 0 q10 10 20 0" fill="none" stroke="#ffffff" stroke-width="5"/><rect x="-4" y="-30" width="8" height="24" rx="3" fill="${accent}"/><path d="M0 -44 q8 8 0 14 q-8 -6 0 -14z" fill="#f97316"/>`,
      );
  }
}

function confetti(rng: Rng, colours: readonly string[], count: number, keepOut: (x: number, y: number) => boolean): string {
  const out: string[] = [];
  for (let i = 0, tries = 0; i < count && tries < count * 20; tries++) {
    const x = 40 + rng() * (DESIGN_SIZE - 80);
    const y = 40 + rng() * (DESIGN_SIZE - 80);
    if (keepOut(x, y)) continue;
    i++;
    const fill = pick(rng, colours);
    const rot = Math.round(rng() * 360);
    const k = rng();
    if (k < 0.5) out.push(`<rect x="${r1(x)}" y="${r1(y)}" width="20" height="9" rx="3" fill="${fill}" transform="rotate(${rot} ${r1(x)} ${r1(y)})"/>`);
    else if (k < 0.8) out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(5 + rng() * 5)}" fill="${fill}"/>`);
    else out.push(`<path d="M${r1(x)} ${r1(y)} l10 18 l-20 0z" fill="${fill}" transform="rotate(${rot} ${r1(x)} ${r1(y)})"/>`);
  }
  return out.join('');
}

function styleFor(partyType: string | null | undefined) {
  return TYPE_STYLE.find((t) => t.match.test(partyType ?? '')) ?? { motif: 'popper' as Motif, palette: 'sunset', label: "LET'S CELEBRATE" };
}

/** The palette: the party type's, in a seeded order, with the prompt's colours first. */
function paletteFor(typePalette: string, promptColours: string[], rng: Rng): Palette {
  const base = rng() < 0.7 ? PALETTES.find((p) => p.name === typePalette)! : pick(rng, PALETTES);
  const colours = [...base.colours];
  // Rotate so repeated designs of one party do not all lead with the same colour.
  const shift = Math.floor(rng() * colours.length);
  const rotated = [...colours.slice(shift), ...colours.slice(0, shift)];
  promptColours.slice(0, 4).forEach((c, i) => (rotated[i] = c));
  return { name: base.name, colours: rotated as Palette['colours'], ink: base.ink };
}

/** Text with a thick outline underneath (paint-order is not needed, so every renderer agrees). */
function outlinedText(x: number, y: number, size: number, text: string, fill: string, outline: string, extra = ''): string {
  const t = escapeXml(text);
  const common = `x="${r1(x)}" y="${r1(y)}" font-family="Poppins" font-weight="700" font-size="${size}" text-anchor="middle"${extra}`;
  return `<text ${common} fill="${outline}" stroke="${outline}" stroke-width="${r1(size * 0.16)}" stroke-linejoin="round">${t}</text><text ${common} fill="${fill}">${t}</text>`;
}

function emblem(input: DesignArtInput, p: Palette, motifs: Motif[], rng: Rng, label: string): string {
  const [c0, c1, c2, c3] = p.colours;
  const cx = 500;
  const cy = 500;
  const title = fitLines(input.title, 480, 3, 88);
  const lineH = title.size * 1.08;
  const top = cy + 60 - ((title.lines.length - 1) * lineH) / 2;
  const sub = (input.partyFor ? `FOR ${input.partyFor}` : label).toUpperCase().slice(0, 30);
  const arcTop = `M ${cx - 330} ${cy} A 330 330 0 0 1 ${cx + 330} ${cy}`;
  const arcBottom = `M ${cx - 345} ${cy} A 345 345 0 0 0 ${cx + 345} ${cy}`;
  const stars = Array.from({ length: 2 }, (_, i) => motifSvg('star', i === 0 ? cx - 380 : cx + 380, cy, 0.42, c2, c2)).join('');
  return [
    `<defs><path id="arcTop" d="${arcTop}"/><path id="arcBottom" d="${arcBottom}"/></defs>`,
    `<circle cx="${cx}" cy="${cy}" r="440" fill="${c0}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="410" fill="none" stroke="#ffffff" stroke-width="8" stroke-dasharray="${pick(rng, ['none', '24 14', '4 14'])}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="290" fill="#ffffff"/>`,
    `<text font-family="Poppins" font-weight="700" font-size="54" fill="#ffffff" letter-spacing="6"><textPath href="#arcTop" startOffset="50%" text-anchor="middle">${escapeXml((input.partyType ?? 'PARTY').toUpperCase().slice(0, 26))}</textPath></text>`,
    `<text font-family="Poppins" font-weight="700" font-size="44" fill="#ffffff" letter-spacing="5" dominant-baseline="hanging"><textPath href="#arcBottom" startOffset="50%" text-anchor="middle">${escapeXml(sub)}</textPath></text>`,
    stars,
    motifSvg(motifs[0], cx, cy - 170, 1.2, c1, c3),
    ...(motifs[1] ? [motifSvg(motifs[1], cx - 190, cy - 120, 0.6, c2, c3), motifSvg(motifs[1], cx + 190, cy - 120, 0.6, c3, c2)] : []),
    ...title.lines.map(
      (l, i) =>
        `<text x="${cx}" y="${r1(top + i * lineH)}" font-family="Poppins" font-weight="700" font-size="${title.size}" fill="${p.ink}" text-anchor="middle">${escapeXml(l)}</text>`,
    ),
  ].join('');
}

function stacked(input: DesignArtInput, p: Palette, motifs: Motif[], rng: Rng, label: string): string {
  const title = fitLines(input.title.toUpperCase(), 840, 4, 150);
  const lineH = title.size * 1.05;
  const blockH = title.lines.length * lineH;
  const top = 560 - blockH / 2 + title.size * 0.8;
  const ribbonY = top + (title.lines.length - 1) * lineH + 70;
  const sub = (input.partyFor ? `${label} · ${input.partyFor}` : label).toUpperCase().slice(0, 34);
  const ribbonW = Math.min(860, textWidth(sub, 40) + 120);
  const keepOut = (x: number, y: number) => y > top - title.size - 40 && y < ribbonY + 60 && x > 60 && x < 940;
  return [
    confetti(rng, p.colours, 26, (x, y) => keepOut(x, y) || (y < 260 && Math.abs(x - 500) < 160)),
    motifSvg(motifs[0], 500, top - title.size - 90, 1.35, p.colours[0], p.colours[2]),
    ...(motifs[1]
      ? [
          motifSvg(motifs[1], 360, top - title.size - 70, 0.7, p.colours[1], p.colours[3]),
          motifSvg(motifs[1], 640, top - title.size - 70, 0.7, p.colours[3], p.colours[1]),
        ]
      : []),
    ...title.lines.map((l, i) => outlinedText(500, top + i * lineH, title.size, l, p.colours[i % 4], '#ffffff')),
    `<rect x="${r1(500 - ribbonW / 2)}" y="${r1(ribbonY - 44)}" width="${r1(ribbonW)}" height="64" rx="32" fill="${p.ink}"/>`,
    `<text x="500" y="${r1(ribbonY)}" font-family="Poppins" font-weight="700" font-size="40" fill="#ffffff" text-anchor="middle" letter-spacing="3">${escapeXml(sub)}</text>`,
  ].join('');
}

function retro(input: DesignArtInput, p: Palette, motifs: Motif[], rng: Rng, label: string): string {
  const [c0, c1, c2, c3] = p.colours;
  const cx = 500;
  const sunY = 330;
  const sunR = 250;
  // Retro sunset: the lower half of the sun is cut by stripes that thin out towards the bottom.
  const stripes = [0, 1, 2, 3, 4].map((i) => `<rect x="0" y="${sunY + 14 + i * 44}" width="1000" height="${20 - i * 3}"/>`).join('');
  const title = fitLines(input.title, 880, 2, 104);
  const lineH = title.size * 1.05;
  const titleTop = sunY + sunR + 30 + title.size * 0.75;
  const sub = (input.partyFor ? `FOR ${input.partyFor}` : label).toUpperCase().slice(0, 34);
  return [
    `<defs><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c2}"/><stop offset="0.55" stop-color="${c1}"/><stop offset="1" stop-color="${c0}"/></linearGradient>`,
    `<mask id="stripes"><rect width="1000" height="1000" fill="#ffffff"/><g fill="#000000">${stripes}</g></mask></defs>`,
    `<circle cx="${cx}" cy="${sunY}" r="${sunR}" fill="url(#sun)" mask="url(#stripes)"/>`,
    motifSvg(motifs[0], cx, sunY - 90, 1.3, '#ffffff', c3),
    ...(motifs[1] ? [motifSvg(motifs[1], 150, 170, 0.8, c3, c2), motifSvg(motifs[1], 850, 170, 0.8, c1, c2)] : []),
    ...title.lines.map((l, i) => {
      const y = titleTop + i * lineH;
      return `<text x="${cx + 7}" y="${r1(y + 7)}" font-family="Poppins" font-weight="700" font-size="${title.size}" fill="${c3}" text-anchor="middle">${escapeXml(l)}</text>${outlinedText(cx, y, title.size, l, p.ink, '#ffffff')}`;
    }),
    `<text x="${cx}" y="${r1(titleTop + (title.lines.length - 1) * lineH + 78)}" font-family="Poppins" font-weight="700" font-size="38" fill="${c0}" text-anchor="middle" letter-spacing="8">${escapeXml(sub)}</text>`,
    rng() < 0.5 ? confetti(rng, p.colours, 12, (x, y) => y > 110 && !(y < sunY && Math.abs(x - cx) > sunR + 20)) : '',
  ].join('');
}

/** The design as an SVG document with a transparent background. */
export function tshirtDesignSvg(input: DesignArtInput): { svg: string; layout: Layout; palette: string[] } {
  const rng = mulberry32(hashString(`${input.seed}\u0000${input.prompt ?? ''}`));
  const style = styleFor(input.partyType);
  const wants = readPrompt(input.prompt);
  const palette = paletteFor(style.palette, wants.colours, rng);
  const layout = wants.layout ?? pick(rng, ['emblem', 'stacked', 'retro'] as const);
  const motifs: Motif[] = [style.motif, ...wants.motifs.filter((m) => m !== style.motif)];
  if (motifs.length === 1 && rng() < 0.5) motifs.push(pick(rng, ['star', 'heart', 'note', 'flower'] as const));
  const title = input.title.trim() || `${input.partyType ?? 'Party'} Party`;
  const body = { emblem, stacked, retro }[layout]({ ...input, title }, palette, motifs, rng, style.label);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${DESIGN_SIZE}" height="${DESIGN_SIZE}" viewBox="0 0 ${DESIGN_SIZE} ${DESIGN_SIZE}">${body}</svg>`;
  return { svg, layout, palette: palette.colours };
}
