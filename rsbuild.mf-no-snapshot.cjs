/**
 * Loader for the federation runtime in the shell's browser build (mfNoSnapshotRule in rsbuild.shared.ts).
 * The shell registers its remotes by their remoteEntry.js and never preloads one, and its
 * `disableSnapshot` option says manifests and `preloadRemote` are left out; runtime-core 2.9 still
 * bundles both, because it builds the manifest loader whenever remotes are on and `preloadRemote` is a
 * method of the remote handler. Two edits finish the job (~2.3 KB brotli on every page):
 * - core.js builds the manifest loader only when snapshots are on (the flag `disableSnapshot` sets);
 * - utils/preload.js, which only `preloadRemote` uses in this build, throws a clear error instead.
 * An edit that no longer matches the runtime's code fails the build, so an upgrade cannot drop it silently.
 */
const CORE = {
  file: /[\\/]runtime-core[\\/]dist[\\/]core\.js$/,
  from: 'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this)',
  to: 'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this)',
};

const PRELOAD = {
  file: /[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/,
  exports: 'export { defaultPreloadArgs, formatPreloadArgs, normalizePreloadExposes, preloadAssets };',
};

const PRELOAD_UNAVAILABLE = `const unavailable = () => {
  throw new Error('preloadRemote is not built into this shell: its remotes load from their remoteEntry.js (rsbuild.mf-no-snapshot.cjs).');
};
export {
  unavailable as defaultPreloadArgs,
  unavailable as formatPreloadArgs,
  unavailable as normalizePreloadExposes,
  unavailable as preloadAssets,
};
`;

module.exports = function mfNoSnapshot(source) {
  const file = this.resourcePath;
  if (CORE.file.test(file)) {
    if (!source.includes(CORE.from)) throw new Error(`${file} no longer builds its snapshot handler as expected: review rsbuild.mf-no-snapshot.cjs.`);
    return source.replace(CORE.from, CORE.to);
  }
  if (PRELOAD.file.test(file)) {
    if (!source.includes(PRELOAD.exports)) throw new Error(`${file} no longer exports what rsbuild.mf-no-snapshot.cjs replaces: review it.`);
    return PRELOAD_UNAVAILABLE;
  }
  throw new Error(`rsbuild.mf-no-snapshot.cjs was applied to ${file}, which it does not edit.`);
};

module.exports.test = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](core|utils[\\/]preload)\.js$/;
