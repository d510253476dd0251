/**
 * The federation runtime's source edits (rsbuild.mf-runtime-edits.cjs): each applies to the installed
 * runtime, an edit whose text is gone fails instead of being skipped, and the shell's built entry holds
 * no manifest loader. Runs against the build `npm run test:e2e` makes.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(ROOT, 'package.json'));
const loader = require('./rsbuild.mf-runtime-edits.cjs');

const EDITED = [
  '@module-federation/runtime-core/dist/core.js',
  '@module-federation/runtime-core/dist/utils/preload.js',
  '@module-federation/webpack-bundler-runtime/dist/consumes.js',
  '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js',
].map((file) => join(ROOT, 'node_modules', file));

/** Runs the loader as rspack does: `this.resourcePath` is the file. */
const runLoader = (file, source) => loader.call({ resourcePath: file }, source);

test('every edit applies to the installed runtime and changes it', () => {
  for (const file of EDITED) {
    assert.ok(loader.test(file), `the rule selects ${file}`);
    const source = readFileSync(file, 'utf8');
    assert.notEqual(runLoader(file, source), source, `${file} is edited`);
  }
});

test('the manifest loader is built only when snapshots are on', () => {
  const edited = runLoader(EDITED[0], readFileSync(EDITED[0], 'utf8'));
  assert.match(edited, /this\.snapshotHandler = USE_REMOTE && USE_SNAPSHOT \? new SnapshotHandler\(this\)/);
});

test('preloading throws a clear error instead of preloading', async () => {
  const edited = runLoader(EDITED[1], readFileSync(EDITED[1], 'utf8'));
  const preload = await import(`data:text/javascript,${encodeURIComponent(edited)}`);
  for (const name of ['defaultPreloadArgs', 'formatPreloadArgs', 'normalizePreloadExposes', 'preloadAssets']) {
    assert.throws(() => preload[name](), /preloadRemote is not built into this shell/);
  }
});

test('an edit whose text the runtime no longer holds fails the build', () => {
  assert.throws(() => runLoader(EDITED[0], 'export class ModuleFederation {}'), /no longer holds the text/);
  assert.throws(() => runLoader(join(ROOT, 'node_modules/@module-federation/sdk/dist/index.js'), ''), /does not edit/);
});

test("the shell's built entry holds no manifest loader", () => {
  const dir = join(ROOT, 'shell/dist/static/js');
  const [entry] = readdirSync(dir).filter((name) => /^index\.[0-9a-f]+\.js$/.test(name));
  assert.ok(entry, 'the shell is built');
  const code = readFileSync(join(dir, entry), 'utf8');
  // The snapshot handler's hook names: strings only it holds.
  assert.ok(!code.includes('beforeLoadRemoteSnapshot'), 'no snapshot handler in the entry');
  assert.ok(code.includes('preloadRemote is not built into this shell'), 'the preload stand-in is there instead');
});
