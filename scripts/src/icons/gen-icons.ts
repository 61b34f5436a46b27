/**
 * Renders the app's PNG icons (manifest 192/512, a maskable 512 and the
 * apple-touch-icon) from one SVG with Debian's Chromium, so no image library
 * is needed. Run after changing the mark: `npm run gen:icons`;
 * the PNGs are committed under web/public/icons/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { repoRoot } from '../lib/paths.js';

const OUT = path.join(repoRoot, 'web/public/icons');

const MAROON = '#6b1420';
const GOLD = '#d4a935';

/**
 * The club's mark ("TE" on gold). `maskable` shrinks it into the maskable safe zone
 * (the centre 80% circle) on a full-bleed background, since launchers crop maskable icons to any shape.
 */
function markSvg(size: number, { maskable }: { maskable: boolean }): string {
  const scale = maskable ? 0.62 : 1;
  const r = (size / 2) * scale * 0.97;
  const c = size / 2;
  const fontSize = r * 0.9;
  const background = maskable ? `<rect width="${size}" height="${size}" fill="${MAROON}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}<circle cx="${c}" cy="${c}" r="${r}" fill="${GOLD}"/><text x="${c}" y="${c + fontSize * 0.35}" font-family="Georgia, 'DejaVu Serif', serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="${MAROON}">TE</text></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners and ignores transparency: a full-bleed background, like the maskable one.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await page.setContent(`<html><body style="margin:0;background:transparent">${markSvg(icon.size, icon)}</body></html>`);
      await page.locator('svg').screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
      await page.close();
      console.log(`web/public/icons/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
