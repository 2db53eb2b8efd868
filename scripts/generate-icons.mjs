#!/usr/bin/env node
// Draws the install icons (public/icons/) from public/logo.svg in Chromium, through Playwright: a
// 192 and a 512 px icon, and a maskable 512 px one whose mark stays inside the circle a launcher may
// cut it to (the middle 80 %), on the logo's own gold. The PNGs are committed; run this again when
// the logo changes: node scripts/generate-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { BROWSERS } from './lib/setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(root, 'public/logo.svg'), 'utf8');
const out = path.join(root, 'public/icons');
const GOLD = '#f2b705';

const ICONS = [
  { file: 'icon-192.png', size: 192, markShare: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, markShare: 1, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, markShare: 0.7, background: GOLD },
];

const page = ({ size, markShare, background }) => `<!doctype html>
<style>
  html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${background}; }
  body { display: grid; place-items: center; }
  svg { width: ${Math.round(size * markShare)}px; height: ${Math.round(size * markShare)}px; display: block; }
</style>
${logo}`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? BROWSERS.headlessShell.path,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon));
    await tab.screenshot({
      path: path.join(out, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await tab.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
