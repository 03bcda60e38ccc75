// Generated party artwork (the offline image provider, docs/decisions.md#providers-with-offline-defaults): an SVG banner with the
// party type's palette and motif, scattered confetti and the party's title. Pure string building
// (no Deno APIs) so the unit tests run it under Node; svg-to-png.ts turns it into a PNG.
//
// Every party looks different: the seed (party id, plus a nonce on forced regeneration) picks the
// palette variant, the motif's placement and the confetti; the title and subtitle are the party's own.
import { hashString, mulberry32, type Rng } from '../planner/rng.ts';
import { escapeXml, pick, r1 } from './svg-text.ts';

export { escapeXml };

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 630;

export interface PartyArtInput {
  /** Seeds the layout: the party id, with a nonce appended when a new picture is wanted. */
  seed: string;
  title: string;
  partyType?: string | null;
  partyFor?: string | null;
  guestCount?: number | null;
  /** A custom prompt's words tint the picture when they name a colour ('gold', 'pink' ...). */
  prompt?: string | null;
}

interface Palette {
  from: string;
  to: string;
  accents: string[];
  ink: string;
}

type Motif = 'balloons' | 'rings' | 'caps' | 'skyline' | 'houses' | 'ornaments' | 'bubbles' | 'streamers';

const THEMES: Array<{ match: RegExp; motif: Motif; palettes: Palette[] }> = [
  {
    match: /birthday/i,
    motif: 'balloons',
    palettes: [
      { from: '#f472b6', to: '#8b5cf6', accents: ['#fde047', '#22d3ee', '#fb7185', '#ffffff', '#a3e635'], ink: '#3b0764' },
      { from: '#fb923c', to: '#ec4899', accents: ['#fef08a', '#67e8f9', '#c4b5fd', '#ffffff', '#86efac'], ink: '#4a044e' },
    ],
  },
  {
    match: /wedding|engagement/i,
    motif: 'rings',
    palettes: [
      { from: '#fdf2f8', to: '#fbcfe8', accents: ['#d4a373', '#e11d48', '#f9a8d4', '#fcd34d', '#ffffff'], ink: '#701a75' },
      { from: '#fef3c7', to: '#fecdd3', accents: ['#b45309', '#be185d', '#fda4af', '#fde68a', '#ffffff'], ink: '#7c2d12' },
    ],
  },
  {
    match: /graduation/i,
    motif: 'caps',
    palettes: [
      { from: '#1e3a8a', to: '#0f172a', accents: ['#facc15', '#fde68a', '#60a5fa', '#ffffff', '#f59e0b'], ink: '#0f172a' },
      { from: '#14532d', to: '#052e16', accents: ['#fbbf24', '#fef9c3', '#4ade80', '#ffffff', '#eab308'], ink: '#052e16' },
    ],
  },
  {
    match: /corporate/i,
    motif: 'skyline',
    palettes: [
      { from: '#0ea5e9', to: '#4338ca', accents: ['#e0f2fe', '#fbbf24', '#a5b4fc', '#ffffff', '#38bdf8'], ink: '#1e1b4b' },
      { from: '#14b8a6', to: '#1e40af', accents: ['#ccfbf1', '#f472b6', '#93c5fd', '#ffffff', '#fde047'], ink: '#172554' },
    ],
  },
  {
    match: /housewarming/i,
    motif: 'houses',
    palettes: [
      { from: '#34d399', to: '#0f766e', accents: ['#fef3c7', '#fb923c', '#fde047', '#ffffff', '#a7f3d0'], ink: '#064e3b' },
      { from: '#fcd34d', to: '#f97316', accents: ['#fff7ed', '#16a34a', '#fef08a', '#ffffff', '#7c2d12'], ink: '#431407' },
    ],
  },
  {
    match: /holiday/i,
    motif: 'ornaments',
    palettes: [
      { from: '#b91c1c', to: '#14532d', accents: ['#fde047', '#ffffff', '#fca5a5', '#86efac', '#fbbf24'], ink: '#14532d' },
      { from: '#1e3a8a', to: '#581c87', accents: ['#e0e7ff', '#fde047', '#f0abfc', '#ffffff', '#93c5fd'], ink: '#1e1b4b' },
    ],
  },
  {
    match: /baby/i,
    motif: 'bubbles',
    palettes: [
      { from: '#bae6fd', to: '#fbcfe8', accents: ['#ffffff', '#fde68a', '#a5f3fc', '#f9a8d4', '#c4b5fd'], ink: '#1e3a8a' },
      { from: '#d9f99d', to: '#fde68a', accents: ['#ffffff', '#fdba74', '#bef264', '#fcd34d', '#a5f3fc'], ink: '#365314' },
    ],
  },
];

