export { svgToPng } from './svg-to-png.ts';
export { partyArtSvg } from './party-art.ts';
