// npx tsx scripts/app-icons.ts: draws the installable app's icons (docs/decisions/060) from the
// site's own pictures, in the Chromium every browser of ours runs, and writes them to
// src/web/public/icons/. Run once when the logo changes; the PNGs are committed, so neither the
// build nor a fresh clone needs an image library.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const publicDir = fileURLToPath(new URL('../src/web/public/', import.meta.url));
/** The favicon: the pitch on its rounded green tile. */
const tile = readFileSync(`${publicDir}favicon.svg`, 'utf8');
/** The pitch alone, drawn in white, for the maskable icon's full-bleed tile. */
const pitch = readFileSync(`${publicDir}images/logo.svg`, 'utf8');
/** The favicon tile's green, so the maskable icon looks like the others. */
const TILE_GREEN = '#15803d';

function page(size: number, body: string, background: string): string {
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">${body}</body></html>`;
}

/** An svg document drawn at `px` pixels square. */
function sized(svg: string, px: number): string {
  return svg.replace(/width="48" height="48"/, `width="${px}" height="${px}"`);
}

const icons = [
  { file: 'icon-192.png', size: 192, html: page(192, sized(tile, 192), 'transparent') },
  { file: 'icon-512.png', size: 512, html: page(512, sized(tile, 512), 'transparent') },
  // A maskable icon may be cut to any shape inside its middle 80 %: the pitch fills 60 %.
  {
    file: 'icon-maskable-512.png',
    size: 512,
    html: page(512, sized(pitch, Math.round(512 * 0.6)), TILE_GREEN),
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const icon of icons) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(icon.html);
    await tab.screenshot({ path: `${publicDir}icons/${icon.file}`, omitBackground: true });
    await tab.close();
    console.info(`${icon.file}: ${icon.size} × ${icon.size}`);
  }
} finally {
  await browser.close();
}
