export { svgToPng, MAX_PNG_WIDTH } from './svg-to-png.ts';
export { partyArtSvg, escapeXml, wrapTitle, ART_WIDTH, ART_HEIGHT, type PartyArtInput } from './party-art.ts';
