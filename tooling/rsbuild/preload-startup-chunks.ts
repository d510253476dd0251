/**
 * Collapses the start-up waterfall (docs/toolchain.md "collapse the waterfall"): the page preloads, at low
 * priority, what every route needs as soon as the entry runs, instead of discovering it after the entry ran.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Shared modules a page loads on first use, not at start-up: the HTTP client (axios, 20 KB gzip)
 * waits for the first call that needs it, which a visitor's `/` does not make.
 */
const LOADED_ON_FIRST_USE = ['@plataforma/shared-auth/api'];

/**
 * Preloads the async chunk named `chunkName` and the shared libraries the entry provides to the
 * federation (those the runtime hands to the shell and the remotes), but for `LOADED_ON_FIRST_USE`.
 * Lazy pages are left out. Low priority keeps these from counting as render-blocking.
 */
export function pluginPreloadStartupChunks(chunkName: string): RsbuildPlugin {
  return {
    name: 'plataforma:preload-startup-chunks',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const startup = compilation.namedChunkGroups.get(chunkName);
        if (!startup) throw new Error(`No async chunk named "${chunkName}" to preload.`);
        const provided = [...compilation.entrypoints.values()].flatMap((entry) =>
          entry.childrenIterable.filter((child) =>
            child.origins.some((origin) => {
              const id = origin.module?.identifier() ?? '';
              return id.startsWith('provide shared module') && !LOADED_ON_FIRST_USE.some((name) => id.includes(` ${name}@`));
            }),
          ),
        );
        const files = new Set([startup, ...provided].flatMap((group) => group.getFiles()).filter((file) => file.endsWith('.js')));
        const links = [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'script', href: `${assetPrefix}${file}`, fetchpriority: 'low' },
          publicPath: false,
        }));
        return { ...tags, headTags: [...tags.headTags, ...links] };
      });
    },
  };
}
