// `npx tsx scripts/og-image.ts`: renders public/og-default.png, the 1200×630 picture link previews
// show for pages without one of their own (docs/decisions.md#search-engines-and-link-previews).
// Same renderer and font as the party artwork (supabase/functions/_shared/artwork/svg-to-png.ts),
// run under Node; the PNG is committed, so builds need neither.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { ARTWORK_FONT_FILES, FONT_PACKAGE_DIR } from '../supabase/functions/_shared/artwork/fonts.ts';
import { mulberry32 } from '../supabase/functions/_shared/planner/rng.ts';

const W = 1200;
const H = 630;
const require = createRequire(import.meta.url);
const read = (pkg: string) => fs.readFileSync(require.resolve(pkg));

/** Confetti scattered over the edges, clear of the centred text. */
function confetti(): string {
  const rng = mulberry32(20261125);
  const colors = ['#fde047', '#f472b6', '#34d399', '#60a5fa', '#fb923c', '#ffffff'];
  const out: string[] = [];
  while (out.length < 70) {
    const x = rng() * W;
    const y = rng() * H;
    if (x > 170 && x < 1030 && y > 150 && y < 500) continue;
    const fill = colors[Math.floor(rng() * colors.length)];
    const opacity = (0.55 + rng() * 0.45).toFixed(2);
    const s = 8 + rng() * 14;
    out.push(
      rng() < 0.5
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s / 2).toFixed(1)}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${s.toFixed(1)}" height="${(s * 0.45).toFixed(1)}" rx="2" fill="${fill}" opacity="${opacity}" transform="rotate(${Math.round(rng() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  return out.join('');
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7c3aed"/>
      <stop offset="1" stop-color="#db2777"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${confetti()}
  <g transform="translate(${W / 2 - 300} 190)">
    <rect width="112" height="112" rx="26" fill="#ffffff" opacity="0.18"/>
    <circle cx="36" cy="40" r="9" fill="#fde047"/>
    <circle cx="78" cy="32" r="7" fill="#f472b6"/>
    <rect x="50" y="60" width="14" height="14" rx="3" transform="rotate(20 57 67)" fill="#34d399"/>
    <circle cx="80" cy="78" r="9" fill="#60a5fa"/>
    <rect x="25" y="70" width="12" height="12" rx="2.5" transform="rotate(-15 31 76)" fill="#fb923c"/>
  </g>
  <text x="${W / 2 + 70}" y="275" text-anchor="middle" font-family="Poppins" font-weight="700" font-size="104" fill="#ffffff">Confetti</text>
  <text x="${W / 2}" y="385" text-anchor="middle" font-family="Poppins" font-weight="700" font-size="44" fill="#ffffff">AI-powered party planning</text>
  <text x="${W / 2}" y="445" text-anchor="middle" font-family="Poppins" font-size="30" fill="#fdf2f8">Themes, games, food, vendors and a timeline in minutes</text>
</svg>`;

await initWasm(read('@resvg/resvg-wasm/index_bg.wasm'));
const resvg = new Resvg(svg, {
  fitTo: { mode: 'original' },
  font: {
    fontBuffers: ARTWORK_FONT_FILES.map((file) => read(`${FONT_PACKAGE_DIR}${file}`)),
    loadSystemFonts: false,
    defaultFontFamily: 'Poppins',
  },
});
const png = resvg.render().asPng();
fs.writeFileSync('public/og-default.png', png);
console.log(`public/og-default.png: ${W}×${H}, ${(png.length / 1024).toFixed(1)} KB`);
