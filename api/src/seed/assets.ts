import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The illustrations committed in `api/seed-assets/` (drawn by `makeAssets.ts`). */
export const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'seed-assets');

export const SCENES = ['illimani', 'marcha', 'encuentro', 'salar', 'ciudad'] as const;
export type Scene = (typeof SCENES)[number];

export const PORTRAITS = ['retrato-1', 'retrato-2', 'retrato-3', 'retrato-4'] as const;
export type Portrait = (typeof PORTRAITS)[number];

export type Asset = Scene | Portrait;

export const assetPath = (name: Asset) => join(ASSETS_DIR, `${name}.jpg`);

export const readAsset = (name: Asset) => readFile(assetPath(name));
