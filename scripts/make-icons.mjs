#!/usr/bin/env node
/**
 * Makes the app icons of the web app manifest (shell/public/manifest.webmanifest) from the site's logo,
 * shell/public/favicon.svg, with sharp (the API's image library). Run once when the logo changes:
 * `node scripts/make-icons.mjs`; the PNGs it writes are committed.
 * - icon-192.png, icon-512.png ('any'): the logo as it is, rounded corners transparent.
 * - icon-maskable-512.png ('maskable') and apple-touch-icon.png (180 px, iOS fills transparency with black):
 *   the logo at 80 % on a full square of its own purple, so a circle or squircle mask keeps all of it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../shell/public/', import.meta.url));
const svg = readFileSync(join(PUBLIC, 'favicon.svg'));
/** The logo's background, the theme's primary colour (shared-ui/src/theme/theme.ts). */
const BACKGROUND = svg.toString('utf8').match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (!BACKGROUND) throw new Error('favicon.svg has no <rect fill="#rrggbb"> background');
/** The maskable safe zone: a circle of 80 % of the icon's width. */
const SAFE = 0.8;

const render = (size) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png();

async function logo(size, file) {
  await render(size).toFile(join(PUBLIC, 'icons', file));
}

async function fullBleed(size, file) {
  const inner = Math.round(size * SAFE);
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: await render(inner).toBuffer(), gravity: 'center' }])
    .png()
    .toFile(join(PUBLIC, 'icons', file));
}

await logo(192, 'icon-192.png');
await logo(512, 'icon-512.png');
await fullBleed(512, 'icon-maskable-512.png');
await fullBleed(180, 'apple-touch-icon.png');
console.log(`Icons written to ${join(PUBLIC, 'icons')}`);
