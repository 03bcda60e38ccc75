/**
 * SVG → PNG in Deno, with resvg compiled to WebAssembly (no native code, no system fonts).
 *
 * resvg sees no system fonts inside an edge function, so the renderer is handed the bundled
 * Poppins faces (./fonts.ts) and uses Poppins for every family. Transparent areas of the
 * SVG stay transparent in the PNG (no background is painted), which the T-shirt designs rely on.
 *
 * The wasm binary and the fonts are read from the npm packages in node_modules (the local stack
 * runs functions with `--node-modules-dir=manual`). A hosted deploy, where package files other
 * than JavaScript are not bundled, can point ARTWORK_ASSETS_URL at a folder holding
 * `index_bg.wasm` and the font files named in ./fonts.ts (e.g. a public storage bucket).
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { ARTWORK_FONT_FILES, FONT_PACKAGE_DIR } from './fonts.ts';

/**
 * The project's node_modules, seen from supabase/functions/_shared/artwork/. Resolved through the
 * real path of this file, so a functions folder that links to _shared (tests do) still finds it.
 */
async function nodeModules(): Promise<URL> {
  const real = await Deno.realPath(new URL(import.meta.url)).catch(() => null);
  const here = real ? new URL(`file://${encodeURI(real)}`) : new URL(import.meta.url);
  return new URL('../../../../node_modules/', here);
}

const WASM = { pkg: '@resvg/resvg-wasm/index_bg.wasm', file: 'index_bg.wasm' };
const FONTS = ARTWORK_FONT_FILES.map((file) => ({ pkg: `${FONT_PACKAGE_DIR}${file}`, file }));

/** Reads an asset from node_modules, else from ARTWORK_ASSETS_URL. */
async function loadAsset(asset: { pkg: string; file: string }): Promise<Uint8Array> {
  try {
    return await Deno.readFile(new URL(asset.pkg, await nodeModules()));
  } catch (local) {
    const base = Deno.env.get('ARTWORK_ASSETS_URL');
    if (!base) throw new Error(`artwork asset ${asset.file} not found (${local instanceof Error ? local.message : local}); set ARTWORK_ASSETS_URL`);
    const res = await fetch(new URL(asset.file, base.endsWith('/') ? base : `${base}/`));
    if (!res.ok) throw new Error(`artwork asset ${asset.file}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}

let ready: Promise<Uint8Array[]> | undefined;

/** Initialises the wasm module once per worker and keeps the font buffers. */
function init(): Promise<Uint8Array[]> {
  ready ??= (async () => {
    const [wasm, ...fonts] = await Promise.all([loadAsset(WASM), ...FONTS.map(loadAsset)]);
    await initWasm(wasm);
    return fonts;
  })();
  // A failed start (e.g. missing asset) may succeed on a later call once configured.
  ready.catch(() => (ready = undefined));
  return ready;
}

/** The largest output width accepted: bigger requests would exhaust a function's memory. */
export const MAX_PNG_WIDTH = 4096;

/**
 * Renders `svg` to PNG bytes. `width` scales the image to that many pixels wide (aspect ratio kept);
 * without it the SVG's own width is used.
 */
export async function svgToPng(svg: string, width?: number): Promise<Uint8Array> {
  const fontBuffers = await init();
  if (width !== undefined && !(Number.isFinite(width) && width >= 1 && width <= MAX_PNG_WIDTH)) {
    throw new RangeError(`width must be between 1 and ${MAX_PNG_WIDTH}`);
  }
  const resvg = new Resvg(svg, {
    fitTo: width === undefined ? { mode: 'original' } : { mode: 'width', value: Math.round(width) },
    font: {
      fontBuffers,
      loadSystemFonts: false,
      defaultFontFamily: 'Poppins',
      sansSerifFamily: 'Poppins',
      serifFamily: 'Poppins',
      cursiveFamily: 'Poppins',
      fantasyFamily: 'Poppins',
      monospaceFamily: 'Poppins',
    },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
