/**
 * Draws the demo illustrations once and writes them to `api/seed-assets/` (committed), so the demo
 * needs no photos of real people and no network:
 *   node --import tsx src/seed/makeAssets.ts   (from api/)
 * Flat SVG art (mountains, sun, silhouettes) in the movement's purple and amber, rendered by sharp.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ASSETS_DIR, assetPath, PORTRAITS, SCENES, type Asset, type Portrait, type Scene } from './assets';

const W = 1280;
const H = 640;
const C = {
  night: '#2d0b4e',
  purple: '#4b1d6e',
  violet: '#6b2fa0',
  lilac: '#b07cc6',
  snow: '#f3e5f5',
  amber: '#f5a623',
  gold: '#ffd54f',
  cream: '#fff3e0',
};

const skyGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const glow = `<radialGradient id="glow"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.9"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>`;

const sun = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r * 2.2}" fill="url(#glow)"/><circle cx="${x}" cy="${y}" r="${r}" fill="${C.gold}"/>`;

/** A standing figure (head + rounded body), optionally holding a flag, its feet at (x, base). */
function person(x: number, base: number, s: number, fill: string, flag?: string): string {
  const body = `M${x - 30 * s},${base} L${x - 24 * s},${base - 110 * s} Q${x},${base - 138 * s} ${x + 24 * s},${base - 110 * s} L${x + 30 * s},${base} Z`;
  const head = `<circle cx="${x}" cy="${base - 152 * s}" r="${22 * s}" fill="${fill}"/>`;
  const pole = flag
    ? `<path d="M${x + 20 * s},${base - 105 * s} L${x + 44 * s},${base - 240 * s}" stroke="${fill}" stroke-width="${6 * s}" stroke-linecap="round"/>` +
      `<path d="M${x + 44 * s},${base - 240 * s} q${40 * s},${-12 * s} ${80 * s},${4 * s} l${-8 * s},${42 * s} q${-38 * s},${-14 * s} ${-80 * s},${-2 * s} Z" fill="${flag}"/>`
    : '';
  return `<path d="${body}" fill="${fill}"/>${head}${pole}`;
}

const caption = (text: string) =>
  `<rect x="0" y="${H - 96}" width="${W}" height="96" fill="${C.night}" fill-opacity="0.6"/>` +
  `<text x="${W / 2}" y="${H - 34}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="44" fill="${C.cream}">${text}</text>`;