const DEFAULT_THEME = {
  motif: 'streamers' as Motif,
  palettes: [
    { from: '#8b5cf6', to: '#db2777', accents: ['#fde047', '#22d3ee', '#ffffff', '#fb923c', '#a3e635'], ink: '#3b0764' },
    { from: '#06b6d4', to: '#7c3aed', accents: ['#fef08a', '#f472b6', '#ffffff', '#fdba74', '#bbf7d0'], ink: '#2e1065' },
  ],
};

/** Colours a custom prompt may name; the first one found replaces the palette's first accent. */
const PROMPT_COLOURS: Record<string, string> = {
  gold: '#eab308',
  golden: '#eab308',
  silver: '#cbd5e1',
  pink: '#ec4899',
  red: '#dc2626',
  blue: '#2563eb',
  navy: '#1e3a8a',
  green: '#16a34a',
  teal: '#0d9488',
  purple: '#9333ea',
  lavender: '#c4b5fd',
  orange: '#f97316',
  yellow: '#facc15',
  black: '#111827',
  white: '#ffffff',
  pastel: '#fbcfe8',
  rainbow: '#f43f5e',
};

const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);

/** Greedy word wrap by an average glyph width (Poppins Bold is about 0.6 em per character). */
export function wrapTitle(title: string, maxWidth: number): { lines: string[]; size: number } {
  const words = title.trim().split(/\s+/).filter(Boolean);
  for (const size of [76, 68, 60, 54, 48, 44]) {
    const perLine = Math.floor(maxWidth / (size * 0.6));
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (next.length <= perLine) line = next;
      else {
        if (line) lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= 2 && lines.every((l) => l.length <= perLine)) return { lines, size };
  }
  // Still too long at the smallest size: two lines, the second cut with an ellipsis.
  const size = 44;
  const perLine = Math.floor(maxWidth / (size * 0.6));
  const flat = words.join(' ');
  const first = flat.slice(0, perLine).replace(/\s+\S*$/, '') || flat.slice(0, perLine);
  const rest = flat.slice(first.length).trim();
  return { lines: [first, rest.length > perLine ? `${rest.slice(0, perLine - 1).trimEnd()}…` : rest].filter(Boolean), size };
}

function confetti(rng: Rng, colours: string[], count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r1(between(rng, 0, ART_WIDTH));
    const y = r1(between(rng, 0, ART_HEIGHT));
    const fill = pick(rng, colours);
    const rot = Math.round(between(rng, 0, 360));
    const opacity = r1(between(rng, 0.55, 0.95));
    const kind = rng();
    if (kind < 0.45) {
      const w = r1(between(rng, 8, 18));
      out.push(
        `<rect x="${x}" y="${y}" width="${w}" height="${r1(w * 0.45)}" rx="2" fill="${fill}" opacity="${opacity}" transform="rotate(${rot} ${x} ${y})"/>`,
      );
    } else if (kind < 0.8) {
      out.push(`<circle cx="${x}" cy="${y}" r="${r1(between(rng, 3, 8))}" fill="${fill}" opacity="${opacity}"/>`);
    } else {
      const s = r1(between(rng, 8, 14));
      out.push(`<path d="M${x} ${y}l${s} ${r1(s * 1.6)}l${-2 * s} 0z" fill="${fill}" opacity="${opacity}" transform="rotate(${rot} ${x} ${y})"/>`);
    }
  }
  return out.join('');
}

