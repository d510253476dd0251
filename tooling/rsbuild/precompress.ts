/**
 * Writes .br and .gz siblings of every text asset after a production build, so any static
 * server (ours uses @fastify/static `preCompressed`) or CDN can send them without compressing per request.
 */
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'plataforma:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        const files = readdirSync(api.context.distPath, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && /\.(js|css|html|json|svg|txt)$/.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            if (content.length < 1024) return;
            await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
          }),
        );
      });
    },
  };
}