const svg = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}${glow}</defs>${body}</svg>`;

const SCENE_SVG: Record<Scene, () => string> = {
  illimani: () =>
    svg(
      W,
      H,
      skyGradient('sky', C.night, C.amber),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(900, 300, 90)}` +
        `<path d="M0,470 L180,300 L290,380 L470,170 L560,250 L640,190 L820,400 L1000,280 L1280,440 L1280,${H} L0,${H} Z" fill="${C.violet}"/>` +
        `<path d="M470,170 L420,228 L455,218 L482,240 L512,214 L535,228 Z M640,190 L605,232 L632,226 L652,242 L676,232 Z" fill="${C.snow}"/>` +
        `<path d="M0,520 Q320,430 640,500 T1280,480 L1280,${H} L0,${H} Z" fill="${C.purple}"/>` +
        `<path d="M0,580 Q400,520 800,570 T1280,560 L1280,${H} L0,${H} Z" fill="${C.night}"/>` +
        caption('Juventud que construye futuro'),
    ),
  marcha: () =>
    svg(
      W,
      H,
      skyGradient('sky', C.violet, C.gold),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(640, 430, 150)}` +
        `<rect y="470" width="${W}" height="${H - 470}" fill="${C.night}"/>` +
        [120, 250, 380, 510, 640, 770, 900, 1030, 1160]
          .map((x, i) => person(x, 500 + (i % 2) * 14, 0.95 + (i % 3) * 0.12, C.night, i % 3 === 1 ? (i % 2 ? C.amber : C.lilac) : undefined))
          .join('') +
        caption('Unidos por una Bolivia libre'),
    ),
  encuentro: () =>
    svg(
      W,
      H,
      skyGradient('sky', C.amber, C.violet),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(640, 330, 120)}` +
        `<ellipse cx="640" cy="520" rx="520" ry="70" fill="${C.purple}"/>` +
        [
          [230, 520, 1.0],
          [400, 490, 0.9],
          [560, 475, 0.85],
          [720, 475, 0.85],
          [880, 490, 0.9],
          [1050, 520, 1.0],
        ]
          .map(([x, base, s]) => person(x!, base!, s!, C.night))
          .join('') +
        `<rect x="300" y="150" width="170" height="70" rx="24" fill="${C.cream}"/><path d="M350,218 l-10,34 l40,-34 Z" fill="${C.cream}"/>` +
        `<rect x="820" y="130" width="190" height="74" rx="24" fill="${C.gold}"/><path d="M930,202 l30,34 l0,-34 Z" fill="${C.gold}"/>` +
        `<circle cx="350" cy="185" r="9" fill="${C.violet}"/><circle cx="385" cy="185" r="9" fill="${C.violet}"/><circle cx="420" cy="185" r="9" fill="${C.violet}"/>` +
        `<rect x="850" y="158" width="130" height="10" rx="5" fill="${C.purple}"/><rect x="850" y="178" width="90" height="10" rx="5" fill="${C.purple}"/>` +
        caption('Voces jóvenes en cada rincón del país'),
    ),
  salar: () =>
    svg(
      W,
      H,
      skyGradient('sky', C.night, C.lilac) + skyGradient('mirror', C.lilac, C.night),
      `<rect width="${W}" height="330" fill="url(#sky)"/><rect y="330" width="${W}" height="${H - 330}" fill="url(#mirror)"/>` +
        `${sun(640, 230, 70)}<circle cx="640" cy="430" r="70" fill="${C.gold}" fill-opacity="0.35"/>` +
        `<path d="M0,330 L140,300 L230,318 L330,292 L420,330 Z M900,330 L1010,296 L1100,312 L1190,290 L1280,330 Z" fill="${C.purple}"/>` +
        [440, 520, 760, 840]
          .map((x, i) => `${person(x, 330, 0.5, C.night, i === 2 ? C.amber : undefined)}<g opacity="0.35" transform="translate(0,660) scale(1,-1)">${person(x, 330, 0.5, C.night)}</g>`)
          .join('') +
        Array.from({ length: 7 }, (_, i) => `<path d="M0,${360 + i * 30} L${W},${360 + i * 30}" stroke="${C.cream}" stroke-opacity="0.08" stroke-width="2"/>`).join('') +
        caption('Trabajo, innovación y oportunidades'),
    ),
  ciudad: () =>
    svg(
      W,
      H,
      skyGradient('sky', C.violet, C.amber),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(1060, 200, 70)}` +
        `<path d="M0,380 L260,220 L420,300 L620,160 L860,330 L1280,250 L1280,${H} L0,${H} Z" fill="${C.lilac}" fill-opacity="0.6"/>` +
        [
          [40, 360, 90],
          [150, 300, 70],
          [240, 400, 110],
          [370, 330, 80],
          [470, 260, 100],
          [590, 350, 90],
          [700, 290, 120],
          [840, 380, 80],
          [940, 320, 110],
          [1070, 370, 90],
          [1170, 300, 100],
        ]
          .map(([x, y, w], i) => `<rect x="${x}" y="${y}" width="${w}" height="${H - y!}" fill="${i % 2 ? C.purple : C.night}"/>`)
          .join('') +
        `<path d="M0,120 Q640,230 1280,110" stroke="${C.night}" stroke-width="4" fill="none"/>` +
        [250, 640, 1000]
          .map((x) => {
            const y = 120 + (230 - 120) * Math.sin((Math.PI * x) / W) * 0.95;
            return `<path d="M${x},${y} L${x},${y + 26}" stroke="${C.night}" stroke-width="4"/><rect x="${x - 34}" y="${y + 26}" width="68" height="48" rx="12" fill="${C.amber}"/><rect x="${x - 24}" y="${y + 36}" width="48" height="16" rx="4" fill="${C.cream}"/>`;
          })
          .join('') +
        caption('Nos vemos en la próxima actividad'),
    ),
};

/** Head-and-shoulders silhouettes on a halo, one colour pair each. */
const PORTRAIT_COLOURS: Record<Portrait, [string, string]> = {
  'retrato-1': [C.amber, C.violet],
  'retrato-2': [C.lilac, C.night],
  'retrato-3': [C.gold, C.purple],
  'retrato-4': [C.violet, C.amber],
};

function portraitSvg(name: Portrait): string {
  const [top, bottom] = PORTRAIT_COLOURS[name];
  const size = 640;
  return svg(
    size,
    size,
    skyGradient('bg', top, bottom),
    `<rect width="${size}" height="${size}" fill="url(#bg)"/><circle cx="320" cy="300" r="230" fill="${C.cream}" fill-opacity="0.18"/>` +
      `<circle cx="320" cy="245" r="105" fill="${C.night}"/>` +
      `<path d="M110,${size} Q120,390 320,380 Q520,390 530,${size} Z" fill="${C.night}"/>`,
  );
}

async function render(name: Asset, source: string) {
  const jpeg = await sharp(Buffer.from(source)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  await writeFile(assetPath(name), jpeg);
  console.log(`${name}.jpg ${(jpeg.length / 1024).toFixed(0)} KB`);
}

await mkdir(ASSETS_DIR, { recursive: true });
for (const scene of SCENES) await render(scene, SCENE_SVG[scene]());
for (const portrait of PORTRAITS) await render(portrait, portraitSvg(portrait));
