import fs from 'node:fs';
// @pdf-lib/fontkit's Indic shaper (Telugu) calls a global regeneratorRuntime it does not bring.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';

/**
 * The fonts a watermark is stamped in: Noto Sans Telugu's Latin, Latin
 * Extended and Telugu subsets (the WOFF files beside this module; source and
 * OFL licence in NOTICE.md and OFL.txt). The files sit next to this module in
 * the source tree and next to `index.mjs` in the bundles of the routes that
 * stamp (infra copies them: `handlerAssets` in functions/src/handlers.ts), so
 * the same relative URL finds them in both; read once per cold start, on the
 * first stamp.
 */
export const STAMP_FONT_FILES = [
  'noto-sans-telugu-latin-400-normal.woff',
  'noto-sans-telugu-latin-ext-400-normal.woff',
  'noto-sans-telugu-telugu-400-normal.woff',
] as const;

/** Copied beside the fonts wherever they go: the OFL asks that the licence travel with the font. */
export const STAMP_FONT_LICENCE = 'OFL.txt';

/** One font's bytes and the characters it has glyphs for. */
export interface StampFont {
  name: string;
  bytes: Uint8Array;
  covers: ReadonlySet<number>;
}

let loaded: StampFont[] | undefined;

/** The stamp fonts, Latin first (a character several fonts have is drawn in the first). */
export function stampFonts(): StampFont[] {
  loaded ??= STAMP_FONT_FILES.map((name) => {
    const bytes = new Uint8Array(fs.readFileSync(new URL(`./${name}`, import.meta.url)));
    return { name, bytes, covers: new Set(fontkit.create(bytes).characterSet) };
  });
  return loaded;
}

export { fontkit };
