import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where `npm run build`'s folders wait while a test's own build is served: beside the repo's files (a rename, not a copy), ignored by git. */
const KEPT = join(ROOT, 'node_modules', '.cache', 'e2e-builds');

const distOf = (workspace) => join(ROOT, workspace, 'dist');
const keptOf = (workspace) => join(KEPT, workspace);

/** Puts `npm run build`'s folder back in place of a test's build. */
function putBack(workspace) {
  rmSync(distOf(workspace), { recursive: true, force: true });
  renameSync(keptOf(workspace), distOf(workspace));
}

/**
 * Builds `workspaces` (folder names, e.g. 'public-remote') alone, as a deploy of just them would, and
 * leaves the result where the platform serves it; `npm run build`'s output is moved aside meanwhile,
 * so the suite builds each app once and `restore()` puts it back without building again.
 *
 * `env` adds build settings; `files` maps a repo-relative path to a function from its text (undefined
 * for a new file) to the text this build compiles; the sources are back as they were once built.
 */
export function buildAlone(workspaces, { env = {}, files = {} } = {}) {
  for (const workspace of workspaces) {
    // A run stopped before `restore()` left a test's build in place: the kept one is the real one.
    if (existsSync(keptOf(workspace))) putBack(workspace);
    mkdirSync(KEPT, { recursive: true });
    renameSync(distOf(workspace), keptOf(workspace));
  }
  const originals = Object.entries(files).map(([path, edit]) => {
    const file = join(ROOT, path);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    writeFileSync(file, edit(text));
    return { file, text };
  });
  const restore = () => workspaces.forEach(putBack);
  try {
    const args = ['run', 'build', ...workspaces.flatMap((workspace) => ['-w', workspace])];
    const result = spawnSync('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
    if (result.status !== 0) restore();
    assert.equal(result.status, 0, result.stdout + result.stderr);
  } finally {
    for (const { file, text } of originals) {
      if (text === undefined) rmSync(file, { force: true });
      else writeFileSync(file, text);
    }
  }
  return { restore };
}
