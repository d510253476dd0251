/**
 * Source edits to the federation runtime in the browser builds (mfRuntimeEditsRule in rsbuild.shared.ts),
 * each for bytes every visitor downloads and no page uses (docs/decisions.md, "The visitor's bytes"):
 * - The shell registers its remotes by their remoteEntry.js and never preloads one. `disableSnapshot`
 *   documents manifests and `preloadRemote` as left out, yet runtime-core 2.9 still bundles both: it builds
 *   the manifest loader whenever remotes are on, and `preloadRemote` is a method of the remote handler.
 *   core.js now builds the loader only when snapshots are on, and utils/preload.js, which only
 *   `preloadRemote` uses in these builds, throws a clear error instead (~2.3 KB brotli).
 * - The bundler runtime's own English texts go the way of the error-codes descriptions
 *   (mfErrorTextsPlugin): the error keeps its code and documentation link.
 * Each edit fails the build when the runtime's code no longer matches it, so an upgrade cannot drop one silently.
 */
const PRELOAD_UNAVAILABLE = `const unavailable = () => {
  throw new Error('preloadRemote is not built into this shell: its remotes load from their remoteEntry.js (rsbuild.mf-runtime-edits.cjs).');
};
export {
  unavailable as defaultPreloadArgs,
  unavailable as formatPreloadArgs,
  unavailable as normalizePreloadExposes,
  unavailable as preloadAssets,
};
`;

/** Per file: the exact text it must hold, and what the text becomes (`whole: true` replaces the file). */
const EDITS = [
  {
    file: /[\\/]runtime-core[\\/]dist[\\/]core\.js$/,
    from: 'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this)',
    to: 'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this)',
  },
  {
    file: /[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/,
    from: 'export { defaultPreloadArgs, formatPreloadArgs, normalizePreloadExposes, preloadAssets };',
    to: PRELOAD_UNAVAILABLE,
    whole: true,
  },
  {
    file: /[\\/]webpack-bundler-runtime[\\/]dist[\\/]consumes\.js$/,
    from: '{ [RUNTIME_012]: "The getter for the shared module is not a function. This may be caused by setting \\"shared.import: false\\" without the host providing the corresponding lib." }',
    to: '{}',
  },
  {
    file: /[\\/]webpack-bundler-runtime[\\/]dist[\\/]installInitialConsumes\.js$/,
    from: 'console.error("loadShareSync failed! The function should not be called unless you set \\"eager:true\\". If you do not set it, and encounter this issue, you can check whether an async boundary is implemented.");\n\t\tconsole.error("The original error message is as follows: ");\n',
    to: '',
  },
];

/** The rule's `test`: the files an edit applies to. */
const test = (file) => EDITS.some((candidate) => candidate.file.test(file));

module.exports = function mfRuntimeEdits(source) {
  const file = this.resourcePath;
  const found = EDITS.find((candidate) => candidate.file.test(file));
  if (!found) throw new Error(`rsbuild.mf-runtime-edits.cjs was applied to ${file}, which it does not edit.`);
  if (!source.includes(found.from)) throw new Error(`${file} no longer holds the text rsbuild.mf-runtime-edits.cjs edits: review the edit.`);
  return found.whole ? found.to : source.replace(found.from, found.to);
};
module.exports.test = test;
