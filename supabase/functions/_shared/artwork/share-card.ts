// The 1200×630 picture of a share URL's preview (docs/product.md#share-links): the party's photo
// cropped to fill it, or, without a usable photo, the generated party artwork with the party's
// name and type (never its place, date, time or guests). Pure string building; svg-to-png.ts
// renders either to PNG, so what is served is always exactly 1200×630.
import { ART_HEIGHT, ART_WIDTH, partyArtSvg } from './party-art.ts';

/** The image formats resvg decodes, told by their first bytes (a stored content type may lie). */
export function imageMime(bytes: Uint8Array): string | null {
  const b = bytes;
  if (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 'image/gif';
  if (b.length > 12 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** The photo scaled to cover 1200×630 and centred (the middle of a square photo). */
export function photoCardSvg(bytes: Uint8Array, mime: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#7c3aed"/>` +
    `<image href="data:${mime};base64,${base64(bytes)}" x="0" y="0" width="${ART_WIDTH}" height="${ART_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>` +
    `</svg>`
  );
}

/** The generated card: the party artwork with its name and type only. */
export function generatedCardSvg(seed: string, title: string, partyType: string | null): string {
  return partyArtSvg({ seed, title, partyType });
}