/** Places `n` motif items on the left and right margins, clear of the title card. */
function slots(rng: Rng, n: number): Array<{ x: number; y: number; s: number }> {
  const out: Array<{ x: number; y: number; s: number }> = [];
  for (let i = 0; i < n; i++) {
    const left = i % 2 === 0;
    out.push({
      x: r1(left ? between(rng, 40, 190) : between(rng, ART_WIDTH - 190, ART_WIDTH - 40)),
      y: r1(between(rng, 70, ART_HEIGHT - 70)),
      s: r1(between(rng, 0.75, 1.25)),
    });
  }
  return out;
}

function motifShapes(motif: Motif, rng: Rng, p: Palette): string {
  const c = () => pick(rng, p.accents);
  switch (motif) {
    case 'balloons':
      return slots(rng, 6)
        .map(({ x, y, s }) => {
          const fill = c();
          return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 48 q-10 40 6 80" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.8"/><ellipse cx="0" cy="0" rx="36" ry="46" fill="${fill}"/><ellipse cx="-12" cy="-16" rx="8" ry="13" fill="#ffffff" opacity="0.45"/><path d="M-6 46 l12 0 l-6 9z" fill="${fill}"/></g>`;
        })
        .join('');
    case 'rings':
      return slots(rng, 4)
        .map(({ x, y, s }, i) =>
          i % 2 === 0
            ? `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke-width="9"><circle cx="-18" cy="0" r="34" stroke="${p.accents[0]}"/><circle cx="18" cy="0" r="34" stroke="${p.accents[3]}"/><path d="M-18 -42 l8 -12 l-16 0z" fill="#ffffff" stroke="none"/></g>`
            : `<path transform="translate(${x} ${y}) scale(${s * 1.4})" d="M0 12 C-28 -8 -18 -32 0 -18 C18 -32 28 -8 0 12z" fill="${p.accents[1]}" opacity="0.85"/>`,
        )
        .join('');
    case 'caps':
      return slots(rng, 5)
        .map(
          ({ x, y, s }) =>
            `<g transform="translate(${x} ${y}) scale(${s}) rotate(${Math.round(between(rng, -20, 20))})"><path d="M-60 0 L0 -28 L60 0 L0 28z" fill="#111827"/><path d="M-34 12 v22 q34 18 68 0 v-22 L0 28z" fill="#1f2937"/><path d="M0 0 L44 12 v30" stroke="${p.accents[0]}" stroke-width="4" fill="none"/><circle cx="44" cy="46" r="6" fill="${p.accents[0]}"/></g>`,
        )
        .join('');
    case 'skyline': {
      const bars: string[] = [];
      let x = 0;
      while (x < ART_WIDTH) {
        const w = Math.round(between(rng, 40, 90));
        const h = Math.round(between(rng, 60, 200));
        bars.push(`<rect x="${x}" y="${ART_HEIGHT - h}" width="${w - 6}" height="${h}" fill="#ffffff" opacity="${r1(between(rng, 0.12, 0.28))}"/>`);
        x += w;
      }
      const stars = slots(rng, 6)
        .map(
          ({ x: sx, y, s }) =>
            `<path transform="translate(${sx} ${Math.min(y, ART_HEIGHT - 240)}) scale(${s})" d="M0 -26 L7 -7 L26 0 L7 7 L0 26 L-7 7 L-26 0 L-7 -7z" fill="${c()}"/>`,
        )
        .join('');
      return bars.join('') + stars;
    }
    case 'houses':
      return slots(rng, 5)
        .map(({ x, y, s }) => {
          const wall = c();
          return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-36" y="-10" width="72" height="56" rx="4" fill="${wall}"/><path d="M-48 -6 L0 -50 L48 -6z" fill="${p.ink}" opacity="0.85"/><rect x="-10" y="16" width="20" height="30" rx="3" fill="${p.ink}" opacity="0.7"/><rect x="14" y="4" width="14" height="12" fill="#ffffff" opacity="0.8"/></g>`;
        })
        .join('');
    case 'ornaments': {
      const lights = `<path d="M0 60 Q300 130 600 60 T1200 60" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.6"/>`;
      const bulbs = Array.from({ length: 14 }, (_, i) => {
        const bx = 40 + i * 82;
        const by = 60 + Math.sin((bx / 600) * Math.PI) * 35;
        return `<ellipse cx="${bx}" cy="${r1(by + 12)}" rx="7" ry="11" fill="${c()}"/>`;
      }).join('');
      const baubles = slots(rng, 4)
        .map(
          ({ x, y, s }) =>
            `<g transform="translate(${x} ${Math.max(y, 170)}) scale(${s})"><rect x="-8" y="-44" width="16" height="10" fill="#d4d4d8"/><circle cx="0" cy="0" r="36" fill="${c()}"/><path d="M-30 -4 q30 16 60 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/></g>`,
        )
        .join('');
      const flakes = slots(rng, 4)
        .map(
          ({ x, y, s }) =>
            `<g transform="translate(${x} ${y}) scale(${s})" stroke="#ffffff" stroke-width="3" opacity="0.8"><path d="M-18 0 H18 M0 -18 V18 M-13 -13 L13 13 M-13 13 L13 -13"/></g>`,
        )
        .join('');
      return lights + bulbs + baubles + flakes;
    }
    case 'bubbles':
      return (
        slots(rng, 10)
          .map(({ x, y, s }) => `<circle cx="${x}" cy="${y}" r="${r1(26 * s)}" fill="${c()}" opacity="0.55" stroke="#ffffff" stroke-width="3"/>`)
          .join('') +
        slots(rng, 3)
          .map(({ x, y, s }) => `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -22 L6 -6 L22 0 L6 6 L0 22 L-6 6 L-22 0 L-6 -6z" fill="#ffffff"/>`)
          .join('')
      );
    case 'streamers':
    default:
      return Array.from({ length: 6 }, (_, i) => {
        const y0 = r1(between(rng, 20, ART_HEIGHT - 20));
        const amp = r1(between(rng, 20, 50));
        const left = i % 2 === 0;
        const x0 = left ? 0 : ART_WIDTH - 230;
        return `<path d="M${x0} ${y0} q57 ${-amp} 115 0 t115 0" stroke="${c()}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      }).join('');
  }
}

/** The artwork as an SVG document (1200×630). */
export function partyArtSvg(input: PartyArtInput): string {
  const theme = THEMES.find((t) => t.match.test(input.partyType ?? '')) ?? DEFAULT_THEME;
  const rng = mulberry32(hashString(input.seed));
  const base = pick(rng, theme.palettes);
  const named = Object.entries(PROMPT_COLOURS).find(([word]) => new RegExp(`\\b${word}\\b`, 'i').test(input.prompt ?? ''));
  const palette: Palette = named ? { ...base, accents: [named[1], ...base.accents.slice(1)] } : base;
  const angle = Math.round(between(rng, 0, 360));

  const { lines, size } = wrapTitle(input.title || 'Our Party', 820);
  const facts = [input.partyType, input.partyFor ? `for ${input.partyFor}` : null, input.guestCount ? `${input.guestCount} guests` : null]
    .filter(Boolean)
    .join('  ·  ');
  const lineHeight = Math.round(size * 1.15);
  const cardH = lines.length * lineHeight + (facts ? 110 : 70);
  const cardY = Math.round((ART_HEIGHT - cardH) / 2);
  const firstBaseline = cardY + 40 + size * 0.85;
  const titleText = lines
    .map(
      (l, i) =>
        `<text x="${ART_WIDTH / 2}" y="${r1(firstBaseline + i * lineHeight)}" text-anchor="middle" font-family="Poppins" font-weight="700" font-size="${size}" fill="${palette.ink}">${escapeXml(l)}</text>`,
    )
    .join('');
  const factsText = facts
    ? `<text x="${ART_WIDTH / 2}" y="${r1(cardY + cardH - 34)}" text-anchor="middle" font-family="Poppins" font-weight="400" font-size="26" fill="${palette.ink}" opacity="0.8">${escapeXml(facts)}</text>`
    : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#glow)"/>`,
    motifShapes(theme.motif, rng, palette),
    confetti(rng, palette.accents, 70),
    `<rect x="150" y="${cardY}" width="${ART_WIDTH - 300}" height="${cardH}" rx="28" fill="#ffffff" opacity="0.9"/>`,
    titleText,
    factsText,
    `</svg>`,
  ].join('');
}
