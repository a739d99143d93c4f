// `node scripts/make-icons.mjs`: draws the install icons (public/icons/*.png) from the site's mark,
// public/favicon.svg (a building's columns on the brand colour), in Chromium. Committed with this
// script: run it again after changing the mark. "any" icons keep the rounded square; the maskable
// ones fill the square with the colour and keep the columns inside the central 80% circle that
// every platform's mask leaves visible.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { root } from './offline-env.mjs';

const mark = fs.readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
const glyph = mark.match(/<path\b[^>]*\/>/)?.[0];
const colour = mark.match(/fill="(#[0-9a-f]{6})"/i)?.[1];
if (!glyph || !colour) throw new Error('public/favicon.svg no longer has one <path> and a fill colour');

const plain = mark.replace(/<title>.*?<\/title>/, '');
// The glyph spans 16 of 32 units around the centre: at 90% its corners stay inside the safe circle
// (radius 12.8 units).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><g transform="translate(1.6 1.6) scale(0.9)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: plain },
  { file: 'icon-512.png', size: 512, svg: plain },
  { file: 'icon-maskable-192.png', size: 192, svg: maskable },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const body = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${body}`);
    await page.screenshot({ path: path.join(root, 'public', 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${icons.map((icon) => `public/icons/${icon.file}`).join(', ')}.`);
