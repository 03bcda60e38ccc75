/**
 * The Poppins faces artwork is drawn with, as @fontsource/poppins ships them (WOFF2, which resvg
 * reads). Order matters: resvg takes a face by family and weight from the first that matches, and
 * borrows a missing glyph from the first face that has it. The latin faces come first, then the
 * bold latin-ext face, so accented letters outside latin-1 stay bold in titles (the text artwork
 * draws most).
 */
export const FONT_PACKAGE_DIR = '@fontsource/poppins/files/';

export const ARTWORK_FONT_FILES = ['poppins-latin-400-normal.woff2', 'poppins-latin-700-normal.woff2', 'poppins-latin-ext-700-normal.woff2'] as const;
