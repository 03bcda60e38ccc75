// Small helpers shared by the generated artworks (party-art.ts, the party photo banner, and
// generate-tshirt-design/design-art.ts, the T-shirt print). Pure, so unit tests run them under Node.
import type { Rng } from '../planner/rng.ts';

/** Text made safe for SVG element content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** One item, chosen by the seeded random source. */
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A coordinate rounded to one decimal, to keep the SVG small. */
export const r1 = (n: number) => Math.round(n * 10) / 10;
