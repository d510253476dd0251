/**
 * V8's explicit compile hint (Chromium 136+): a script that starts with this comment is compiled
 * whole on the streaming thread while it downloads, instead of function by function on the main
 * thread the first time each is called. Start-up code runs nearly all its functions at once, so the
 * main-thread compile it saves is what made its tasks long (docs/performance-log.md, "third pass").
 */
import { rspack, type Rspack } from '@rsbuild/core';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Scripts smaller than this go without the hint: they compile in well under a millisecond either way,
 * so on them the hint would only add bytes.
 */
export const COMPILE_HINT_MIN_BYTES = 4 * 1024;

/**
 * Puts the compile hint on every script of the build of at least COMPILE_HINT_MIN_BYTES but the chunks
 * holding a module that matches `skip`: React DOM's client, most of which a page never calls, costs more
 * on the main thread compiled whole (measured) than compiled as it is used. After minification, which
 * drops comments.
 */
export function compileHintsPlugin(skip: RegExp) {
  const name = 'plataforma:compile-hints';
  return {
    apply(compiler: Rspack.Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
          for (const chunk of compilation.chunks) {
            if (compilation.chunkGraph.getChunkModules(chunk).some((module) => skip.test(module.identifier()))) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js') || compilation.getAsset(file)!.source.size() < COMPILE_HINT_MIN_BYTES) continue;
              compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        });
      });
    },
  };
}
